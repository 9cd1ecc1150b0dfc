// The table's update after a person's move, for `make bench`: in a game
// against one computer (at the "slow" pace, so its thinking starts well after
// the update is measured), a person plays decisions by clicking legal
// targets chosen by a seeded generator. For each click that plays a move, the
// main thread's CPU time (CDP Performance.getMetrics ThreadTime) from just
// before the click until the page has drawn the new position and gone idle
// is the cost of the update: the move applied, go-app's render and diff,
// style, layout and paint.
import { open, setPace } from './harness.mjs';

// lcg is a small seeded generator, so a run clicks the same targets.
function lcg(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// targets are the legal targets the person can click: those of an open
// chooser only, as it covers the board's others.
async function targets(page) {
  const chooser = page.locator('.table .chooser .target:visible:not([disabled])');
  if (await chooser.count() > 0) return chooser;
  return page.locator('.target:visible, button.move:visible');
}

async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
}

// idle resolves once the page has drawn two frames and had a quiet moment.
function idle(page) {
  return page.evaluate(() => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)));
  }));
}

// logLength counts the game's log lines.
function logLength(page) {
  return page.evaluate(() => document.querySelectorAll('.log-lines > li').length);
}

// measureUpdates plays up to decisions clicks of the person in a new 2-player
// game of gameID and returns the CPU time of each update after a move, in ms.
export async function measureUpdates(browser, base, gameID, decisions, { viewport = { width: 1366, height: 768 }, seed = 1 } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await setPace(page, base, 'slow');
  await open(page, base + 'new?game=' + gameID);
  await page.click('label[for=players-2]');
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');
  const rnd = lcg(seed);
  const times = [];
  for (let i = 0; i < decisions; i++) {
    const deadline = Date.now() + 60000;
    while ((await (await targets(page)).count()) === 0 && Date.now() < deadline) {
      if (await page.locator('.result').count() > 0) break;
      await page.waitForTimeout(100);
    }
    const live = await targets(page);
    const n = await live.count();
    if (n === 0) break;
    const target = live.nth(Math.floor(rnd() * n));
    await target.scrollIntoViewIfNeeded();
    await idle(page);
    const lines = await logLength(page);
    const before = await threadTime(cdp);
    await target.click();
    await idle(page);
    const after = await threadTime(cdp);
    if ((await logLength(page)) > lines) times.push(after - before);
  }
  await context.close();
  return times;
}
