// Browser tests of storage faults (issue 8): local storage that throws on
// write (a full quota), and two tabs playing the same saved game. In both,
// the player gets a clear message and no save is lost or mixed up.
// Run: make wasm && cd e2e && node --test storage.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { myTurn, playMoves, position, setPace, startGame, storage, useSite } from './harness.mjs';

const site = useSite();

// watch collects a page's uncaught errors.
function watch(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

const slow = { timeout: 180000 };

// slowGame starts a 2-player game against a computer at the slow pace, in
// a browser context of its own, and watches the page for uncaught errors.
async function slowGame() {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors = watch(page);
  const base = site.root.url();
  await setPace(page, base, 'slow');
  await startGame(page, base, 2);
  return { context, page, errors };
}

describe('storage faults', () => {
  test('a full storage quota is reported and the last good save stays', slow, async () => {
    const { context, page, errors } = await slowGame();
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
    const { context, page, errors } = await slowGame();
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
    const errors = [watch(a)];
    const base = site.root.url();
    await setPace(a, base, 'instant');
    await startGame(a, base, 2);
    await playMoves(a, 1);
    await myTurn(a);
    const b = await context.newPage();
    errors.push(watch(b));
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

// myTurnTargets counts the legal targets a page offers now.
function myTurnTargets(page) {
  return page.locator('.board .target:visible, button.move:visible').count();
}
