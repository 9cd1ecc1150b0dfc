// Browser tests of the review of a game: a finished game of each
// game stepped through its first and last moves with the keys and sampled
// between with the slider, the board after move n the same as the table's
// board after move n in the original game; an unfinished hot-seat game's
// review showing each person only what the table showed them; the analysis
// of a short game finishing in the search workers, marking a move, surviving
// a reload without running again (its longest task printed: how long it
// blocks the page is make bench's); "Continue from here" making a new game
// and leaving the old one alone; a shared link's game reviewed before it is
// added.
//
// The games are 2-player games of two random computers at the instant
// pace, from seeds that make them short (found by replaying the app's
// random computers natively).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { artifacts, axeSource, lcg, open, patience, setPace, shareLink, useSite } from './harness.mjs';
import { clickAndWait } from './table.mjs';
import { load, mainThreadTasks, now, traceCategories, watchPage } from './perf.mjs';

const site = useSite({ motion: false });
const viewport = { width: 1366, height: 768 };

const games = [
  { id: 'coincrown', seed: '207' },
  { id: 'battlemerchants', seed: '329' },
  { id: 'craftconquer', seed: '174', variant: 'length-30' }, // the rulebook's 30-minute game
  { id: 'emara', seed: '82' },
];

// recordBoards installs, in every page of context, a recorder of the
// table's board: the first time the table shows n moves in its log, the
// board's canonical markup (canon) is kept as window.__boards[n]. go-app
// changes the board and the log in one update, so they always agree.
async function recordBoards(context) {
  await context.addInitScript(() => {
    // canon writes an element's subtree with each element's attributes
    // sorted (and its classes), so that the order in which go-app happened
    // to set them does not count. A piece's data-flip key is left out: it
    // only tells the table which piece slides where, and a board may number
    // its pieces as it met them (Craft & Conquer's soldiers).
    window.__canon = function canon(node) {
      if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.data);
      if (node.nodeType !== Node.ELEMENT_NODE) return '';
      const attrs = [...node.attributes].filter((a) => a.name !== 'data-flip').map((a) => (a.name === 'class'
        ? `class=${[...node.classList].sort().join(' ')}`
        : `${a.name}=${a.value}`)).sort();
      return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(canon).join('')}</>`;
    };
    // inner is canon of an element's children: the board's canvas carries
    // its zoom, which is not part of the board.
    window.__inner = (el) => [...el.childNodes].map(window.__canon).join('');
    window.__movesShown = () => {
      const log = document.querySelector('#table .log-lines');
      if (!log) return -1;
      const earlier = document.querySelector('#table-log > p.hint');
      const more = earlier ? parseInt(earlier.textContent.match(/\d+/)?.[0] || '0', 10) : 0;
      return log.children.length + more;
    };
    window.__boards = {};
    new MutationObserver(() => {
      const n = window.__movesShown();
      const canvas = document.querySelector('#table .board-canvas');
      if (n < 0 || !canvas || n in window.__boards) return;
      window.__boards[n] = window.__inner(canvas);
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

// playComputers sets up a 2-player game of two random computers from seed
// (with the variant, when given) and waits for its end.
async function playComputers(page, game, seed, variant) {
  const base = site.root.url();
  await open(page, base + 'new?game=' + game);
  await page.click('label[for=players-2]');
  for (const i of [0, 1]) {
    await page.selectOption(`#seat-${i}-role`, { label: 'Computer' });
    await page.selectOption(`#seat-${i}-level`, 'random');
  }
  if (variant) await page.click(`label[for=variant-${variant}]`);
  await page.fill('#seed', seed);
  await page.click('text=Start the game');
  await page.waitForSelector('.overlay.result', { timeout: 120000 });
}

// reviewBoard is the review's board in canonical markup.
function reviewBoard(page) {
  return page.evaluate(() => window.__inner(document.querySelector('#review .board-canvas')));
}

// shown waits until the review shows position n (after n moves).
async function shown(page, n) {
  await page.waitForFunction((n) => {
    const c = document.querySelector('#review .review-count');
    return c && (n === 0 ? c.textContent.startsWith('The start') : c.textContent.startsWith(`Move ${n} of`));
  }, n);
}

// sample picks up to k of the positions recorded, spread over the game,
// always with the first and the last.
function sample(recorded, k) {
  const ns = recorded.sort((a, b) => a - b);
  const out = new Set([ns[0], ns.at(-1)]);
  for (let i = 1; i < k - 1; i++) out.add(ns[Math.round((i * (ns.length - 1)) / (k - 1))]);
  return out;
}

// analysed is the Battle Merchants game's page, kept open for its analysis:
// the cheapest of the four to analyse. Its first seat's 22 decisions took
// 12 s, Coin & Crown's 43 took 35 s; this file took 67 s of CPU instead of 95.
let analysed = null;

for (const { id, seed, variant } of games) {
  test(`${id}: a finished game's review, stepped by the keys and sampled by the slider, shows the table's board after each move it reads`, patience(180000), async () => {
    const context = await site.browser.newContext({ viewport });
    await recordBoards(context);
    await watchPage(context);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await setPace(page, site.root.url(), 'instant');
    await playComputers(page, id, seed, variant);
    const table = await page.evaluate(() => window.__boards);
    const moves = await page.evaluate(() => window.__movesShown());
    assert.ok(moves > 0 && table[moves], `the table's last board (move ${moves}) was recorded`);

    await page.click('.overlay.result .review-link');
    await page.waitForSelector('#review .board-canvas');
    await shown(page, moves);
    assert.match(await page.locator('#review .review-count').innerText(), new RegExp(`^Move ${moves} of ${moves}`));
    const recorded = Object.keys(table).map(Number);
    const checks = sample(recorded, 10);
    const compare = async (n, way) => {
      const shownNow = await reviewBoard(page);
      if (shownNow === table[n]) return;
      // Both boards go to the artifacts; the message shows where they part.
      fs.mkdirSync(artifacts, { recursive: true });
      fs.writeFileSync(path.join(artifacts, `review-${id}-${n}-table.txt`), table[n] || '');
      fs.writeFileSync(path.join(artifacts, `review-${id}-${n}-review.txt`), shownNow);
      let at = 0;
      while (at < shownNow.length && shownNow[at] === table[n]?.[at]) at++;
      assert.fail(`${id}: the review's board after move ${n} (${way}) is not the table's, from character ${at}:\n` +
        `review: …${shownNow.slice(Math.max(0, at - 200), at + 200)}\ntable:  …${(table[n] || '').slice(Math.max(0, at - 200), at + 200)}`);
    };
    await compare(moves, 'at the end');

    // The arrow keys step through the first moves from the start, and
    // back through the last from the end; the positions sampled between
    // are reached by the slider. (Every position of a whole game is drawn
    // in app's TestReviewDrawsEveryPositionOfAWholeGame.)
    const steps = Math.min(moves, 20);
    await page.keyboard.press('Home');
    await shown(page, 0);
    if (checks.has(0)) await compare(0, 'forward');
    for (let n = 1; n <= steps; n++) {
      await page.keyboard.press('ArrowRight');
      await shown(page, n);
      if (checks.has(n)) await compare(n, 'forward');
    }
    await page.keyboard.press('End');
    await shown(page, moves);
    assert.ok(await page.locator('.review-forward').isDisabled(), 'Forward is offered at the last move');
    for (let n = moves - 1; n >= moves - steps; n--) {
      await page.keyboard.press('ArrowLeft');
      await shown(page, n);
      if (checks.has(n)) await compare(n, 'back');
    }
    for (const n of [...checks].filter((n) => n > steps && n < moves - steps)) {
      await page.locator('#review-slider').fill(String(n));
      await shown(page, n);
      await compare(n, 'by the slider');
    }
    await page.keyboard.press('Home');
    await shown(page, 0);
    assert.ok(await page.locator('.review-back').isDisabled(), 'Back is offered at the start');
    // The buttons, the slider and the timeline step too.
    await page.click('.review-forward');
    await shown(page, 1);
    await page.click('.review-last');
    await shown(page, moves);
    const middle = [...checks].sort((a, b) => a - b)[Math.floor(checks.size / 2)];
    await page.locator('#review-slider').fill(String(middle));
    await shown(page, middle);
    await compare(middle, 'by the slider');
    if (middle > 0) {
      await page.click(`#review-log .timeline-move[data-step="${middle}"]`);
      assert.equal(await page.locator(`#review-log .timeline-move[data-step="${middle}"]`).getAttribute('aria-current'), 'step');
    }
    assert.deepEqual(errors, [], 'uncaught errors in the page');
    if (id === 'battlemerchants') {
      analysed = { context, page, errors, moves };
      return;
    }
    await context.close();
  });
}

// matOf opens a seat's whole mat from its panel and returns it in canonical
// markup, or as text (where the table makes the person's own cards
// targets, which the review does not); scope is the table (#table) or the
// review (#review).
async function matOf(page, scope, seat, text = false) {
  await page.locator(`${scope} .players .player-open`).nth(seat).click();
  const body = page.locator(`${scope} .overlay.detail .overlay-body`);
  await body.waitFor();
  // Crown of Emara's line of Bonus Actions is an aid for a turn being
  // played (what is affordable now); the review plays no turn.
  const markup = await body.evaluate((el, text) => {
    const copy = el.cloneNode(true);
    copy.querySelectorAll('.em-bonus').forEach((b) => b.remove());
    return text ? copy.textContent : window.__canon(copy);
  }, text);
  await page.click(`${scope} .overlay.detail .overlay-close`);
  await page.locator(`${scope} .overlay.detail`).waitFor({ state: 'detached' });
  return markup;
}

test('an unfinished hot-seat game is reviewed as each person saw it at the table', patience(180000), async () => {
  const context = await site.browser.newContext({ viewport });
  await recordBoards(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const base = site.root.url();
  await open(page, base + 'new?game=emara');
  await page.click('label[for=players-2]');
  await page.selectOption('#seat-0-role', { label: 'You' });
  await page.fill('#seat-0-name', 'Alice');
  await page.selectOption('#seat-1-role', { label: 'Another person' });
  // The seat's computer level goes once go-app has taken the new role: on
  // a loaded machine, a name typed before that was lost with the role.
  await page.locator('#seat-1-level').waitFor({ state: 'detached' });
  await page.fill('#seat-1-name', 'Bob');
  await page.fill('#seed', '5');
  await page.click('text=Start the game');
  await page.waitForSelector('#table .prompt');

  // Play by clicks; at the start of each person's turn (the other having
  // just moved, so the table and the review mark the same moves), keep
  // both mats as the table shows them to that person.
  const pick = lcg(16);
  const seen = { Alice: {}, Bob: {} };
  let who = 'Alice';
  const enough = () => Object.keys(seen.Alice).length >= 2 && Object.keys(seen.Bob).length >= 1;
  for (let decisions = 0; decisions < 150 && !enough(); decisions++) {
    const pass = page.locator('#table .overlay.pass button');
    const targets = page.locator('#table .target:visible');
    await page.waitForFunction(() => document.querySelector('#table .overlay.pass') ||
      [...document.querySelectorAll('#table .target')].some((t) => t.checkVisibility()));
    if (await pass.count() > 0) {
      who = (await pass.innerText()).includes('Bob') ? 'Bob' : 'Alice';
      await pass.click();
      await page.locator('#table .overlay.pass').waitFor({ state: 'detached' });
      continue;
    }
    const n = await page.evaluate(() => window.__movesShown());
    const last = await page.locator('#table .log-lines > li:last-child strong').allInnerTexts();
    if (!(n in seen[who]) && (n === 0 || (last[0] && !last[0].startsWith(who)))) {
      const mine = who === 'Alice' ? 0 : 1;
      seen[who][n] = [await matOf(page, '#table', 0, mine === 0), await matOf(page, '#table', 1, mine === 1)];
    }
    const count = await targets.count();
    await clickAndWait(page, targets.nth(Math.floor(pick() * count)));
  }
  assert.ok(enough(), `both people had turns: ${JSON.stringify(Object.keys(seen.Alice))}, ${JSON.stringify(Object.keys(seen.Bob))}`);

  // The review from Saved games asks who is at the device.
  await open(page, base + 'saved');
  await page.click('.saves .review-link');
  await page.waitForSelector('.review-ask');
  assert.equal(await page.locator('#review .board-canvas').count(), 0, 'the board is shown before the person said who they are');
  await page.click('.review-as:has-text("Alice")');
  await page.waitForSelector('#review .board-canvas');
  for (const [n, mats] of Object.entries(seen.Alice)) {
    await page.locator(Number(n) === 0 ? '#review .timeline-start' : `#review .timeline-move[data-step="${n}"]`).click();
    await shown(page, Number(n));
    assert.equal(await matOf(page, '#review', 0, true), mats[0], `Alice's mat after move ${n}, reviewed by Alice`);
    const bobs = await matOf(page, '#review', 1);
    assert.equal(bobs, mats[1], `Bob's mat after move ${n}, reviewed by Alice, is not what the table showed Alice`);
  }
  // Where Bob's turn began, the table showed Bob his own mat with what Alice
  // may not see: the review shows it to Alice without.
  for (const [n, mats] of Object.entries(seen.Bob)) {
    await page.locator(Number(n) === 0 ? '#review .timeline-start' : `#review .timeline-move[data-step="${n}"]`).click();
    await shown(page, Number(n));
    assert.notEqual(await matOf(page, '#review', 1, true), mats[1], `Bob's mat after move ${n}, reviewed by Alice, shows what Bob saw`);
  }
  assert.equal(await page.locator('#review .analysis').count(), 0, 'an unfinished game offers its analysis');

  // On an upright phone the move shown has the bar's width, and each of
  // the bar's controls is whole on the screen and 44 px high or more (the
  // table's phone bar, whose tools are the "⋯" alone, once left the
  // review's move a few letters wide beside its three).
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = await page.evaluate(() => {
    const box = (e) => e.getBoundingClientRect();
    return {
      move: Math.round(box(document.querySelector('#review .review-move')).width),
      controls: [...document.querySelectorAll('#review .review-status .button')].filter((e) => e.checkVisibility())
        .map((e) => [e.getAttribute('aria-label') || e.textContent.trim(), Math.round(box(e).left), Math.round(box(e).right), Math.round(box(e).height)]),
    };
  });
  assert.ok(bar.move >= 300, `the move shown is ${bar.move} px wide`);
  assert.ok(bar.controls.length >= 7, JSON.stringify(bar.controls));
  for (const [name, left, right, height] of bar.controls) {
    assert.ok(left >= 0 && right <= 390 && height >= 44, `${name}: ${left}–${right} px, ${height} px high`);
  }
  // So are the players' mats and scores, and the moves of the list.
  const heights = async (tab, selector) => {
    await page.click(`#review .table-tab:has-text("${tab}")`);
    return page.evaluate((sel) => [...document.querySelectorAll(sel)].filter((e) => e.checkVisibility())
      .map((e) => Math.round(e.getBoundingClientRect().height)), selector);
  };
  for (const [tab, selector] of [['Players', '#review .player-open, #review .player-score > summary'], ['Moves', '#review .timeline-move']]) {
    const hs = await heights(tab, selector);
    assert.ok(hs.length >= 2 && hs.every((h) => h >= 44), `${tab}: ${selector} ${JSON.stringify(hs)} px high`);
  }
  assert.deepEqual(errors, [], 'uncaught errors in the page');
  await context.close();
});

test('the analysis of a short game finishes in the workers, marks a costly move, is kept; Continue from here', patience(300000), async () => {
  assert.ok(analysed, "the Battle Merchants game's review is not open");
  const { context, page, errors, moves: played } = analysed;
  const base = site.root.url();
  // The link to share the game, and its review from the table's menu.
  const gameID = new URL(page.url()).searchParams.get('id');
  await page.goto(base + 'play?id=' + gameID);
  await page.click('.overlay.result .overlay-close');
  const link = await shareLink(page);
  await page.click('.table-menu > summary');
  await page.click('.table-menu-items .review-link');
  await page.waitForSelector('#review .board-canvas');
  const saveKey = 'tabula.save.' + gameID;

  // The fitted board's zoom, which the analysis's end and the judgements
  // shown move by move must leave as it is (the status bar keeps its
  // height, web/review.css).
  const zoom = () => page.evaluate(() => document.querySelector('#review .board-canvas').style.zoom);
  await page.waitForFunction(() => document.querySelector('#review .board-canvas')?.style.zoom);
  const zoomBefore = await zoom();

  // The analysis, watched like a computer's moves.
  await site.browser.startTracing(page, { categories: traceCategories });
  const from = await now(page, 'tabula-analysis');
  const load0 = load();
  const started = Date.now();
  await page.click('#review button.analyse');
  await page.waitForSelector('#review .analysis-progress');
  // Stopped after a decision or two, it keeps them and goes on from there.
  await page.waitForFunction(() => /: [1-9]\d* of \d+/.test(document.querySelector('#review .analysis-progress p')?.textContent || ''));
  await page.click('#review .analysis-stop');
  const goOn = await page.locator('#review button.analyse').innerText();
  const done = Number(goOn.match(/\((\d+) of \d+ done\)/)?.[1]);
  assert.ok(done >= 1, `after a stop: ${goOn}`);
  const partial = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), 'tabula.analysis.' + gameID));
  assert.ok(partial.seats[0].moves.length === done && !partial.seats[0].done, 'a stopped analysis is not kept as it stood');
  await page.click('#review button.analyse');
  await page.waitForSelector('#review .analysis-done', { timeout: 240000 });
  const took = Date.now() - started;
  const trace = await site.browser.stopTracing();
  const tasks = mainThreadTasks(trace, 'tabula-analysis', from);
  const longest = tasks.reduce((a, t) => (t.cpu > a.cpu ? t : a), { cpu: 0, wall: 0 });
  console.log(`analysis of ${await page.locator('.analysis-done').innerText()} in ${(took / 1000).toFixed(1)} s; ` +
    `${tasks.length} tasks, longest ${longest.cpu.toFixed(0)} ms CPU (${longest.wall.toFixed(0)} ms on the clock); load ${load0.toFixed(1)} → ${load().toFixed(1)}`);
  assert.equal(await zoom(), zoomBefore, "the board's zoom at the analysis's end");
  const moves = Number(await page.locator('#review-slider').getAttribute('max'));
  const zooms = new Set();
  await page.click('.review-first');
  for (let n = 0; n <= moves; n++) {
    if (n > 0) await page.click('.review-forward');
    await shown(page, n);
    zooms.add(await zoom());
  }
  assert.deepEqual([...zooms], [zoomBefore], "the board's zoom from move to move of the analysed game");
  // The decisions were judged in the search workers, none on the page.
  const searched = await page.evaluate(() => window.tabulaSearch ?? {});
  assert.ok(searched['analysis-workers'] >= 1 && !searched['analysis-page'], `the analysis did not run in the search workers: ${JSON.stringify(searched)}`);
  const costly = await page.locator('#review .timeline-move.costly').count();
  assert.ok(costly >= 1, 'no move marked as costly');
  assert.ok(await page.locator('#review .chance-chart').count() === 1, 'no chance-to-win chart');
  await page.locator('#review .costly-move').first().click();
  // The review shows that move at its next frame.
  await page.waitForFunction(() => /A costly move/.test(document.querySelector('#review .review-judgement')?.textContent || ''), null, { timeout: 10000 })
    .catch(() => {});
  assert.match(await page.locator('#review .review-judgement').innerText(), /A costly move: the computer preferred /);
  const kept = await page.evaluate((k) => localStorage.getItem(k), 'tabula.analysis.' + gameID);
  assert.ok(kept && JSON.parse(kept).seats[0].done, 'the analysis is not kept');

  // A reload shows it at once, without analysing again.
  await page.reload();
  await page.waitForSelector('#review .board-canvas');
  assert.equal(await page.locator('#review .analysis-done').count(), 1, 'the analysis is gone after a reload');
  assert.equal(await page.locator('#review button.analyse').count(), 0, 'the analysis is offered again after a reload');
  assert.equal(await page.locator('#review .timeline-move.costly').count(), costly);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), 'tabula.analysis.' + gameID), kept);
  await page.evaluate(axeSource);
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  assert.deepEqual(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`), [], 'axe-core on the review');

  // Continue from here: a new game from move 10; the old one unchanged.
  const before = await page.evaluate((k) => localStorage.getItem(k), saveKey);
  // The slow pace (read by the table when it opens) leaves the new game's
  // first position on screen long enough to be read.
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('tabula.settings'));
    localStorage.setItem('tabula.settings', JSON.stringify({ ...s, pace: 'slow' }));
  });
  await page.click('#review .timeline-move[data-step="10"]');
  await shown(page, 10);
  const boardAt10 = await reviewBoard(page);
  await page.click('#review .continue-here');
  await page.waitForURL((u) => u.pathname.endsWith('/play') && u.searchParams.get('id') !== gameID);
  await page.waitForSelector('#table .board-canvas');
  assert.equal(await page.evaluate(() => window.__movesShown()), 10, 'the new game does not start after move 10');
  assert.equal(await page.evaluate(() => window.__inner(document.querySelector('#table .board-canvas'))), boardAt10,
    'the new game does not show the board of move 10');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), saveKey), before, 'the old game changed');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), 'tabula.analysis.' + gameID), kept, "the old game's analysis changed");

  // A shared link's game can be reviewed before it is added.
  await page.goto(link);
  await page.click('.shared .review-link');
  await page.waitForSelector('#review .board-canvas');
  assert.match(await page.locator('#review .review-count').innerText(), new RegExp(`^Move ${played} of ${played}`));
  assert.deepEqual(errors, [], 'uncaught errors in the page');
  await context.close();
});
