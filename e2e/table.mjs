// Driving the table as a player would, the one way every browser test does
// it (e2e/helpers.test.mjs checks that no helper is written twice): the
// sizes to test at, waiting for the person's decision (decision, myTurn),
// the legal targets wherever they are (the board, the chooser, the status
// bar, the person's mat, behind a tab on a narrow screen), clicking one
// (clickTarget, clickAndWait, playMoves, play), the log and the end of a
// game, and the checks of the one-screen table that must hold at
// every decision. Starting a game is harness.mjs's startGame.
import assert from 'node:assert/strict';
import { axeSource } from './harness.mjs';

// sizes are the one-screen table's viewports: two laptops and a phone both ways.
export const sizes = {
  laptop: { width: 1280, height: 720 },
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
  small: { width: 360, height: 740 },
};

// thumb is a target's least width and height on a phone, in CSS pixels
// (Apple's guideline, WCAG 2.5.5).
export const thumb = 44;

// isDesktop tells the sizes at which the page itself must never scroll.
export function isDesktop(size) {
  return size.width >= 1280 && size.height >= 720;
}

// targets are the legal choices on screen: the highlighted targets of the
// board, the chooser, the status bar and the person's mat (on a narrow
// screen, those of the tab shown), and the choices for the thumb shown.
export function targets(page) {
  return page.locator('.table .target:visible, .table .picks .pick:visible');
}

// endTurn presses End turn when a move that ends the person's turn waits
// for it (the setting "Confirm the end of my turn", on by default), as a
// player who means the move does, and tells whether it did.
export async function endTurn(page) {
  const button = page.locator('.status-bar .end-turn:visible, .picks .end-turn');
  if (!await button.isVisible()) return false;
  // It may go between the look and the click (pressed a moment ago, the
  // page not yet drawn again).
  if (!await button.click({ timeout: 5000 }).then(() => true, () => false)) return false;
  await button.waitFor({ state: 'detached' });
  return true;
}

// myTurn waits until the person may choose something (or the game is over)
// and returns the visible legal targets; a move waiting for End turn is
// played first (endTurn). Unlike decision, it does not wait for a second
// reading to agree: the tests that use it read the page again after each
// click (clickAndWait, position).
export async function myTurn(page, timeout = 60000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await endTurn(page)) continue;
    if (await page.locator('.result').count() > 0 || await targets(page).count() > 0) {
      return targets(page);
    }
    // An upright phone's sheet may keep every choice in its list.
    if (await page.locator('.table .picks-toggle').isVisible() && await page.locator('.table .picks-list .pick').count() > 0) {
      await openSheet(page);
      continue;
    }
    await page.waitForTimeout(50);
  }
  throw new Error('timed out waiting for the person to move: ' + await page.locator('.prompt').innerText());
}

// playMoves clicks a legal target n times (fewer if the game ends): the
// first one shown, or with pick (a function returning a number in [0, 1),
// such as lcg's) one chosen by it, each with clickAndWait, and End turn pressed
// when the move waits for it.
export async function playMoves(page, n, pick) {
  for (let i = 0; i < n; i++) {
    const t = await myTurn(page);
    const count = await t.count();
    if (count === 0) return;
    await clickAndWait(page, t.nth(pick ? Math.floor(pick() * count) : 0));
    await endTurn(page); // a move that ends the turn is played, not left waiting
  }
}

// clickAndWait clicks target and waits for the table's answer (a change of
// its elements or text), so that a test reading the page next does not
// read the targets of before the click: go-app draws a move a few
// milliseconds after the click, longer on a loaded machine.
export async function clickAndWait(page, target) {
  await page.evaluate(() => {
    window.tabulaChanged = false;
    // The table's scripts' own changes (the zoom, panning, the tab shown) are
    // not the table's answer to the click.
    window.tabulaWatcher ??= new MutationObserver((records) => {
      if (records.some((r) => r.type !== 'attributes' || !r.target.matches('.table, .board-view, .board-canvas'))) window.tabulaChanged = true;
    });
    window.tabulaWatcher.observe(document.querySelector('.table'), { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await target.click();
  await page.waitForFunction(() => window.tabulaChanged);
}

// position is what must survive a reload or a share: progress, log and the
// legal moves, once the person is to move. Right after a click the page can
// still show the position before it, so a position counts only when two
// readings 200 ms apart agree and it lists the person's moves (or the game
// is over).
export async function position(page, timeout = 60000) {
  const deadline = Date.now() + timeout;
  let last = '';
  for (;;) {
    await myTurn(page, timeout);
    const now = {
      progress: await page.locator('.progress').innerText(),
      log: await page.locator('.log-lines').innerText(),
      moves: await page.locator('.table .target').evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label') || t.title || t.textContent)),
    };
    const key = JSON.stringify(now);
    const over = await page.locator('.result').count() > 0;
    if (key === last && (over || now.moves.length > 0)) return now;
    if (Date.now() > deadline) throw new Error('the position did not settle: ' + key);
    last = key;
    await page.waitForTimeout(200);
  }
}

// legal lists every legal target on the table, hidden tabs included: for
// each, its index among the table's targets, its label, the tab that holds
// it (board, mine, players, log or status) and whether it is shown now.
// While a chooser with targets is open over the board, the board's other
// targets are left out: a player answers the question they opened (or
// closes it) before reaching under it.
export function legal(page) {
  return page.evaluate(`${withTabOf(() => {
    const chooser = document.querySelector('.table .chooser .target:not([disabled])') !== null;
    return [...document.querySelectorAll('.table .target:not([disabled])')]
      .filter((t) => !t.closest('.overlay'))
      .map((t, i) => ({
        i,
        label: t.getAttribute('aria-label') || t.title || t.textContent.trim(),
        tab: tabOfTarget(t),
        shown: t.checkVisibility(),
        under: chooser && tabOfTarget(t) === 'board' && !t.closest('.chooser'),
        // Its button among the choices for the thumb (a phone), if any.
        pick: document.querySelector(`.table .picks .pick[data-pick="${t.dataset.pick}"]`) ? Number(t.dataset.pick) : null,
      }))
      .filter((t) => !t.under);
  })}()`);
}

// tabOfTarget, in the page, is the tab of the table that holds the target
// el: board, mine, players, log, or status (the status bar, on every tab).
function tabOfTarget(el) {
  if (el.closest('.status-bar')) return 'status';
  if (el.closest('.dock')) return 'mine';
  if (el.closest('.players')) return 'players';
  if (el.closest('.log')) return 'log';
  return 'board';
}

// withTabOf is the source of page function fn with tabOfTarget in its
// scope, for page.evaluate and inOneCall (a page function sees nothing of
// this module's).
const withTabOf = (fn) => `((...args) => { const tabOfTarget = ${tabOfTarget}; return (${fn})(...args); })`;

// logMoves, run in the page, counts the moves in the game's log: the lines
// it shows (the newest, a bounded number) and the earlier ones it says are
// kept with the saved game. Given { cmp, n, over }, it tells instead whether
// that count compares to n as cmp says ('>', '<' or '<='), or with over
// whether the game has ended (the result in front of the table).
function logMoves(want) {
  const shown = document.querySelectorAll('.log-lines > li').length;
  const earlier = /The (\d+) earlier moves/.exec(document.querySelector('.log > .hint')?.textContent || '');
  const count = shown + (earlier ? Number(earlier[1]) : 0);
  if (!want) return count;
  if (want.over && document.querySelector('.overlay.result')) return true;
  return want.cmp === '>' ? count > want.n : want.cmp === '<' ? count < want.n : count <= want.n;
}

// moves is the number of moves in the game's log.
export function moves(page) {
  return page.evaluate(logMoves, null);
}

// waitForMoves waits until the number of moves in the log compares to n as
// cmp says ('>', '<' or '<='), or with over the game has ended. Waiting for
// more moves, it presses End turn when the move waits for it (endTurn).
export async function waitForMoves(page, cmp, n, { over = false, timeout = 60000 } = {}) {
  const deadline = Date.now() + timeout;
  while (!await page.evaluate(logMoves, { cmp, n, over })) {
    if (cmp === '>' && await endTurn(page)) continue;
    if (Date.now() > deadline) throw new Error(`the log's moves never came to ${cmp} ${n}: ${await moves(page)}`);
    await page.waitForTimeout(30);
  }
}

// over reports whether the game has ended (the result is in front of the
// table).
export function over(page) {
  return page.evaluate(() => !!document.querySelector('.overlay.result'));
}

// moment tells one state of the table from the next: the prompt, the log
// (the newest line, how many lines it shows and the count of earlier ones in
// its hint), the legal targets (an opened card or chooser changes them) and
// whether the game is over.
export function moment(page) {
  return page.evaluate(tableMoment, null);
}

// tableMoment, run in the page, is moment's reading. Given { confirm,
// token } it is instead decision's test, polled in the page (no round trip
// to the test per reading): "over" once the game has ended, "end" when
// End turn waits to be pressed (with confirm), "ready" when the person has
// targets and the reading has not changed for 100 ms (a computer may move
// right after a move; the page may still show the position before it),
// else false. token tells one wait's readings from another's. On a phone
// (the table's tabs shown) a decision is not ready before each target has
// its choice for the thumb: web/thumb.js draws them at the frame after the
// change, which on a busy machine came over 100 ms later (CI once read an
// End turn with no pick, hidden in the status bar, and clicked it there).
function tableMoment(ask) {
  const els = [...document.querySelectorAll('.table .target:not([disabled])')].filter((t) => !t.closest('.overlay'));
  const targets = els.map((t) => `${t.getAttribute('aria-label') || t.title || t.textContent.trim()}${t.getAttribute('aria-expanded') === 'true' ? '+' : ''}`);
  const chooser = document.querySelector('.table .chooser .target:not([disabled])') !== null;
  const unpicked = !!document.querySelector('.table-tabs')?.checkVisibility() && els
    .filter((t) => !(chooser && t.closest('.board-view') && !t.closest('.chooser')) && (!t.closest('.status-bar') || t.closest('.turn-actions')))
    .some((t) => !document.querySelector(`.table .picks .pick[data-pick="${t.dataset.pick}"]`));
  const log = document.querySelector('.log');
  const over = !!document.querySelector('.overlay.result');
  const key = [document.querySelector('.status-bar .prompt')?.textContent, log?.querySelectorAll('.log-lines > li').length,
    log?.querySelector('.log-lines > li:last-child')?.textContent, log?.querySelector(':scope > .hint')?.textContent,
    over, ...targets].join('|');
  if (!ask) return key;
  const seen = window.tabulaDecision?.token === ask.token ? window.tabulaDecision : (window.tabulaDecision = { token: ask.token });
  if (over) return 'over';
  if (unpicked) {
    seen.key = '';
    return false;
  }
  if (ask.confirm && [...document.querySelectorAll('.status-bar .end-turn, .picks .end-turn')].some((b) => b.checkVisibility())) {
    seen.key = '';
    return 'end';
  }
  if (targets.length === 0 || key !== seen.key) {
    seen.key = targets.length > 0 ? key : '';
    seen.at = performance.now();
    return false;
  }
  return performance.now() - seen.at >= 100 ? 'ready' : false;
}

// decision waits until the person may choose and returns their legal
// targets (legal's list), or null once the game is over: the table is read
// in the page every 30 ms until a reading with targets holds for 100 ms
// (tableMoment). A move waiting for End turn is played (endTurn), unless
// confirm is false: then End turn is one of the targets.
export async function decision(page, timeout = 60000, { confirm = true } = {}) {
  const deadline = Date.now() + timeout;
  for (let wait = 0; ; wait++) {
    const seen = await page.waitForFunction(tableMoment, { confirm, token: `${Date.now()}.${wait}` },
      { polling: 30, timeout: Math.max(1, deadline - Date.now()) })
      .then((h) => h.jsonValue(), async (err) => {
        if (err.name !== 'TimeoutError') throw err;
        throw new Error('no decision: ' + await page.locator('.status-bar .prompt').innerText());
      });
    if (seen === 'over') return null;
    if (seen === 'end') {
      await endTurn(page);
      continue;
    }
    return legal(page);
  }
}

// settle waits until the table has moved on from moment before, taken just
// before a click on the target labelled what.
export async function settle(page, before, what = '', timeout = 30000) {
  const deadline = Date.now() + timeout;
  while (await moment(page) === before) {
    if (Date.now() > deadline) throw new Error(`the click on "${what}" changed nothing`);
    await page.waitForTimeout(30);
  }
}

// play makes up to n of the person's decisions as a player would, and
// returns how many it made (fewer when the game ends): at each decision
// (decision) it checks the table at size (checkTable, with axe-core on a
// table that shows something it has not read yet: tableKinds), clicks the
// target that choose(targets, page) picks among the legal ones (it may be
// async) and waits for the table to move on (settle). until(made), when
// given, is asked at each decision and stops the play when it answers true.
export async function play(page, size, n, choose, { until = null, watchBar = false, tap = false } = {}) {
  let made = 0;
  if (watchBar) await watchStatusBar(page);
  for (; made < n; made++) {
    let targets = await decision(page);
    if (!targets) break;
    if (until && await until(made)) break;
    if (watchBar && await suggestNowAndThen(page, made)) targets = await decision(page) ?? targets;
    const prompt = await page.locator('.status-bar .prompt').innerText();
    await checkTable(page, size, { axe: 'new', context: `decision ${made}: ${prompt}` });
    const target = await choose(targets, page);
    if (process.env.E2E_TRACE) console.log(made, prompt.slice(0, 70), '=>', target.tab, target.label.slice(0, 70));
    const before = await moment(page);
    await clickTarget(page, target, { tap });
    await settle(page, before, target.label);
  }
  if (watchBar) await steadyStatusBar(page, `${size.width}×${size.height} after ${made} decisions`);
  return made;
}

// watchStatusBar starts watching where the board's view begins at every
// change of the status bar's or the view's size (a ResizeObserver), the
// computers' moves included, by viewport: the board never moves under the
// pointer, whatever the status bar shows (on a laptop the bar above it
// keeps one height; on an upright phone the bar is a sheet below it).
// steadyStatusBar checks it.
export function watchStatusBar(page) {
  return page.evaluate(() => {
    window.tabulaBoardTops ??= {};
    window.tabulaBarWatch?.disconnect();
    window.tabulaBarWatch = new ResizeObserver(() => {
      const view = document.querySelector('.board-view');
      if (!view?.checkVisibility()) return;
      const top = Math.round(view.getBoundingClientRect().top * 2) / 2;
      const seen = (window.tabulaBoardTops[`${innerWidth}×${innerHeight}`] ??= {});
      seen[top] ??= document.querySelector('.status-bar .prompt')?.textContent;
    });
    window.tabulaBarWatch.observe(document.querySelector('.status-bar'));
    window.tabulaBarWatch.observe(document.querySelector('.board-view'));
  });
}

// steadyStatusBar asserts that the board's view began at one height per
// viewport since watchStatusBar, naming the prompt shown at each.
export async function steadyStatusBar(page, where = '') {
  const tops = await page.evaluate(() => window.tabulaBoardTops);
  assert.ok(tops && Object.keys(tops).length > 0, `${where}: the board's view was not watched`);
  for (const [viewport, seen] of Object.entries(tops)) {
    assert.equal(Object.keys(seen).length, 1, `${where}: at ${viewport} the board's view moved: ${JSON.stringify(seen)}`);
  }
}

// suggestNowAndThen presses Suggest at the person's decision made (0-based)
// every fifteenth decision from the fourth, when it is offered, and waits
// for the suggestion (which once stacked the status bar's buttons); it
// tells whether it did.
export async function suggestNowAndThen(page, made) {
  if (made % 15 !== 3 || await page.locator('.status-bar .suggest:not([aria-disabled="true"])').count() === 0) return false;
  await page.locator('.status-bar .suggest').click();
  await page.waitForFunction(() => /Suggested move/.test(document.querySelector('.status-bar .suggestion')?.textContent || ''), null, { timeout: 30000 }).catch(() => {});
  return true;
}

// theEnd checks a finished game at size: the result in front of the table
// with a row of its score table for each of rows and the score chart, the
// table's checks with axe-core, and no target left on the table.
export async function theEnd(page, size, rows) {
  const result = page.locator('.overlay.result');
  await result.locator('table.scores').waitFor();
  const scores = await result.locator('table.scores').innerText();
  for (const row of rows) assert.ok(scores.includes(row), `the score table has no row "${row}": ${scores}`);
  assert.ok(await result.locator('figure.chart svg').count() > 0, 'no score chart at the end');
  await checkTable(page, size, { axe: true, context: 'at the end' });
  const left = await page.evaluate(() => [...document.querySelectorAll('.table .target')].filter((t) => !t.closest('.overlay')).length);
  assert.equal(left, 0, 'targets after the end');
}

// logEvents are the automatic events told in the log (a Season's or a
// Year's end, a round's Event), in the log's order.
export function logEvents(page) {
  return page.locator('.log-events > li').allInnerTexts();
}

// recentLine is the status bar's line of what the others did since the
// person's last move.
export function recentLine(page) {
  return page.locator('.status-bar .status-recent').innerText();
}

// targetLocator is the i-th legal target of legal's list.
export function targetLocator(page, i) {
  return page.locator('.table .target:not([disabled])').filter({ hasNot: page.locator('xpath=ancestor::*[contains(@class,"overlay")]') }).nth(i);
}

// openTab shows the tab holding a target (narrow screens), as a player taps it.
export async function openTab(page, tab) {
  if (tab === 'status') return;
  const button = page.locator(`.table-tab[data-tab="${tab}"]`);
  if (await button.isVisible()) {
    await button.click();
    await page.waitForFunction((t) => document.querySelector('.table').dataset.tab === t, tab);
  }
}

// tapApart taps locator (a page with touch) no sooner than the browser's
// double-tap time after the last tap: Chromium took two taps at one place
// for a double tap up to 350–400 ms apart (from the end of one tap() to the
// start of the next), never at 400 ms or more. tapPointApart taps the page
// at x, y on the same clock: a pick in an upright phone's open sheet lies
// over the board, and the next decision's target on the board may be right
// under it (a tap there 0.3 s after the pick's was a double tap, and the
// table dropped it).
let lastTap = 0;
const doubleTap = 500; // ms
export async function tapApart(locator) {
  await locator.page().waitForTimeout(Math.max(0, lastTap + doubleTap - Date.now()));
  await locator.tap();
  lastTap = Date.now();
}
export async function tapPointApart(page, x, y) {
  await page.waitForTimeout(Math.max(0, lastTap + doubleTap - Date.now()));
  await page.touchscreen.tap(x, y);
  lastTap = Date.now();
}

// enterApart presses Enter on page's focused element no sooner than
// web/keyboard.js's double-press time after the last Enter it pressed: an End,
// a Pass or a Skip entered sooner after a keyboard move is taken for the key
// pressed twice, and dropped (a clean run's Coin & Crown keyboard test once
// entered Pass 0.4 s after its last move, and nothing was played).
let lastEnter = 0;
const doublePress = 700; // ms: web/keyboard.js's 600, and a margin
export async function enterApart(page) {
  await page.waitForTimeout(Math.max(0, lastEnter + doublePress - Date.now()));
  await page.keyboard.press('Enter');
  lastEnter = Date.now();
}

// clickTarget plays the i-th legal target: opens its tab if it is behind
// one, then clicks it (Playwright scrolls it into view inside the board's
// viewport or its panel; the page itself does not scroll).
// On a phone it presses the target's button among the choices for the
// thumb instead, as a player there does; with tap, by a touch (a page
// with touch: hasTouch).
// Taps come apart as a person's do (tapApart): two taps at one place within
// the browser's double-tap time are a double tap, whose second tap the
// table drops (web/table.js), and the next choice's button is often where
// the last one was.
export async function clickTarget(page, target, { tap = false } = {}) {
  if (target.pick !== null && target.pick !== undefined) {
    const pick = page.locator(`.table .picks .pick[data-pick="${target.pick}"]`);
    const press = () => tap ? tapApart(pick) : pick.click();
    if (await pick.isVisible()) return press();
    // An upright phone's sheet keeps the board's choices in its list, a
    // tap away: a target drawn nowhere on screen (a turn's button the row
    // had no room for) is played from there.
    if (!target.shown) {
      await openSheet(page, { tap });
      return press();
    }
  }
  if (!target.shown) await openTab(page, target.tab);
  await targetLocator(page, target.i).click();
}

// openSheet opens an upright phone's sheet of choices, as a player taps
// its toggle (with tap, by a touch), and waits for the list.
export async function openSheet(page, { tap = false } = {}) {
  if (await page.evaluate(() => document.querySelector('.table').dataset.sheet === 'open')) return;
  const toggle = page.locator('.picks-toggle');
  await (tap ? tapApart(toggle) : toggle.click());
  await page.waitForFunction(() => document.querySelector('.table').dataset.sheet === 'open');
}

// axeChecked holds what axe-core has read in this test file (one
// process), by size: each kind of target and each thing open over the
// table (tableKinds). A whole game asks for a check at every decision;
// axe-core, 8–13 s a run on a busy machine, runs at a decision that shows
// something of a kind it has not read yet at that size.
const axeChecked = new Set();

// tableKinds names what the table shows now, for axe-core's purposes: the
// game and the tab shown on a phone, each kind of target (element and first
// class), and each thing open over the table (a chooser, an overlay, a
// dialog, the suggestion, an open menu). Two decisions of the same kinds
// differ in their words and pieces, which checkTable's own checks read
// every time.
function tableKinds(page) {
  return page.evaluate(() => {
    const table = document.querySelector('.table');
    if (!table) return ['no table'];
    const tab = document.querySelector('.table-tab[aria-pressed="true"]')?.dataset.tab ?? '';
    const shown = (el) => el.getClientRects().length > 0;
    const open = [...document.querySelectorAll('.chooser:not(:empty), .overlay, dialog[open], .status-bar .suggestion, details[open]')]
      .filter(shown).map((el) => `open ${el.localName}.${el.classList[0] ?? ''}`);
    const targets = [...table.querySelectorAll('.target')].map((t) => `target ${t.localName}.${t.classList[0]}`);
    return [...new Set([`${table.dataset.game} ${tab}`, ...targets, ...open])];
  });
}

// checkTable asserts what must hold at a decision at this size: at the
// desktop sizes the page does not scroll; at every size the status bar and
// its prompt are in the viewport, the status bar's pictures are at most 32
// px high, a short label (a tab's, a button's) keeps to one line, neither
// the page nor a side panel (the dock, the players, the log) overflows
// sideways, each legal target can be brought into view by panning the board
// or scrolling its panel without the page scrolling; on a phone (the tabs
// shown) the choices for the thumb pass readThumbs and the prompt's
// instruction is whole, and held upright the board is no wider than its view
// at its natural size, its view at Fit does not pan sideways, the prompt
// does not overflow sideways and no status bar button is cut; at 1366×768
// the prompt's instruction and every label of the status bar are whole; on a
// laptop a chooser over the board does not cover the piece it asks about;
// the log speaks to You as you; with axe (true, or 'new' when the table
// shows a kind of thing that axe-core has not read in this test file:
// tableKinds), axe-core finds no serious or critical violation and the
// status bar's primary targets keep their contrast under the pointer.
export async function checkTable(page, size, { axe = false, context = '' } = {}) {
  const where = `${size.width}×${size.height}${context ? ' ' + context : ''}`;
  if (axe === 'new') {
    const kinds = (await tableKinds(page)).map((k) => `${size.width}×${size.height} ${k}`);
    axe = kinds.some((k) => !axeChecked.has(k));
    for (const k of kinds) axeChecked.add(k);
  }
  const first = await inOneCall(page, { m: [readLayout], panels: [readPanels], narrow: [tabsShown] });
  const { m, narrow } = first;
  if (isDesktop(size)) {
    assert.ok(m.scrollHeight <= m.innerHeight, `${where}: the page scrolls (${m.scrollHeight} > ${m.innerHeight})`);
    // Wide turn buttons take a row of their own rather than squeeze the
    // prompt into a column a few words wide.
    assert.ok(m.prompt[3] >= 250, `${where}: the prompt is squeezed to ${Math.round(m.prompt[3])} px wide`);
  }
  assert.ok(m.scrollWidth <= m.innerWidth, `${where}: the page overflows sideways (${m.scrollWidth} > ${m.innerWidth})`);
  // A panel that overflows is measured again once the short animations
  // have finished (a flash or a hover's growth is not the layout), and the
  // elements past its edge are named.
  let { panels } = first;
  if (panels.length > 0) {
    await page.evaluate(finishAnimations);
    await page.waitForTimeout(300);
    panels = await page.evaluate(readPanels);
  }
  assert.deepEqual(panels, [], `${where}: a side panel overflows sideways`);
  assert.ok(m.status[0] >= 0 && m.status[1] <= m.innerHeight, `${where}: the status bar is out of view`);
  assert.ok(m.prompt[2] > 0 && m.prompt[0] >= 0 && m.prompt[1] <= m.innerHeight, `${where}: the prompt is out of view`);
  assert.deepEqual(m.pictures, [], `${where}: pictures in the status bar taller than 32 px`);
  assert.deepEqual(m.wrapped, [], `${where}: a short label breaks over two lines`);

  // Each target, on its tab: brought into view inside its own scrolling
  // panel, it lies in the viewport and the page has not scrolled. Measured
  // on the settled table (a sliding piece's short animation finished), and
  // once more half a second later if a target was out of reach, in case the
  // table was drawing a move at that moment.
  // On a phone the board is read, fitted to the width, and played through
  // the choices for the thumb (readThumbs): its own targets may be small.
  // On a phone, and on a laptop of 1366×768 (Craft & Conquer's once showed
  // "End ste…"), the prompt's instruction is whole; on the laptop, every
  // label of the status bar too (a phone's turn buttons are its picks).
  // A chooser over the board leaves the piece it asks about in view (Craft
  // & Conquer's once covered the soldier it was about); on a phone,
  // whose view of the board is short, by panning the board and keeping the
  // chooser to the room beside the piece.
  const laptop = size.width === sizes.desktop.width && size.height === sizes.desktop.height;
  const upright = m.innerWidth < m.innerHeight;
  const reads = {
    ...(narrow ? { t: [readThumbs, thumb] } : {}),
    ...(narrow && upright ? { cut: [readCutButtons, false] } : {}),
    ...(narrow || laptop ? { head: [readPromptHead] } : {}),
    ...(laptop ? { cutLabels: [readCutButtons, true] } : {}),
    under: [readChooserCover],
  };
  let seen = await inOneCall(page, { settled: [finishAnimations], ...reads });
  // The board brings the decision's place into view as the table settles
  // (web/table.js showDecision); CI once read a board with its one target
  // out of view (Emara at 390×844, after the Market's chooser closed), so
  // a board that shows none is read once more, half a second later.
  if (narrow && !seen.t.shown) {
    await page.waitForTimeout(500);
    seen = await inOneCall(page, reads);
  }
  const { t } = seen;
  if (narrow) {
    assert.deepEqual(t.unpicked, [], `${where}: targets with no choice for the thumb`);
    assert.deepEqual(t.small, [], `${where}: targets under ${thumb}×${thumb} px`);
    assert.deepEqual(t.aside, [], `${where}: targets off the screen's width`);
    assert.ok(!t.fitted || t.canvas <= t.view + 1, `${where}: the board's default view is ${t.canvas} px wide in a viewport of ${t.view} px`);
    assert.deepEqual(t.cut, [], `${where}: labels cut short`);
    assert.ok(t.shown, `${where}: none of the board's ${t.marks} targets is in its view`);
    if (t.upright) {
      assert.ok(t.natural <= t.boardView + 0.5, `${where}: the board is ${Math.round(t.natural)} px wide at its natural size in a ${t.boardView} px view`);
      // A board the player zoomed in pans, as it should; the view it opens
      // with (Fit) does not.
      if (t.fitted) assert.ok(t.pans <= 1, `${where}: the board's view at Fit pans sideways by ${t.pans} px`);
      assert.ok(!t.promptWide, `${where}: the prompt overflows sideways`);
      assert.deepEqual(seen.cut, [], `${where}: a status bar button is cut`);
    }
  }
  if (narrow || laptop) assert.ok(seen.head.whole, `${where}: the prompt's instruction is cut: "${seen.head.text}"`);
  if (laptop) assert.deepEqual(seen.cutLabels, [], `${where}: a status bar button or its label is cut`);
  assert.equal(seen.under, '', `${where}: the piece the chooser asks about is covered`);
  const last = await inOneCall(page, { reach: [withTabOf(readReach)], wrong: [readLogToYou] });
  let { reach } = last;
  if (reach.problems.length > 0) {
    await page.waitForTimeout(500);
    await page.evaluate(finishAnimations);
    reach = await page.evaluate(`${withTabOf(readReach)}()`);
  }
  assert.deepEqual(reach.problems, [], `${where}: targets out of reach`);
  assert.ok(!reach.scrolled, `${where}: reaching a target scrolled the page`);
  if (axe) {
    // What a player reads once the marks of the last moves have flashed
    // (≤ 300 ms; Battle Merchants' targets' pulse is left running).
    await page.evaluate(finishAnimations);
    // axe-core is injected once per page load: parsing its 500 KB again at
    // every check cost a second or more on a busy machine.
    if (!await page.evaluate(() => typeof window.axe?.run === 'function')) await page.evaluate(axeSource);
    const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(serious, [], `${where}: axe-core found serious violations`);
    // axe reads the buttons where the pointer happens to be; each primary
    // target of the status bar (End turn, Pass, Stop forging) is read under
    // the pointer too, where a board's own hover colours once left Battle
    // Merchants' Pass dark on dark.
    const primaries = page.locator('.status-bar .button.primary.target:visible, .picks .pick.primary:visible');
    for (let i = 0; i < await primaries.count(); i++) {
      const button = primaries.nth(i);
      await button.hover();
      const contrast = await hoveredContrast(button);
      assert.ok(contrast >= 4.5, `${where}: "${await button.textContent()}" under the pointer has a contrast of ${contrast.toFixed(2)}:1`);
    }
  }
  // The log speaks to the seat named You in its own grammar ("You take",
  // "your Axe"), where it names the others ("Beatrix takes").
  assert.deepEqual(last.wrong, [], `${where}: the log misspeaks to You`);
  return reach.count;
}

// readLayout, in the page, is what checkTable reads of the page before the
// table settles: the page's scroll size and the viewport, the status bar
// and its prompt, the status bar's oversized pictures, and the short labels
// that break over two lines.
function readLayout() {
  const doc = document.scrollingElement;
  const status = document.querySelector('.status-bar').getBoundingClientRect();
  const prompt = document.querySelector('.status-bar .prompt').getBoundingClientRect();
  // The status bar's pictures are at text size: an icon that lost its
  // board's style is drawn at SVG's default 300×150.
  const pictures = [...document.querySelectorAll('.status-bar svg')]
    .map((svg) => svg.getBoundingClientRect()).filter((r) => r.height > 32).map((r) => `${Math.round(r.width)}×${Math.round(r.height)}`);
  // A short label keeps to one line: a tab's label and its count of
  // targets (a count of 15 once broke into a 1 over a 5), and a drawn
  // button's label of a few words ("Buy 2" once broke into two lines).
  const lines = (el) => {
    let most = 0;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      most = Math.max(most, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
    }
    return most;
  };
  // A board's button in the status bar's row may take two lines when
  // the row is full: the buttons then shrink to share it (web/tabula.css).
  const squeezed = (el) => {
    const row = el.closest('.turn-actions') && el.closest('.status-actions');
    if (!row) return false;
    const last = [...row.querySelectorAll('button')].filter((b) => b.checkVisibility()).pop();
    return row.getBoundingClientRect().right - last.getBoundingClientRect().right < 12;
  };
  const wrapped = [...document.querySelectorAll('.table-tab > span, .table button:not(.table-tab)')]
    .filter((el) => el.getBoundingClientRect().width > 0 && el.textContent.trim().length <= 12 && lines(el) > 1 && !squeezed(el))
    .map((el) => `${el.closest('[data-tab]')?.dataset.tab ?? 'board'}: ${el.textContent.trim()}`);
  return {
    pictures, wrapped,
    scrollHeight: doc.scrollHeight, scrollWidth: doc.scrollWidth, innerHeight, innerWidth,
    status: [status.top, status.bottom], prompt: [prompt.top, prompt.bottom, prompt.height, prompt.width],
  };
}

// inOneCall runs functions in the page, one after another, in a single
// call: reads maps a name to [function, argument], and the result maps each
// name to what its function returned (awaited). A call to the page costs about a
// millisecond of the machine's CPU (docs/bench/suite.md), and checkTable,
// at every decision of every browser test, made a dozen. The functions are
// sent as their source, so they may use nothing outside themselves.
function inOneCall(page, reads) {
  const steps = Object.entries(reads)
    .map(([name, [fn, arg]]) => `out[${JSON.stringify(name)}] = await (${fn})(${JSON.stringify(arg) ?? ''});`);
  return page.evaluate(`(async () => { const out = {}; ${steps.join(' ')} return out; })()`);
}

// tabsShown, in the page, tells whether the table's tabs are shown (a
// narrow screen: the phone's table), as Playwright's isVisible would.
function tabsShown() {
  const tabs = document.querySelector('.table-tabs');
  const r = tabs?.getBoundingClientRect();
  return Boolean(r && r.width > 0 && r.height > 0 && getComputedStyle(tabs).visibility !== 'hidden');
}

// readChooserCover, in the page, describes where the piece a chooser over
// the board asks about lies under the chooser; '' when it does not.
function readChooserCover() {
  const chooser = document.querySelector('.table-board > .chooser:not(:empty)');
  const subject = chooser && document.querySelector('.board-view .chooser-subject');
  if (!subject) return '';
  const s = subject.getBoundingClientRect(), c = chooser.getBoundingClientRect();
  const [x, y] = [(s.left + s.right) / 2, (s.top + s.bottom) / 2];
  return x > c.left && x < c.right && y > c.top && y < c.bottom ? `${Math.round(x)},${Math.round(y)} under the chooser at y ${Math.round(c.top)}–${Math.round(c.bottom)}` : '';
}

// readLogToYou, in the page, lists the log's lines that speak of the seat
// named You in the third person ("You takes", "You's").
function readLogToYou() {
  return [...document.querySelectorAll('.table .log li:not(:has(li))')]
    .map((li) => li.textContent).filter((t) => /\bYou[\u2068\u2069]*(?:'s| (?:has|is|takes|gets|sets|starts|wins|plays|pays|scores)\b)/.test(t));
}

// hoveredContrast is the contrast ratio of the text of the element of
// locator with its own background, read while the pointer is on it.
export function hoveredContrast(locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const luminance = (css) => {
      const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

// readPanels, in the page, lists the side panels (the dock, the players,
// the log) whose content is wider than they are, each with the widest
// elements past its right edge.
function readPanels() {
  return [...document.querySelectorAll('.table .dock, .table .players, .table .log')]
    .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
    .map((el) => {
      const right = el.getBoundingClientRect().left + el.clientLeft + el.clientWidth;
      const past = [...el.querySelectorAll('*')]
        .map((c) => [c, c.getBoundingClientRect().right - right])
        .filter(([, over]) => over > 1)
        .sort((a, b) => b[1] - a[1]).slice(0, 4)
        .map(([c, over]) => `${c.tagName.toLowerCase()}.${[...c.classList].join('.')} +${Math.round(over)}px`);
      return `${el.className} ${el.scrollWidth} > ${el.clientWidth}: ${past.join(', ')}`;
    });
}

// animated tells whether the table's marks or targets are animated: a CSS
// animation is set on one (or on its ring, ::after). It asks the style, not
// the running animations, as Battle Merchants' targets' pulse stops after
// three beats.
export function animated(page) {
  return page.evaluate(() => [...document.querySelectorAll('.table .target, .table .changed')]
    .some((el) => [null, '::after'].some((pseudo) => getComputedStyle(el, pseudo).animationName !== 'none')));
}

// finishAnimations, in the page, brings the table's short animations — sliding pieces,
// the flash of the last moves' marks, each at most 300 ms — to their end at
// once (finish: the page then goes on as when they end by themselves), so
// that the table is read as a player sees it once they are over; Battle
// Merchants' targets' pulse (three beats over five seconds) is left
// running. Waiting for them took a sixth of a whole game's time. A piece
// redrawn in the middle of its slide is no longer among the page's
// animations: its slide ends by itself, and the board's viewport says
// when (data-sliding, web/slides.js), up to a second later.
async function finishAnimations() {
  for (const a of document.getAnimations()) {
    if (a.effect?.getComputedTiming().endTime > 1000) continue;
    try {
      a.finish();
    } catch {
      // An animation that cannot finish (paused at no speed) is not one of
      // the table's.
    }
  }
  const end = performance.now() + 1000;
  while (document.querySelector('.board-view[data-sliding]') && performance.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

// readReach, in the page (withTabOf), brings each legal target into view
// on its tab, as checkTable describes, and reports the ones out of reach,
// restoring every scroll position and the tab shown.
async function readReach() {
  const table = document.querySelector('.table');
  const shownTab = table.dataset.tab || 'board';
  const narrow = getComputedStyle(document.querySelector('.table-tabs')).display !== 'none';
  const problems = [];
  // On a phone the turn's buttons are among the choices for the thumb
  // (readThumbs), not in the status bar.
  const all = [...document.querySelectorAll('.table .target:not([disabled])')]
    .filter((t) => !t.closest('.overlay') && !(narrow && t.closest('.status-bar .turn-actions')));
  const tabs = narrow ? [...new Set(all.map(tabOfTarget))] : [shownTab];
  for (const tab of tabs) {
    if (narrow && tab !== 'status') {
      table.dataset.tab = tab;
      await new Promise((r) => requestAnimationFrame(r));
    }
    for (const t of all) {
      if (narrow && tabOfTarget(t) !== tab && tabOfTarget(t) !== 'status') continue;
      const scroller = t.closest('.board-view, .dock, .players, .log, .chooser');
      const keep = scroller ? [scroller.scrollLeft, scroller.scrollTop] : null;
      t.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = t.getBoundingClientRect();
      const label = t.getAttribute('aria-label') || t.title || t.textContent.trim().slice(0, 60);
      if (!(r.width > 0 && r.height > 0)) problems.push(`${label}: not drawn`);
      else if (r.right <= 0 || r.bottom <= 0 || r.left >= innerWidth || r.top >= innerHeight) problems.push(`${label}: out of view`);
      if (scroller) [scroller.scrollLeft, scroller.scrollTop] = keep;
    }
  }
  table.dataset.tab = shownTab;
  const scrolled = document.scrollingElement.scrollTop !== 0 || document.scrollingElement.scrollLeft !== 0;
  return { problems, scrolled, count: all.length };
}

// readThumbs, in the page, measures the choices for the thumb on a phone:
// every legal target (the board's under an open chooser aside) has its
// pick (unpicked lists those that have none); each pick and each button of the status bar,
// scrolled into view in its list, is at least thumb×thumb px (small) and
// lies across the screen's width (aside); the board, fitted (fitted), is
// no wider than its viewport (canvas, view); no pick's or status bar
// button's label is cut (cut); the board, when shown on a phone held
// upright, shows one of its targets at least (shown); and, read on the
// board's tab, the board's natural width (natural), its view's width
// (boardView) and how far the view pans sideways (pans), with whether the
// prompt overflows sideways (promptWide).
function readThumbs(thumb) {
  const label = (el) => (el.getAttribute('aria-label') || el.title || el.textContent).trim().replace(/\s+/g, ' ').slice(0, 60);
  const chooser = document.querySelector('.table .chooser .target:not([disabled])') !== null;
  const unpicked = [...document.querySelectorAll('.table .target:not([disabled])')]
    .filter((t) => !t.closest('.overlay') && !(chooser && t.closest('.board-view') && !t.closest('.chooser')))
    .filter((t) => t.closest('.status-bar') ? t.closest('.turn-actions') : true)
    .filter((t) => !document.querySelector(`.table .picks .pick[data-pick="${t.dataset.pick}"]`))
    .map(label);
  const small = [], aside = [], cut = [];
  // An upright phone's sheet is opened to measure its list, as a player's
  // tap on its toggle opens it, and closed again after.
  const table = document.querySelector('.table');
  const sheet = table.dataset.sheet;
  table.dataset.sheet = 'open';
  const buttons = [...document.querySelectorAll('.table .picks .pick')]
    .concat([...document.querySelectorAll('.status-bar button, .status-bar summary.button')]
      // (A button a tap passes through is no target for the thumb: the
      // line of the others' moves opens on a tap, its "say it again"
      // button is the keyboard's.)
      .filter((b) => !b.closest('.status-notes, .table-menu-items') && b.checkVisibility() && getComputedStyle(b).pointerEvents !== 'none'));
  for (const b of buttons) {
    const list = b.closest('.picks-list, .chooser');
    const keep = list ? list.scrollTop : 0;
    b.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = b.getBoundingClientRect();
    if (r.width < thumb - 0.5 || r.height < thumb - 0.5) small.push(`${label(b)}: ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    if (r.left < -0.5 || r.right > innerWidth + 0.5) aside.push(`${label(b)}: x ${Math.round(r.left)}–${Math.round(r.right)}`);
    if (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1) cut.push(label(b));
    if (list) list.scrollTop = keep;
  }
  if (sheet === undefined) delete table.dataset.sheet;
  const view = document.querySelector('.board-view');
  const canvas = view.querySelector('.board-canvas').getBoundingClientRect().width;
  // On a phone held upright, the board shown (no chooser open over it)
  // shows one of its targets at least: the part where the decision is.
  // (A lesson brings its step's targets into view its own way. On a phone
  // on its side Battle Merchants' side board was seen scrolled away from
  // all 8 targets once in 20 decisions: not yet asserted there.)
  const vr = view.getBoundingClientRect();
  const onBoard = (document.querySelector('.table').dataset.tab || 'board') === 'board' && !chooser && !document.querySelector('#lesson') && innerWidth < innerHeight;
  const marks = [...view.querySelectorAll('.target:not([disabled])')].map((t) => t.getBoundingClientRect()).filter((r) => r.width > 0);
  const shown = !onBoard || !marks.length || marks.some((r) => r.bottom > vr.top + 8 && r.top < vr.bottom - 8);
  // The board's width at its natural size (its canvas at zoom 1) and how
  // far its view pans sideways, read on the board's tab: on a phone held
  // upright neither may exceed the view at Fit.
  const tab = table.dataset.tab;
  table.dataset.tab = 'board';
  const board = view.querySelector('.board-canvas');
  const natural = board.getBoundingClientRect().width / (parseFloat(board.style.zoom) || 1);
  const boardView = view.clientWidth;
  const pans = view.scrollWidth - view.clientWidth;
  if (tab === undefined) delete table.dataset.tab;
  else table.dataset.tab = tab;
  const prompt = document.querySelector('.status-bar .prompt');
  return {
    unpicked, small, aside, cut, fitted: view.dataset.fitted === 'true', canvas, view: view.clientWidth, shown, marks: marks.length,
    upright: innerWidth < innerHeight, natural, boardView, pans, promptWide: prompt.scrollWidth > prompt.clientWidth + 1,
  };
}

// readPromptHead, in the page, is the prompt's instruction, its first sentence (text), and
// whether it is whole in the status bar (whole).
function readPromptHead() {
  const prompt = document.querySelector('.status-bar .prompt');
  const head = prompt.querySelector('.prompt-head') || prompt;
  const range = document.createRange();
  range.selectNodeContents(head);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0);
  const box = prompt.getBoundingClientRect();
  return { text: head.textContent, whole: rects.every((r) => r.bottom <= box.bottom + 1 && r.right <= box.right + 1) };
}

// coveredTargets lists the board's legal targets that another element
// covers: each brought into the middle of the board's viewport as far as
// panning allows, the element at its centre (document.elementFromPoint,
// which a tap would reach) is neither the target nor inside it. While a
// chooser with targets is open over the board, only its targets are
// measured (legal's rule). The board's tab is shown first on a narrow
// screen, and the scroll positions and tab restored after.
export function coveredTargets(page) {
  return page.evaluate(async () => {
    const table = document.querySelector('.table');
    const shownTab = table.dataset.tab || 'board';
    table.dataset.tab = 'board';
    await new Promise((r) => requestAnimationFrame(r));
    const view = document.querySelector('.board-view');
    const keep = [view.scrollLeft, view.scrollTop];
    const covered = [];
    const chooser = document.querySelector('.table .chooser .target:not([disabled])') !== null;
    const all = [...document.querySelectorAll('.table .board-view .target:not([disabled]), .table .chooser .target:not([disabled])')];
    for (const t of all) {
      if (t.closest('.overlay') || (chooser && !t.closest('.chooser'))) continue;
      t.scrollIntoView({ block: 'center', inline: 'center' });
      const r = t.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === t || t.contains(hit))) continue;
      const name = (el) => el ? `${el.tagName.toLowerCase()}${[...el.classList].map((c) => '.' + c).join('')}` : 'nothing';
      const label = (t.getAttribute('aria-label') || t.title || t.textContent.trim()).slice(0, 50);
      covered.push(`${label} at ${Math.round(x)},${Math.round(y)}: under ${name(hit)}${hit?.parentElement ? ' in ' + name(hit.parentElement) : ''}`);
    }
    [view.scrollLeft, view.scrollTop] = keep;
    table.dataset.tab = shownTab;
    return covered;
  });
}

// lessonStep is the lesson's step shown (1-based), or 0 when no lesson
// card is.
export function lessonStep(page) {
  return page.evaluate(() => Number(document.querySelector('#lesson')?.dataset.step || 0));
}

// cutStatusButtons lists the status bar's shown buttons (its notes and the
// open menu's items aside) that are not whole: past the bar's edge, or cut
// by a box that clips them (the row of the turn's buttons scrolls
// sideways, and a button cut in half at its edge looks broken). With
// labels, a button whose label is cut short (its lines clamped, an
// ellipsis) is listed too.
export function cutStatusButtons(page, { labels = false } = {}) {
  return page.evaluate(readCutButtons, labels);
}

// readCutButtons, in the page, is cutStatusButtons' list.
function readCutButtons(labels) {
  const bar = document.querySelector('.status-bar');
  const cut = [];
  for (const b of bar.querySelectorAll('button, summary.button, a.button')) {
    if (b.closest('.status-notes, .table-menu-items') || !b.checkVisibility()) continue;
    const r = b.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // A part of the bar fixed to the screen (an upright phone's tools, in
    // the strip at its top) is cut by the screen, not by the bar.
    const boxes = [];
    let fixed = false;
    for (let e = b.parentElement; e && e !== bar; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') boxes.push(e);
      if (style.position === 'fixed') {
        fixed = true;
        break;
      }
    }
    if (!fixed) boxes.unshift(bar);
    else if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
      cut.push(`${(b.getAttribute('aria-label') || b.innerText.trim()).slice(0, 40)}: off the screen`);
      continue;
    }
    for (const e of boxes) {
      const c = e.getBoundingClientRect();
      const [left, top] = [c.left + e.clientLeft, c.top + e.clientTop];
      const [right, bottom] = [left + e.clientWidth, top + e.clientHeight];
      if (r.left < left - 0.5 || r.top < top - 0.5 || r.right > right + 0.5 || r.bottom > bottom + 0.5) {
        const label = (b.getAttribute('aria-label') || b.innerText.trim()).slice(0, 40);
        cut.push(`${label} at x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)}: cut by ${e.className.split(' ')[0]} (x ${Math.round(left)}–${Math.round(right)}, y ${Math.round(top)}–${Math.round(bottom)})`);
        break;
      }
    }
    if (labels && !cut.length && (b.scrollHeight > b.clientHeight + 1 || b.scrollWidth > b.clientWidth + 1)) {
      cut.push(`${(b.getAttribute('aria-label') || b.innerText.trim()).slice(0, 40)}: its label is cut short`);
    }
  }
  return cut;
}
