// Browser test of the Craft & Conquer table (issue 6): a 2-player game
// against the computer (Greedy, instant pace, the rulebook's 30-minute game of
// 2 Objectives) played to the end by clicking the board: placing Farms and
// soldiers on the map, selecting soldiers and moving them after the roll,
// crafting from the crafting panel, claiming Objectives from the hand,
// placing Peasants, passing reactions. Run: make wasm && cd e2e && node --test
// craftconquer.test.mjs (CC_TRACE=1 logs every decision, CC_SEED=n plays
// another deal).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { artifacts, axeSource, open, setPace, useSite } from './harness.mjs';

const site = useSite();

const board = '.board .cq';
const mapTargets = `${board} .cq-map .target`;

// turn waits until the person may act (a target is on screen) or the game
// is over, and returns the board's prompt ('' once over).
async function turn(page) {
  // Let the page finish the update of the last click before reading it.
  await page.waitForTimeout(50);
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (await page.locator('.result').count() > 0) return '';
    if (await page.locator(`${board} .target:visible`).count() > 0) {
      return await page.locator('.cq-prompt').innerText();
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

// wanted maps the crafting panel's rows to the Objective cards they
// complete.
const wanted = [
  ['Warrior (Tier 1)', /Crafted (a|Two) Warriors?/],
  ['Archer (Tier 1)', /Crafted (an|Two) Archers?/],
  ['Arrow', /Crafted Three Arrows/],
  ['Flaming arrow', /Crafted Two Flaming Arrows/],
  ['Farm', /Crafted a Farm/],
];

// craftRow is the crafting panel's row named name.
function craftRow(page, name) {
  return page.locator(`${board} .cq-craft-item`).filter({ has: page.locator('.cq-craft-name', { hasText: new RegExp(`^${name}$`) }) });
}

// mainStep plays one decision of step 4, as a newcomer might: claim a
// completed Objective; return Resources for a Discard Objective; craft (or
// buy what is missing for) what an Objective in hand asks for; craft
// something once a turn anyway; select a soldier and roll to move it once a
// turn; then end step 4.
async function mainStep(page, memo) {
  if (await clickIf(page, `${board} .cq-hand button:has-text("Claim")`)) {
    memo.claims++;
    return;
  }
  if (await clickIf(page, `${board} .cq-turn button:has-text("Return 1")`)) return;
  const hand = await page.locator(`${board} .cq-mats-mine .cq-objective .cq-card-name`).allInnerTexts();
  for (const [name, objective] of wanted) {
    if (!hand.some((card) => objective.test(card)) || (memo.made[name] ?? 0) >= 3) continue;
    const row = craftRow(page, name);
    const button = row.locator('button');
    if (await button.count() > 0) {
      await button.first().click();
      memo.made[name] = (memo.made[name] ?? 0) + 1;
      memo.crafts++;
      return;
    }
    const short = /^short of (.*)/.exec(await row.locator('.cq-craft-status').innerText());
    for (const part of short ? short[1].split(', ') : []) {
      const good = part.replace(/^\d+ /, '');
      const buy = /^Peasant/.test(good)
        ? craftRow(page, 'Peasant').locator('button')
        : page.locator(`${board} .cq-stock-item`).filter({ hasText: new RegExp(`^${good.replace(/s$/, '')}`) }).locator('button:has-text("Buy")');
      if (await buy.count() > 0 && (memo.bought ?? 0) < 6) {
        memo.bought = (memo.bought ?? 0) + 1;
        await buy.first().click();
        return;
      }
    }
  }
  if (!memo.crafted && await clickIf(page, `${board} .cq-craft-item button:has-text("Craft")`)) {
    memo.crafted = true;
    memo.crafts++;
    return;
  }
  if (!memo.moved) {
    memo.moved = true;
    const soldier = page.locator(`${mapTargets}[aria-label^="Select"]`);
    if (await soldier.count() > 0) {
      await soldier.first().click();
      await page.waitForSelector(`${board} .cq-selection`);
      if (await clickIf(page, `${board} .cq-selection button:has-text("roll the Movement die")`)) {
        memo.rolls++;
        return;
      }
      await clickIf(page, `${board} .cq-selection .cq-cancel`);
    }
  }
  await page.click(`${board} .cq-done`);
  memo.crafted = memo.moved = false;
  memo.made = {};
  memo.bought = 0;
}

// discard drops the Objective least likely to be completed by mainStep, or
// else the first card that may be discarded.
async function discard(page) {
  const cards = page.locator(`${board} .cq-mats-mine .cq-card`).filter({ has: page.locator('button:has-text("Discard")') });
  const names = await cards.locator('.cq-card-name').allInnerTexts();
  const keep = (n) => wanted.some(([, o]) => o.test(n)) || /^Discarded/.test(n);
  const k = Math.max(0, names.findIndex((n) => !keep(n)));
  await cards.nth(k).locator('button:has-text("Discard")').click();
}

// startGame sets up a 2-player game against the Greedy computer: the 30-minute
// game of 2 Objectives, with a fixed seed so that the deal, the dice and
// the computer's choices are the same every run.
async function startGame(page) {
  const base = site.root.url();
  await setPace(page, base, 'instant');
  await open(page, base + 'new?game=craftconquer');
  await page.selectOption('#seat-1-level', 'greedy');
  await page.click('label[for=variant-length-30]');
  await page.fill('#seed', process.env.CC_SEED || '11');
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');
}

test('a 2-player game against the computer played to the end by clicks', { timeout: 600000 }, async () => {
  const context = await site.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await startGame(page);

  const memo = { claims: 0, crafts: 0, rolls: 0, moves: 0, crafted: false, moved: false, made: {}, bought: 0 };
  const started = Date.now();
  let steps = 0;
  try {
    for (; steps < 3000; steps++) {
      const prompt = await turn(page);
      if (process.env.CC_TRACE) console.log(steps, await page.locator('.progress').innerText(), '|', prompt.slice(0, 60));
      if (prompt === '' && await page.locator('.result').count() > 0) break;
      const title = await page.locator(`${board} .cq-selection-title`).first().innerText({ timeout: 500 }).catch(() => '');
      if (/^Choose what to do/.test(title)) {
        // A space with several choices (which soldier to deploy, which ammo): take the first.
        await page.locator(`${board} .cq-selection .cq-choice`).first().click();
        continue;
      }
      if (/^Place a starting Farm|^Place the Farm|^Deploy a starting|^Siege Rule|^Misdirection|Warriors falls/.test(prompt)) {
        await page.locator(mapTargets).first().click();
      } else if (/^You rolled|^A Catapult/.test(prompt)) {
        // The destinations after the roll are highlighted; go as far as the list allows.
        await page.locator(mapTargets).last().click();
        memo.moves++;
      } else if (/^Your hand is over/.test(prompt)) {
        await discard(page);
      } else if (/^Your turn/.test(prompt)) {
        await mainStep(page, memo);
      } else if (/^Step 5/.test(prompt)) {
        if (!await clickIf(page, `${board} .cq-map .cq-settlement.target`)) {
          await clickIf(page, `${board} .cq-done`) || await page.locator(`${board} .target:visible`).first().click();
        }
      } else {
        // Reactions and counter-attacks on the computer's turn: decline.
        await clickIf(page, `${board} .cq-done`) || await page.locator(`${board} .target:visible`).first().click();
      }
    }
  } catch (err) {
    await page.screenshot({ path: path.join(artifacts, 'craftconquer-failed.png'), fullPage: true });
    throw err;
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

test('on a phone the table fits, and axe-core finds no serious violation', { timeout: 120000 }, async () => {
  for (const theme of ['light', 'dark', 'contrast']) {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const page = await context.newPage();
    await open(page, site.root.url() + 'settings');
    await page.click(`label[for=theme-${theme}]`);
    await startGame(page);
    // Place both Farms and deploy: the board then shows soldiers, Settlements and the crafting panel.
    while (!/^Your turn/.test(await turn(page))) {
      const title = page.locator(`${board} .cq-selection .cq-choice`);
      await (await title.count() > 0 ? title : page.locator(mapTargets)).first().click();
    }
    await page.locator(`${mapTargets}[aria-label^="Select"]`).first().click();
    await page.waitForSelector(`${board} .cq-selection`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.screenshot({ path: path.join(artifacts, `craftconquer-360-${theme}.png`), fullPage: true });
    assert.equal(overflow, 0, `${theme}: horizontal overflow`);
    await page.addScriptTag({ content: axeSource });
    const { violations } = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(bad.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`), [], theme);
    await context.close();
  }
});
