// `make screenshots`: a screenshot of each game mid-game at each size of
// the one-screen table (e2e/table.mjs) and a tablet held upright (768×1024),
// written to docs/screenshots/<game>-<size>.png.
// Each game is a 2-player game of "You" against a computer at the instant
// pace; the person plays a fixed number of decisions (chosen by a seeded
// generator among the legal targets) and the page is taken as it then is.
//
// Each game's lesson too: its first step and one step in its
// middle, at 1366×768 and 390×844, as <game>-lesson-<step>-<size>.png;
// and its ending played to the end, the result open with the
// Projected score beside the final one, as <game>-ending-<size>.png.
//
// Run: make screenshots (builds the wasm and the site first).
// SHOTS_GAMES=id,id limits it to those games; SHOTS_DECISIONS (default 24)
// sets how far into the game; SHOTS_ONLY=lessons (or games, or endings)
// takes only those; SHOTS_SIZES=phone,tablet only those sizes.
import fs from 'node:fs';
import path from 'node:path';
import { buildSites, catalog, launch, lcg, open, repo, Server, setPace } from './harness.mjs';
import { clickTarget, decision, legal, lessonStep as step, moment, settle, sizes } from './table.mjs';

const out = path.join(repo, 'docs', 'screenshots');
const all = catalog().map((g) => g.id);
const games = process.env.SHOTS_GAMES ? process.env.SHOTS_GAMES.split(',') : all;
const decisions = Number(process.env.SHOTS_DECISIONS || 24);
const only = process.env.SHOTS_ONLY || '';
// Each game is taken at the tests' sizes and a tablet's held upright;
// SHOTS_SIZES=phone,tablet limits it to those.
const gameSizes = Object.entries({ ...sizes, tablet: { width: 768, height: 1024 } })
  .filter(([name]) => !process.env.SHOTS_SIZES || process.env.SHOTS_SIZES.split(',').includes(name));
// lessonSteps are the lessons' steps to take, by game: the first and one
// that teaches a move on the board.
const lessonSteps = { battlemerchants: [1, 7], emara: [1, 12], craftconquer: [1, 14], coincrown: [1, 9] };

// phoneOf is the context options of a phone's size, with touch, as the
// browser tests play it (a phone is narrower than 1,000 px).
function phoneOf(size) {
  return size.width < 1000 ? { hasTouch: true, isMobile: true } : {};
}

async function shoot(browser, base, game, name, size) {
  const context = await browser.newContext({ viewport: size, ...phoneOf(size) });
  const page = await context.newPage();
  await setPace(page, base, 'instant');
  await open(page, base + 'new?game=' + game);
  await page.click('label[for=players-2]');
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');
  const rnd = lcg(7);
  // Each move waits for the person's decision and for the table to draw
  // the move: a target read while the computer was moving was once gone by
  // the time it was clicked.
  for (let made = 0; made < decisions; made++) {
    const targets = await decision(page);
    if (!targets) break;
    // A player who stays in the game: passing out of a Coin & Crown
    // year at every chance ended the whole game within the decisions.
    const staying = targets.filter((t) => !/^Pass\b/.test(t.label));
    const from = staying.length > 0 ? staying : targets;
    const target = from[Math.floor(rnd() * from.length)];
    const before = await moment(page);
    await clickTarget(page, target, { tap: size.width < 1000 });
    await settle(page, before, target.label);
  }
  // Back to the board, settled, with the pointer off it: a card or space
  // under the pointer would show its hover state (a grown card, a tooltip).
  const boardTab = page.locator('.table-tab[data-tab="board"]');
  if (await boardTab.isVisible()) await boardTab.click();
  await page.mouse.move(size.width - 2, 2);
  await page.waitForTimeout(600);
  const file = path.join(out, `${game}-${name}.png`);
  await page.screenshot({ path: file });
  console.log('screenshots:', path.relative(repo, file));
  await context.close();
}

// shootLesson follows a game's lesson (its ending, with ending true) from
// its Home tile, by its highlights and Continue, and takes the steps
// asked for; an ending is followed to its last step and taken with the
// result open.
async function shootLesson(browser, base, game, steps, name, size, { ending = false } = {}) {
  const context = await browser.newContext({ viewport: size, ...phoneOf(size) });
  const page = await context.newPage();
  await setPace(page, base, 'instant');
  await open(page, base);
  await page.click(ending ? `.tile-${game} .learn-ending` : `.tile-${game} .learn-link:not(.learn-ending)`);
  await page.waitForSelector('#lesson');
  if (ending) {
    const count = await page.locator('#lesson .lesson-count').innerText();
    steps = [Number(count.match(/of (\d+)$/)[1])];
  }
  const last = Math.max(...steps);
  for (let k = 1; k <= last; k++) {
    await page.waitForFunction((s) => Number(document.querySelector('#lesson')?.dataset.step) === s, k);
    const boardTab = page.locator('.table-tab[data-tab="board"]');
    if (!ending && await boardTab.isVisible()) await boardTab.click();
    if (steps.includes(k)) {
      if (ending) await page.waitForSelector('.result .projected-final');
      await page.mouse.move(size.width - 2, 2);
      await page.waitForTimeout(600);
      const file = path.join(out, ending ? `${game}-ending-${name}.png` : `${game}-lesson-${k}-${name}.png`);
      await page.screenshot({ path: file });
      console.log('screenshots:', path.relative(repo, file));
    }
    if (k === last) break;
    let targets = await legal(page);
    if (targets.length === 0) await page.click('.lesson-next');
    while (targets.length > 0) { // a move made in two clicks marks its second target after the first
      const target = targets.find((t) => t.shown) ?? targets[0]; // a move marked in several places
      const before = await moment(page);
      await clickTarget(page, target);
      await settle(page, before, target.label);
      targets = await step(page) === k ? await legal(page) : [];
    }
  }
  await context.close();
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const dir = buildSites();
  const server = await new Server(path.join(dir, 'server'), path.join(dir, 'root')).start();
  const browser = await launch();
  try {
    for (const game of games) {
      if (only === 'lessons' || only === 'endings') continue;
      for (const [name, size] of gameSizes) {
        await shoot(browser, server.url('/'), game, name, size);
      }
    }
    for (const game of games) {
      if (only === 'games' || !lessonSteps[game]) continue;
      for (const name of ['desktop', 'phone']) {
        if (only !== 'endings') await shootLesson(browser, server.url('/'), game, lessonSteps[game], name, sizes[name]);
        await shootLesson(browser, server.url('/'), game, [], name, sizes[name], { ending: true });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
