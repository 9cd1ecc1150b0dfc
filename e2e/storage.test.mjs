// Browser tests of storage faults: local storage that throws on
// write (a full quota), and two tabs playing the same saved game. In both,
// the player gets a clear message and no save is lost or mixed up.
// Run: make wasm && cd e2e && node --test storage.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { open, patience, repo, setPace, startGame, storage, useSite } from './harness.mjs';
import { myTurn, playMoves, position } from './table.mjs';
import { load, mainThreadTasks, now, traceCategories } from './perf.mjs';

const site = useSite({ motion: false });

// pageErrors collects a page's uncaught errors.
function pageErrors(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

const slow = patience(180000);

// slowGame starts a 2-player game against a computer at the slow pace, in
// a browser context of its own, and watches the page for uncaught errors;
// with confirm false, "Confirm the end of my turn" is turned off first.
async function slowGame({ confirm = true } = {}) {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors = pageErrors(page);
  const base = site.root.url();
  await setPace(page, base, 'slow');
  if (!confirm) {
    // A test of saving a move that plays it at once, not held for End
    // turn (e2e/turn.test.mjs tests that).
    await page.click('label[for=confirm-end]');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('tabula.settings')).confirmEnd === false);
  }
  await startGame(page, base, 2);
  return { context, page, errors };
}

describe('storage faults', () => {
  test('a full storage quota is reported and the last good save stays', slow, async () => {
    const { context, page, errors } = await slowGame({ confirm: false });
    await playMoves(page, 2);
    const good = await position(page);
    const stored = await storage(page);
    // From now on every write fails as it does when the quota is full.
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (key.startsWith('tabula.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await playMoves(page, 1);
    await page.waitForSelector('text=storage for Tabula is full');
    assert.notEqual(await page.locator('.log-lines').innerText(), good.log, 'the move was not played');
    assert.deepEqual(await storage(page), stored, 'a failed write changed the storage');
    // After a reload (the failing writes gone) the last good save opens.
    await page.reload();
    await page.waitForSelector('.table .prompt');
    assert.deepEqual(await position(page), good);
    await context.close();
    assert.deepEqual(errors, [], 'uncaught errors in the page');
  });

  test('a move is saved after it is drawn, and at once when the page is hidden', slow, async (t) => {
    const { context, page, errors } = await slowGame({ confirm: false });
    await myTurn(page);
    const before = await storage(page);
    // A page the browser counts as hidden paints nothing and saves at once:
    // the page is brought to the front, and its visibility at the click
    // says which of the two the test checks.
    await page.bringToFront();
    // In one task of the page: a click that plays a move, then the page
    // hidden (a tab closed, a phone locked). The move is saved only then,
    // not in the click's own task, which would delay drawing it.
    const [visibility, clicked, hidden] = await page.evaluate(() => {
      const read = () => Object.fromEntries(Object.entries(localStorage));
      const visibility = document.visibilityState;
      document.querySelector('.table .target:not([disabled])').click();
      const afterClick = read();
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      return [visibility, afterClick, read()];
    });
    if (visibility === 'visible') {
      assert.deepEqual(clicked, before, 'the move was saved in the task of its click');
    } else {
      t.diagnostic(`the browser counted the page as ${visibility}: its move was saved at once`);
      assert.deepEqual(clicked, hidden, 'a hidden page did not save its move at once');
    }
    assert.notDeepEqual(hidden, before, 'the move was not saved when the page was hidden');
    // The save put off until the move was painted writes nothing more.
    await page.waitForTimeout(500);
    assert.deepEqual(await storage(page), hidden);
    // And the saved game opens where it was left.
    const log = await page.locator('.log-lines').innerText();
    await page.reload();
    await page.waitForSelector('.table .prompt');
    assert.equal(await page.locator('.log-lines').innerText(), log);
    await context.close();
    assert.deepEqual(errors, [], 'uncaught errors in the page');
  });

  test('two tabs on the same game: the other tab is told at once, and neither save is lost', slow, async () => {
    // One profile, so both tabs share local storage, as two tabs of one browser do.
    const context = await site.browser.newContext();
    const a = await context.newPage();
    const errors = [pageErrors(a)];
    const base = site.root.url();
    await setPace(a, base, 'instant');
    await startGame(a, base, 2);
    await playMoves(a, 1);
    await myTurn(a);
    const b = await context.newPage();
    errors.push(pageErrors(b));
    await b.goto(a.url());
    await b.waitForSelector('.table .prompt');
    assert.deepEqual(await position(b), await position(a), 'both tabs open the same position');

    // Tab B is told as soon as tab A's first move is saved, without
    // moving: it listens for other tabs' saves.
    await playMoves(a, 1);
    await b.waitForSelector('text=played on (or deleted) in another tab');
    assert.equal(await myTurnTargets(b), 0, 'tab B still offers moves');
    // Tab A plays on; its moves are saved and tab B writes nothing.
    await playMoves(a, 1);
    const played = await position(a);
    const stored = await storage(a);
    assert.deepEqual(await storage(b), stored, 'tab B changed the save');
    // Tab B reloads the saved game and continues from tab A's position.
    await b.click('text=Reload the saved game');
    await b.waitForSelector('text=played on (or deleted) in another tab', { state: 'detached' });
    assert.deepEqual(await position(b), played);
    await playMoves(b, 1);
    await myTurn(b);
    assert.notDeepEqual(await storage(b), stored, "tab B's move after the reload was not saved");
    await context.close();
    assert.deepEqual(errors.flat(), [], 'uncaught errors in the pages');
  });
});

// fillWithLongGames stores n copies of testdata/craftconquer-4015.tabula, a
// Craft & Conquer game of 4,015 moves (4 players, seed 147, random moves;
// 4.2 KB, no cached state), with an index as the app wrote it before saves
// kept their own index, and returns their IDs, most recent first.
async function fillWithLongGames(page, n) {
  const text = fs.readFileSync(path.join(repo, 'e2e', 'testdata', 'craftconquer-4015.tabula')).toString('base64');
  return page.evaluate(({ text, n }) => {
    const digits = 'abcdefghijklmnopqrstuvwxyz234567';
    const index = [];
    for (let i = 0; i < n; i++) {
      const id = 'longgame' + [3, 2, 1, 0].map((k) => digits[(i >> (5 * k)) & 31]).join('');
      localStorage.setItem('tabula.save.' + id, JSON.stringify(text));
      index.push({
        id, game: 'craftconquer', seats: ['You', 'Beginner', 'Easy', 'Normal'],
        progress: 'Round 45, most Objectives 4 of 5', finished: false, updated: 1764118800000 - i,
      });
    }
    localStorage.setItem('tabula.index', JSON.stringify(index));
    return index.map((e) => e.id);
  }, { text, n });
}

// tasksDuring runs act with the browser tracing and returns the page's
// main-thread tasks meanwhile (perf.mjs's mainThreadTasks: their CPU time
// is how long each would block the page on an idle machine; on the clock
// they also hold the time they waited for a core of this loaded one).
async function tasksDuring(page, mark, act) {
  await site.browser.startTracing(page, { categories: traceCategories });
  const from = await now(page, mark);
  await act();
  const trace = await site.browser.stopTracing();
  return mainThreadTasks(trace, mark, from);
}

// summary describes the longest tasks.
function summary(tasks) {
  const top = [...tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 3);
  return `${tasks.length} tasks, the longest ${top.map((t) => `${t.cpu.toFixed(0)} ms CPU (${t.wall.toFixed(0)} on the clock)`).join(', ')}`;
}

// listed waits until Saved games has checked n games and draws the 25
// most recent, with a button to show the others.
function listed(page, n, timeout) {
  return page.waitForFunction((n) => !document.querySelector('.listing') &&
    document.querySelectorAll('.saves > li').length === Math.min(n, 25) &&
    (n <= 25 || document.querySelector('.show-more')?.textContent === `Show more saved games (${n - 25} more)`), n, { timeout });
}

describe('storage full of long games', () => {
  test('Saved games with 500 games of 4,015 moves lists them, and deletes one', patience(900000), async (t) => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = pageErrors(page);
    const base = site.root.url();
    await open(page, base + 'settings');
    const ids = await fillWithLongGames(page, 500);
    // The app starts on Settings, which reads no game: from here on, the
    // tasks are the saved games'.
    await page.reload();
    await open(page, base + 'settings');
    const load0 = load();
    // The first visit replays each game once, a slice at a time (the
    // index has no sums yet); the second lists them from the index.
    for (const visit of ['first', 'second']) {
      const start = Date.now();
      const tasks = await tasksDuring(page, 'tabula-saved-' + visit, async () => {
        await page.locator('nav a', { hasText: 'Saved games' }).click({ timeout: 600000 });
        await listed(page, ids.length, 600000);
      });
      t.diagnostic(`${visit} visit: ${ids.length} games checked and 25 drawn after ${Date.now() - start} ms; ${summary(tasks)}; load ${load0.toFixed(1)} → ${load().toFixed(1)}`);
      assert.equal(await page.locator('.save-damaged').count(), 0, 'a long game was listed as damaged');
      // Before the index kept each game's fingerprint, the page was frozen
      // for many seconds here.
      await page.locator('nav a', { hasText: 'Settings' }).click({ timeout: 600000 });
      await page.locator('h1', { hasText: 'Settings' }).waitFor({ timeout: 600000 });
    }
    await page.locator('nav a', { hasText: 'Saved games' }).click({ timeout: 600000 });
    await listed(page, ids.length, 600000);
    const start = Date.now();
    const tasks = await tasksDuring(page, 'tabula-delete', async () => {
      await page.locator('#save-' + ids[0] + '-delete').click();
      await page.locator('#save-' + ids[0] + '-yes').click();
      await page.locator('text=The game was deleted.').waitFor({ timeout: 600000 });
      await listed(page, ids.length - 1, 600000);
    });
    t.diagnostic(`deleted one in ${Date.now() - start} ms; ${summary(tasks)}`);
    assert.equal(await page.evaluate((id) => localStorage.getItem('tabula.save.' + id), ids[0]), null);
    await context.close();
    assert.deepEqual(errors, [], 'uncaught errors in the page');
  });
});

// myTurnTargets counts the legal targets a page offers now.
function myTurnTargets(page) {
  return page.locator('.board .target:visible, button.move:visible').count();
}
