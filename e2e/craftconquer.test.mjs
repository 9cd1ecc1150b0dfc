// Browser test of the Craft & Conquer table (issue 6): a 2-player game
// against the computer (Easy, instant pace, the rulebook's 30-minute game of
// 2 Objectives) played to the end by clicking the board: placing Farms and
// soldiers on the map, selecting soldiers and moving them after the roll,
// crafting from the crafting panel, claiming Objectives from the hand,
// placing Peasants, passing reactions. Run: make wasm && cd e2e && node --test
// craftconquer.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { artifacts, buildSites, launch, open, Server, setPace } from './harness.mjs';

let dir, server, browser;

before(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  dir = buildSites();
  server = await new Server(path.join(dir, 'server'), path.join(dir, 'root')).start();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const board = '.board .cc';
const mapTargets = `${board} .cc-map .target`;

// turn waits until the person may act (a target is on screen) or the game
// is over, and returns the board's prompt ('' once over).
async function turn(page) {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (await page.locator('.result').count() > 0) return '';
    if (await page.locator(`${board} .target:visible`).count() > 0) {
      return await page.locator('.cc-prompt').innerText();
    }
    await page.waitForTimeout(50);
  }
  throw new Error('timed out waiting for the person to move: ' + await page.locator('.prompt').innerText());
}

// clickIf clicks the first visible element of selector, if any.
async function clickIf(page, selector) {
  const l = page.locator(selector).filter({ visible: true });
  if (await l.count() === 0) return false;
  await l.first().click();
  return true;
}

// mainStep plays one decision of step 4 and reports whether the turn went
// on to step 5: claim an Objective; craft once a turn; select a soldier and
// roll to move it once a turn; then end step 4.
async function mainStep(page, memo) {
  if (await clickIf(page, `${board} .cc-hand button:has-text("Claim")`)) {
    memo.claims++;
    return;
  }
  if (!memo.crafted && await clickIf(page, `${board} .cc-craft-item button:has-text("Craft")`)) {
    memo.crafted = true;
    memo.crafts++;
    return;
  }
  if (!memo.moved) {
    memo.moved = true;
    const soldier = page.locator(`${mapTargets}[aria-label^="Select"]`);
    if (await soldier.count() > 0) {
      await soldier.first().click();
      await page.waitForSelector(`${board} .cc-selection`);
      if (await clickIf(page, `${board} .cc-selection button:has-text("roll the Movement die")`)) {
        memo.rolls++;
        return;
      }
      await clickIf(page, `${board} .cc-selection .cc-cancel`);
    }
  }
  await page.click(`${board} .cc-done`);
  memo.crafted = memo.moved = false;
}

test('a 2-player game against the computer played to the end by clicks', { timeout: 300000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const base = server.url();
  await setPace(page, base, 'instant');
  await open(page, base + 'new?game=craftconquer');
  await page.selectOption('#seat-1-level', 'easy');
  await page.click('label[for=variant-length-30]');
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');

  const memo = { claims: 0, crafts: 0, rolls: 0, moves: 0, crafted: false, moved: false };
  const started = Date.now();
  let steps = 0;
  for (; steps < 3000; steps++) {
    const prompt = await turn(page);
    if (prompt === '' && await page.locator('.result').count() > 0) break;
    if (/^Place a starting Farm|^Place the Farm|^Deploy a starting|^Siege Rule|^Misdirection|Warriors falls/.test(prompt)) {
      await page.locator(mapTargets).first().click();
    } else if (/^You rolled|^A Catapult/.test(prompt)) {
      // The destinations after the roll are highlighted; go as far as the list allows.
      await page.locator(mapTargets).last().click();
      memo.moves++;
    } else if (/^Your hand is over/.test(prompt)) {
      await page.locator(`${board} .cc-hand button:has-text("Discard")`).first().click();
    } else if (/^Your turn/.test(prompt)) {
      await mainStep(page, memo);
    } else if (/^Step 5/.test(prompt)) {
      if (!await clickIf(page, `${board} .cc-map .cc-settlement.target`)) {
        await clickIf(page, `${board} .cc-done`) || await page.locator(`${board} .target:visible`).first().click();
      }
    } else {
      // Reactions and counter-attacks on the computer's turn: decline.
      await clickIf(page, `${board} .cc-done`) || await page.locator(`${board} .target:visible`).first().click();
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`craftconquer: ${steps} decisions in ${seconds.toFixed(1)} s; rolls ${memo.rolls}, moves ${memo.moves}, crafts ${memo.crafts}, claims ${memo.claims}`);

  await page.waitForSelector('table.scores');
  const scores = await page.locator('table.scores').innerText();
  for (const row of ['Objectives', 'Ribbon set', 'Faction colours', 'Captured Peasants', 'Total', 'Place']) {
    assert.match(scores, new RegExp(row), `the end breakdown lacks ${row}`);
  }
  assert.match(await page.locator('.prompt').innerText(), /wins|share the win/);
  assert.ok(memo.rolls > 0 && memo.moves > 0, 'no soldier was moved by clicks');
  assert.ok(memo.crafts > 0, 'nothing was crafted from the crafting panel');
  assert.equal(await page.locator(`${board} .target`).count(), 0, 'targets after the end');
  await page.screenshot({ path: path.join(artifacts, 'craftconquer-end.png'), fullPage: true });
  await context.close();
  assert.deepEqual(errors, [], 'uncaught errors in the page');
});
