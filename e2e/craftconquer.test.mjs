// Browser tests of the Craft & Conquer table: 2-player
// games against the "random" computer (instant pace, the rulebook's
// 30-minute game of 2 Objectives) steered by the prompts and played by
// clicks on the map, the status bar and the docked mat, with the
// one-screen table's checks at every decision (e2e/table.mjs): a whole game at 1366×768
// (a phone's whole game by taps is phone.test.mjs's, at 360×740), 20
// decisions at 1366×768 and at 844×390, the others' last moves marked on the
// map, no animation when animation is off or the system asks for reduced
// motion, a few decisions by keyboard alone, and a card played in reaction
// to an attack in the log.
//
// The games start with a scripted person (script): the first target of
// each setup step, an attack when one is offered, else one soldier moved
// towards the enemy each turn, a reaction card whenever one may be played.
// app/boards/craftconquer/script_test.go plays the same game in Go and
// checks that with seed 4 a card is played in reaction to an attack within
// 120 decisions. Once it has been, the person turns to winning (toWin):
// claiming Objectives and crafting what the others in hand ask for.
// CC_TRACE=1 logs every decision.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { artifacts, lcg, open, patience, startGame, useSite } from './harness.mjs';
import { checkTable, clickTarget, decision, enterApart, moment, openTab, recentLine, settle, sizes, steadyStatusBar, suggestNowAndThen, tapApart, targetLocator, theEnd, watchStatusBar } from './table.mjs';

const site = useSite();

// The scripted game's seed and its limit for the reaction card
// (script_test.go's cqScriptSeed and cqScriptLimit).
const scriptSeed = 4;
const scriptLimit = 120;

// The cards the scripted person plays in reaction to an attack.
const reactions = /^Play (Added Defense|Weak Fight|Weaker Fight)\b/;

// startCraft sets up a 2-player game against the "random" computer, the
// 30-minute game, with seed, at the instant pace.
function startCraft(page, seed) {
  return startGame(page, site.root.url(), 2, { game: 'craftconquer', level: 'random', choose: ['variant-length-30'], seed, pace: 'instant' });
}

// promptAt waits for the person's decision (table.mjs's decision) and
// returns its prompt, or '' once the game is over.
async function promptAt(page) {
  return (await decision(page)) ? page.locator('.status-bar .prompt').innerText() : '';
}

// tabOf says which part of the table holds el: the status bar, the mat,
// the players, the log or the board.
function tabOf(el) {
  return el.evaluate((e) => {
    if (e.closest('.status-bar')) return 'status';
    if (e.closest('.dock')) return 'mine';
    if (e.closest('.players')) return 'players';
    if (e.closest('.log')) return 'log';
    return 'board';
  });
}

// act clicks the first element of locator as a player would, or taps it on
// a page with touch: on a phone, its button among the choices for the
// thumb, or else the tab holding it is opened first.
async function act(page, locator) {
  let el = locator.first();
  const what = await el.evaluate((e) => e.getAttribute('aria-label') || e.title || e.textContent.trim());
  if (!await el.isVisible()) {
    const pick = page.locator(`.picks .pick[data-pick="${await el.getAttribute('data-pick')}"]`);
    if (await pick.isVisible()) el = pick;
    else await openTab(page, await tabOf(el));
  }
  const before = await moment(page);
  if (await touches(page)) await tapApart(el);
  else await el.click();
  await settle(page, before, what);
}

// touches tells whether page has touch (a phone's, played by taps).
const touchPages = new WeakMap();
async function touches(page) {
  if (!touchPages.has(page)) touchPages.set(page, await page.evaluate(() => navigator.maxTouchPoints > 0));
  return touchPages.get(page);
}

// has reports whether locator finds anything.
async function has(locator) {
  return (await locator.count()) > 0;
}

const map = '.cq-map';

// myClass is the person's colour class, from their mat.
function myClass(page) {
  return page.locator('.cq-mine .cq-mat').evaluate((e) => [...e.classList].find((c) => c.startsWith('seat-c')));
}

// moveTowardsEnemy clicks the destination nearest the first enemy
// Settlement, as script_test.go's cqScripted does (distances in the map's
// own units, in steps of half a hexagon's radius; ties to the first space).
async function moveTowardsEnemy(page) {
  const mine = await myClass(page);
  const i = await page.evaluate(({ mine }) => {
    const plate = [...document.querySelectorAll('.cq-map .cq-settlement')].find((s) => !s.classList.contains(mine)).querySelector('.cq-plate').getBBox();
    const gx = plate.x + plate.width / 2, gy = plate.y + plate.height / 2;
    let best = -1, bestD = 0;
    const ts = [...document.querySelectorAll('.cq-map polygon.target')];
    ts.forEach((t, k) => {
      const b = t.getBBox();
      const d = Math.round(Math.hypot(b.x + b.width / 2 - gx, b.y + b.height / 2 - gy) / 20 * 10);
      if (best < 0 || d < bestD) [best, bestD] = [k, d];
    });
    return best;
  }, { mine });
  await act(page, page.locator(`${map} polygon.target`).nth(i));
}

// chooseFirst takes the first choice of a space with several, when the
// chooser lists them.
async function chooseFirst(page) {
  if (/^Choose what to do/.test(await page.locator('.status-bar .prompt').innerText())) {
    await act(page, page.locator('.cq-selection .cq-choice'));
    return true;
  }
  return false;
}

// attacks finds the selected soldier's attacks: in the panel of its
// choices when one is open over the map (it lists them all), else on the
// map.
async function attacks(page) {
  if (await has(page.locator('.cq-selection .cq-choice'))) {
    return page.locator('.cq-selection .cq-choice', { hasText: /^(Attack|Archer Volley)/ });
  }
  return page.locator(`${map} .target[aria-label^="Attack"], ${map} .target[aria-label*="choices here: Attack"], ${map} .target[aria-label*="choices here: Archer Volley"], ${map} .target[aria-label^="Archer Volley"]`);
}

// soldierWith selects the person's soldiers in the map's order until one
// offers what want finds, and returns that (left selected), or null.
async function soldierWith(page, want) {
  const soldiers = page.locator(`${map} polygon.target[aria-label^="Select"]`);
  const n = await soldiers.count();
  for (let k = 0; k < n; k++) {
    await act(page, soldiers.nth(k));
    const found = await want();
    if (await has(found)) return found;
    await act(page, page.locator('.cq-cancel'));
  }
  return null;
}

// script plays one decision of the scripted person (see the top).
async function script(page, prompt, memo) {
  if (await chooseFirst(page)) return;
  if (/^(Place a Farm|Place the Farm|Now choose the second|Deploy a starting|You beat a Double Defend)/.test(prompt)) {
    await act(page, page.locator(`${map} .target`));
  } else if (/^Too many cards/.test(prompt)) {
    const actions = page.locator('.cq-mine .cq-action').filter({ has: page.locator('button', { hasText: 'Discard' }) });
    const names = await actions.locator('.cq-card-name').allInnerTexts();
    if (names.length > 0) {
      const k = Math.max(0, names.findIndex((n) => !/^(Added Defense|Weak Fight|Weaker Fight)$/.test(n)));
      await act(page, actions.nth(k).locator('button', { hasText: 'Discard' }));
    } else {
      await act(page, page.locator('.cq-mine .cq-objective button', { hasText: 'Discard' }));
    }
  } else if (/^Your turn/.test(prompt)) {
    if (await has(page.locator('.cq-mine .cq-objective button', { hasText: 'Claim' }))) {
      await act(page, page.locator('.cq-mine .cq-objective button', { hasText: 'Claim' }));
      return;
    }
    const attack = await soldierWith(page, () => attacks(page));
    if (attack) {
      await act(page, attack);
      await chooseFirst(page);
      return;
    }
    if (!memo.moved) {
      const roll = await soldierWith(page, () => page.locator('.cq-selection .cq-choice', { hasText: /^Move the/ }));
      memo.moved = true;
      if (roll) {
        await act(page, roll);
        return;
      }
    }
    memo.moved = false;
    await act(page, page.locator('.cq-done'));
  } else if (/^(You rolled|A Catapult)/.test(prompt)) {
    await moveTowardsEnemy(page);
  } else if (/you may play a card/.test(prompt)) {
    const card = page.locator('.status-bar .cq-btn', { hasText: reactions });
    await act(page, await has(card) ? card : page.locator('.cq-done'));
  } else if (/^Step 5/.test(prompt) && await has(page.locator(`${map} g.target`))) {
    await act(page, page.locator(`${map} g.target`));
  } else {
    await act(page, page.locator('.cq-done'));
  }
}

// wanted maps the crafting panel's rows to the Objectives they complete.
const wanted = [
  ['Warrior', /^Crafted (a|Two) Warriors?$/],
  ['Archer', /^Crafted (an|Two) Archers?$/],
  ['Arrow', /^Crafted Three Arrows$/],
  ['Flaming arrow', /^Crafted Two Flaming Arrows$/],
  ['Farm', /^Crafted a Farm$/],
];

// toWin plays one decision of a person who wants to win: claim a
// completed Objective; return Resources a Discard Objective asks for;
// craft (or buy what is missing for) what an Objective in hand asks for;
// else end step 4. The other steps go as in the script.
async function toWin(page, prompt, memo) {
  if (!/^Your turn/.test(prompt)) {
    if (/^Too many cards/.test(prompt)) {
      // Keep the Objectives a craft completes.
      const cards = page.locator('.cq-mine .cq-card').filter({ has: page.locator('button', { hasText: 'Discard' }) });
      const names = await cards.locator('.cq-card-name').allInnerTexts();
      const keep = (n) => wanted.some(([, o]) => o.test(n)) || /^Discarded/.test(n);
      const k = Math.max(0, names.findIndex((n) => !keep(n)));
      await act(page, cards.nth(k).locator('button', { hasText: 'Discard' }));
      return;
    }
    await script(page, prompt, memo);
    return;
  }
  const claim = page.locator('.cq-mine .cq-objective button', { hasText: 'Claim' });
  if (await has(claim)) {
    await act(page, claim);
    memo.claims++;
    return;
  }
  const back = page.locator('.status-bar .cq-btn', { hasText: /^Return 1 / });
  if (await has(back)) {
    await act(page, back);
    return;
  }
  const hand = await page.locator('.cq-mine .cq-objective .cq-card-name').allInnerTexts();
  for (const [name, objective] of wanted) {
    if (!hand.some((card) => objective.test(card)) || (memo.made[name] ?? 0) >= 3) continue;
    const row = page.locator('.cq-mine .cq-craft-item').filter({ has: page.locator('.cq-craft-name', { hasText: new RegExp(`^${name}$`) }) });
    if (await has(row.locator('button'))) {
      await act(page, row.locator('button'));
      memo.made[name] = (memo.made[name] ?? 0) + 1;
      memo.crafts++;
      return;
    }
    const short = /^short of (.*)/.exec(await row.locator('.cq-craft-status').innerText().catch(() => ''));
    for (const part of short ? short[1].split(', ') : []) {
      const good = part.replace(/^\d+ /, '').replace(/s$/, '');
      const buy = good === 'Peasant'
        ? page.locator('.cq-mine .cq-craft-item').filter({ has: page.locator('.cq-craft-name', { hasText: /^Peasant$/ }) }).locator('button')
        : page.locator(`.cq-mine .cq-stock-item button[aria-label*=": Buy 1 ${good} for"]`);
      if (await has(buy) && memo.bought < 6) {
        memo.bought++;
        await act(page, buy);
        return;
      }
    }
  }
  memo.made = {};
  memo.bought = 0;
  await act(page, page.locator('.cq-done'));
}

// reactionLine is the log's line of a card played in reaction, or ''.
async function reactionLine(page) {
  const lines = await page.locator('.log .log-event').allInnerTexts();
  return lines.find((l) => /^Reaction card: /.test(l)) ?? '';
}

// playScripted plays decisions at size, checking the table at each (axe-core
// on a kind of table not read yet, as in the other games): the script until
// a reaction card is in the log, then toWin; up to limit decisions, or to the end with toEnd, or until
// until(decisions) holds at a decision (left to the caller). It returns
// what it met.
async function playScripted(page, size, { limit, toEnd = false, until = null, watchBar = false }) {
  const memo = { moved: false, made: {}, bought: 0, claims: 0, crafts: 0 };
  const met = { decisions: 0, reaction: '', reactionAt: -1 };
  if (watchBar) await watchStatusBar(page);
  for (; met.decisions < limit; met.decisions++) {
    const prompt = await promptAt(page);
    if (prompt === '') {
      if (watchBar) await steadyStatusBar(page, `${size.width}×${size.height} after ${met.decisions} decisions`);
      return met;
    }
    if (until && await until(met.decisions)) return met;
    if (watchBar) await suggestNowAndThen(page, met.decisions);
    await checkTable(page, size, { axe: 'new', context: `decision ${met.decisions}: ${prompt}` });
    if (process.env.CC_TRACE) console.log(met.decisions, await page.locator('.progress').innerText(), '|', prompt.slice(0, 70));
    if (!met.reaction) {
      met.reaction = await reactionLine(page);
      if (met.reaction) met.reactionAt = met.decisions;
    }
    await (met.reaction ? toWin : script)(page, prompt, memo);
  }
  if (toEnd) throw new Error(`no end after ${limit} decisions`);
  return met;
}

// errorsOf collects a page's uncaught errors.
function errorsOf(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

// craftEnd checks the end (theEnd) with Craft & Conquer's score rows and
// the winner told in the prompt.
async function craftEnd(page, size) {
  await theEnd(page, size, ['Objectives', 'Ribbon set', 'Faction colours', 'Captured Peasants', 'Total', 'Place']);
  assert.match(await page.locator('.status-bar .prompt').innerText(), /^(You win|.+ wins) with \d+ points\.$|share the win/);
}

// The whole games watch the status bar's height (playScripted's
// watchBar): one height per viewport, a suggestion asked now and then.
test('1366×768: a whole game by clicks, a card played in reaction to an attack in the log, the status bar keeping one height', patience(300000), async () => {
  const size = sizes.desktop;
  const context = await site.browser.newContext({ viewport: size });
  const page = await context.newPage();
  const errors = errorsOf(page);
  await startCraft(page, scriptSeed);
  try {
    const met = await playScripted(page, size, { limit: 600, toEnd: true, watchBar: true });
    console.log(`craftconquer 1366×768: ${met.decisions} decisions; reaction at decision ${met.reactionAt}: ${met.reaction}`);
    assert.ok(met.reaction, 'no reaction card in the log');
    assert.ok(met.reactionAt <= scriptLimit, `the reaction card came after decision ${met.reactionAt}`);
    await craftEnd(page, size);
  } catch (err) {
    await page.screenshot({ path: path.join(artifacts, 'craftconquer-1366-failed.png') });
    throw err;
  }
  await context.close();
  assert.deepEqual(errors, [], 'uncaught errors in the page');
});

test('1366×768 and 844×390: 20 decisions each; the computer\'s moves are marked on the map; keyboard alone', patience(240000), async () => {
  for (const size of [sizes.desktop, sizes.landscape]) {
    const context = await site.browser.newContext({ viewport: size });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await startCraft(page, 11);
    // 20 decisions, then on to the first one the computer has moved
    // before (a decision within the person's turn follows their own).
    const met = await playScripted(page, size, { limit: 40, until: async (n) => n >= 20 && /\S/.test(await recentLine(page)) });
    assert.ok(met.decisions >= 20 && met.decisions < 40, `${size.width}×${size.height}: ${met.decisions} decisions`);
    // The computer's moves since the person's last one are in the status
    // bar and marked on the map (a Farm placed, soldiers deployed or
    // moved), until the person moves again.
    const recent = await recentLine(page);
    assert.match(recent, /Beatrix: /, 'the status bar does not say what the computer did');
    assert.ok(await has(page.locator('.cq-map .changed')), `nothing marked on the map after the computer's moves: ${recent}`);
    await context.close();
    assert.deepEqual(errors, [], 'uncaught errors in the page');
  }

  // Keyboard alone: Tab to a target and press Enter, for the setup's
  // decisions (select a space, then the Farm's second space, …).
  const context = await site.browser.newContext({ viewport: sizes.desktop });
  const page = await context.newPage();
  await startCraft(page, 11);
  for (let k = 0; k < 4; k++) {
    const prompt = await promptAt(page);
    // From the top of the page, as the last target pressed may keep the
    // focus where no target follows.
    await page.evaluate(() => document.activeElement?.blur());
    let focused = false;
    for (let tab = 0; tab < 200 && !focused; tab++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.classList.contains('target') && !!document.activeElement.closest('.cq-map'));
    }
    assert.ok(focused, `no target of the map reached with Tab: ${prompt}`);
    const before = await moment(page);
    await enterApart(page);
    await settle(page, before, 'Enter');
  }
  assert.ok(await page.locator('.log-lines > li').count() > 0, 'the keyboard played no move');
  await context.close();
});

test('with animation off, or the system asking for reduced motion, nothing is animated', patience(180000), async () => {
  for (const how of ['setting', 'reduced-motion']) {
    const context = await site.browser.newContext({ viewport: sizes.desktop });
    const page = await context.newPage();
    if (how === 'reduced-motion') await page.emulateMedia({ reducedMotion: 'reduce' });
    else {
      await open(page, site.root.url() + 'settings');
      await page.uncheck('#animation');
      await page.waitForSelector('text=Settings saved.');
    }
    await startCraft(page, 11);
    const met = await playScripted(page, sizes.desktop, { limit: 14 });
    await decision(page);
    const running = await page.evaluate(() => document.getAnimations().map((a) => a.animationName || a.constructor.name));
    assert.deepEqual(running, [], `${how}: animations after ${met.decisions} decisions`);
    await context.close();
  }
});

// soldierToSelect plays random choices (seeded) of a game against the
// "random" computer, dealt from seed 11, until one of the person's soldiers
// may be selected on the map, and returns that target.
async function soldierToSelect(page) {
  await startCraft(page, 11);
  const rnd = lcg(11);
  for (let i = 0; i < 40; i++) {
    const targets = await decision(page);
    const soldier = targets.find((t) => t.tab === 'board' && /^Select .*: your (Warrior|Archer|Knight|Catapult|Crossbowman)/.test(t.label));
    if (soldier) return soldier;
    const target = targets[Math.floor(rnd() * targets.length)];
    const before = await moment(page);
    await clickTarget(page, target);
    await settle(page, before, target.label);
  }
  assert.fail('no soldier of the person to select in 40 decisions');
}

// selectSoldier selects the soldier (a target) and returns, once the
// chooser is drawn, whether the soldier lies under it, the chooser's
// end (data-chooser-at) and height, and the board's scroll.
async function selectSoldier(page, soldier, tap = false) {
  const target = targetLocator(page, soldier.i);
  await (tap ? target.tap() : target.click());
  await page.waitForSelector('.table-board > .chooser .cq-selection');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const s = document.querySelector('.board-view .chooser-subject').getBoundingClientRect();
    const c = document.querySelector('.table-board > .chooser').getBoundingClientRect();
    const [x, y] = [(s.left + s.right) / 2, (s.top + s.bottom) / 2];
    return {
      covered: x > c.left && x < c.right && y > c.top && y < c.bottom,
      at: document.querySelector('.table-board').dataset.chooserAt,
      height: c.height,
      scrollTop: document.querySelector('.board-view').scrollTop,
    };
  });
}

// panSoldierTo scrolls the board's view to put the soldier (a target) at
// at, a fraction of the view's height, as near as the board scrolls, and
// returns where it then is.
function panSoldierTo(page, soldier, at) {
  return targetLocator(page, soldier.i).evaluate((t, at) => {
    const view = t.closest('.board-view');
    const v = view.getBoundingClientRect();
    const r = t.getBoundingClientRect();
    view.scrollTop += (r.top + r.bottom) / 2 - (v.top + at * v.height);
    const s = t.getBoundingClientRect();
    return ((s.top + s.bottom) / 2 - v.top) / v.height;
  }, at);
}

async function closeChooser(page, tap = false) {
  const close = page.locator('.table-board > .chooser button', { hasText: /^Close$/ });
  await (tap ? close.tap() : close.click());
  await page.waitForSelector('.table-board > .chooser .cq-selection', { state: 'detached' });
}

// A soldier selected low in the board's view is not covered by the chooser
// that asks what it does: the chooser stands at the top then,
// and at the foot for a soldier high in the view. The board is zoomed in
// and panned to put the soldier there, as a player may.
test('1366×768: the chooser leaves the selected soldier in view, low or high in the board\'s view', patience(180000), async () => {
  const { page, close } = await site.fresh({ viewport: sizes.desktop });
  const soldier = await soldierToSelect(page);
  for (let i = 0; i < 7; i++) await page.click('.zoom-button[data-zoom="in"]');
  await page.waitForTimeout(300);
  for (const at of [0.8, 0.2]) {
    // The soldier panned to at (a fraction of the view's height), then selected.
    const where = await panSoldierTo(page, soldier, at);
    assert.ok(Math.abs(where - at) < 0.1, `the soldier could be panned only to ${where.toFixed(2)} of the view, not ${at}`);
    const { covered, at: end } = await selectSoldier(page, soldier);
    assert.deepEqual({ covered, end }, { covered: false, end: at > 0.5 ? 'top' : 'bottom' }, `the soldier at ${at} of the view`);
    await checkTable(page, sizes.desktop, { context: `the soldier selected at ${at} of the view` });
    await closeChooser(page);
  }
  await close();
});

// On a small phone, with the board zoomed in far, the chooser has no room
// to stand clear at either end of the view: the board is panned when the
// chooser opens, and the chooser keeps to the room beside the soldier,
// never less than a thumb's height. Before, a soldier a little above the
// middle of the view lay under the chooser at its foot.
test('360×740: the chooser leaves the selected soldier in view, the board panned to make room', patience(180000), async () => {
  const { page, close } = await site.fresh({ viewport: sizes.small, hasTouch: true, isMobile: true });
  const soldier = await soldierToSelect(page);
  // From Fit (the decision's framing zooms the board in on its targets).
  await page.locator('.zoom-button[data-zoom="fit"]').tap();
  // (The soldier, high on the map, cannot be panned below the view's
  // middle; the laptop's test above has it low and high.)
  for (const [zoomIns, at] of [[0, 0], [6, 0.45], [0, 0.35]]) {
    for (let i = 0; i < zoomIns; i++) await page.locator('.zoom-button[data-zoom="in"]').tap();
    await page.waitForTimeout(300);
    // The soldier panned to at (a fraction of the view's height) as near as the board scrolls.
    const where = await panSoldierTo(page, soldier, at);
    if (at > 0) assert.ok(Math.abs(where - at) < 0.05, `the soldier could be panned only to ${where.toFixed(2)} of the view, not ${at}`);
    const context = `the board zoomed in ${zoomIns} times, the soldier at ${where.toFixed(2)} of the view`;
    const got = await selectSoldier(page, soldier, true);
    assert.ok(!got.covered, `${context}: the soldier lies under the chooser (${JSON.stringify(got)})`);
    assert.ok(got.height >= 44, `${context}: the chooser is ${got.height} px high`);
    await checkTable(page, sizes.small, { context });
    await closeChooser(page, true);
  }
  await close();
});
