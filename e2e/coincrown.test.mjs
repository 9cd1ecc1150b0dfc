// Browser test of the Coin & Crown table (issue 4): a 3-player game, you
// against two computer seats at the instant pace, played to the end by
// clicking the board's highlighted targets; then the score breakdown.
// Also double clicks, the phone layout and axe-core on the table.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { artifacts, axeSource, myTurn, open, position, setPace, useSite } from './harness.mjs';

const site = useSite();

// fresh is a new browser profile and page; close checks that the page
// threw no uncaught error.
async function fresh(options = {}) {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const close = async () => {
    await context.close();
    assert.deepEqual(errors, [], 'uncaught errors in the page');
  };
  return { page, close };
}

// startCoinCrown sets up a 3-player game: you, and two computers at the
// given level; it waits for the table.
async function startCoinCrown(page, base, level) {
  await open(page, base + 'new?game=coincrown');
  await page.click('label[for=players-3]');
  for (const i of [1, 2]) {
    await page.selectOption(`#seat-${i}-role`, { label: 'Computer' });
    await page.selectOption(`#seat-${i}-level`, level);
  }
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');
}

// random is a small seeded generator, so a failing game can be replayed.
function random(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

// moveOf is the move a target (an element handle) plays: its label, or
// its title for a button.
function moveOf(target) {
  return target.evaluate((e) => e.getAttribute('aria-label') || e.getAttribute('title') || e.textContent);
}

// axeClean checks the page with axe-core: no serious or critical violation.
async function axeClean(page, where) {
  await page.addScriptTag({ content: axeSource });
  const { violations } = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad.map((v) => `${v.id}: ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`), [], where);
}

const slow = { timeout: 240000 };

describe('Coin & Crown in a browser', () => {
  test('a 3-player game against two computers played to the end by clicking the board', slow, async () => {
    const { page, close } = await fresh({ bypassCSP: true });
    const base = site.root.url();
    await setPace(page, base, 'instant');
    await startCoinCrown(page, base, 'greedy');
    const pick = random(2026);
    const kinds = new Set();
    let clicks = 0;
    for (; clicks < 1500 && await page.locator('.result').count() === 0; clicks++) {
      const targets = await (await myTurn(page)).elementHandles();
      if (clicks === 60) await axeClean(page, 'in the middle of the game');
      if (targets.length === 0) break;
      // Mostly something other than ending the turn, so the game sees
      // purchases, conquests and upgrades.
      let t = targets[pick(targets.length)];
      if (/^(Pass|End your turn)/.test(await moveOf(t)) && pick(3) > 0) {
        t = targets[pick(targets.length)];
      }
      const move = await moveOf(t);
      const logged = await page.locator('.log-lines > li').count();
      try {
        await t.click({ timeout: 5000 });
      } catch {
        continue; // the page moved on under the pointer: look again
      }
      kinds.add(move.split(' ')[0]);
      // Every move is logged: wait for it before looking for targets again.
      await page.waitForFunction((n) => document.querySelectorAll('.log-lines > li').length > n, logged, { timeout: 5000 }).catch(() => {});
      // A target plays the move it shows, never one of an earlier position.
      assert.equal(await page.locator('.notice-error').count(), 0, `after clicking "${move}"`);
    }
    await page.waitForSelector('table.scores');
    const table = await page.locator('table.scores').innerText();
    for (const row of ['Hamlets', 'Villages', 'Towns', 'Cities', 'Church', 'Iron coins', 'Total', 'Place']) {
      assert.match(table, new RegExp(row), `the score breakdown lacks ${row}`);
    }
    assert.equal(await page.locator('.result figure.chart polyline').count(), 3, 'a score line per player');
    assert.match(await page.locator('.prompt').innerText(), /wins|share the win/);
    assert.match(await page.locator('.cc-yeartrack').innerText(), /game has ended/);
    assert.equal(await page.locator('.board .target').count(), 0, 'targets after the end');
    assert.ok(kinds.size >= 5, `only ${[...kinds].join(', ')} clicked in ${clicks} clicks`);
    await page.screenshot({ path: path.join(artifacts, 'coincrown-end.png'), fullPage: true });
    await axeClean(page, 'at the end');
    await close();
  });

  // A Coin & Crown turn is many moves by the same person, so the second click
  // of a double click lands while the page still shows the position before
  // the first: it must be ignored, neither refused with an error nor played
  // as a second move on a position the player never saw. Likewise Undo.
  test('a double click on a target plays one move, and on Undo takes back one', slow, async () => {
    const { page, close } = await fresh();
    const base = site.root.url();
    await setPace(page, base, 'instant');
    await startCoinCrown(page, base, 'greedy');
    let undone = 0;
    let mine = false; // the last move was this person's, and the turn went on
    for (let i = 0; i < 24 && !(i >= 10 && undone > 0) && await page.locator('.result').count() === 0; i++) {
      const targets = await (await myTurn(page)).elementHandles();
      if (targets.length === 0) break;
      // Rather a move after which the same person moves again.
      let t = targets[0];
      for (const c of targets) {
        if (!/^(Pass|End your turn)/.test(await moveOf(c))) {
          t = c;
          break;
        }
      }
      const move = await moveOf(t);
      const logged = await page.locator('.log-lines > li').count();
      await t.dblclick();
      await page.waitForFunction((n) => document.querySelectorAll('.log-lines > li').length > n, logged);
      await position(page);
      const lines = await page.locator('.log-lines > li').allInnerTexts();
      const added = lines.slice(0, lines.length - logged).reverse();
      assert.match(added[0], /^You: /, `after a double click on "${move}"`);
      assert.deepEqual(added.slice(1).filter((l) => /^You: /.test(l)), [], `a double click on "${move}" played twice`);
      assert.deepEqual(await page.locator('.notice-error').allInnerTexts(), [], `after a double click on "${move}"`);
      // Two moves into this person's turn: a double click on Undo takes back
      // one of them.
      const undo = page.locator('button', { hasText: 'Undo' });
      const again = added.length === 1 && mine;
      mine = added.length === 1;
      if (again && await undo.isEnabled()) {
        await undo.dblclick();
        await page.waitForFunction((n) => document.querySelectorAll('.log-lines > li').length <= n, logged);
        await position(page);
        assert.equal(await page.locator('.log-lines > li').count(), logged, `a double click on Undo after "${move}"`);
        undone++;
        mine = false;
      }
    }
    assert.ok(undone > 0, 'no move could be taken back');
    await close();
  });

  test('a 360×740 phone shows the table with no horizontal overflow, axe-clean in every theme', slow, async () => {
    const { page, close } = await fresh({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const base = site.root.url();
    await setPace(page, base, 'instant');
    await startCoinCrown(page, base, 'random');
    const game = page.url();
    for (const theme of ['light', 'dark', 'contrast']) {
      await open(page, base + 'settings');
      await page.click(`label[for=theme-${theme}]`);
      await page.waitForSelector('text=Settings saved.');
      await open(page, game);
      await myTurn(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await page.screenshot({ path: path.join(artifacts, `coincrown-360-${theme}.png`), fullPage: true });
      assert.equal(overflow, 0, `${theme}: horizontal overflow`);
      await axeClean(page, theme);
    }
    await close();
  });
});
