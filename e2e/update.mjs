// The table's update after a person's move, for `make bench`: in a game
// against one computer (at the "slow" pace, so its thinking starts well after
// the update is measured), a person plays decisions by clicking legal
// targets chosen by a seeded generator. Each click that plays a move is
// measured twice, from a Chromium trace of the page's main thread:
//
//   - update: the CPU time of the main thread's tasks from the click's first
//     input event through the first frame painted after the page's DOM
//     changed — the event, the move applied, go-app's render and comparison,
//     the DOM changes, then style, layout and paint of that frame;
//   - script: of the update, the CPU time of the page's own code (event
//     handlers, go-app's render and comparison in a timer, web/table.js in
//     an animation frame), without the frame's style, layout and paint;
//   - window: all the main thread's CPU time (CDP Performance.getMetrics
//     ThreadTime) from just before the click until two frames and 50 ms after
//     it, which adds what follows the first frame (the frames of a changed
//     mark's flash, the pieces' slides) and the test driver's own messages.
//
// The pointer is moved onto the target's centre (checked to hit the target)
// and left to rest before the measurement; the click is then one press and
// release there, so that the test driver sends nothing else to the page
// during the update.
import { lcg, open, setPace } from './harness.mjs';

// clickable are the legal targets the person can click: those of an open
// chooser only (the table's, or a board's own dialog such as Battle
// Merchants' ways to sell at a space), as it covers the board's others.
async function clickable(page) {
  const chooser = page.locator('.table .chooser .target:visible:not([disabled]), .table [role=dialog] .target:visible:not([disabled])');
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

// watchDOM makes the page mark (performance.mark "upd-dom-<i>") the first
// change of its elements or text after window.tabulaWatch is set to i.
function watchDOM() {
  window.tabulaWatch = -1;
  new MutationObserver(() => {
    if (window.tabulaWatch >= 0) {
      performance.mark('upd-dom-' + window.tabulaWatch);
      window.tabulaWatch = -1;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

// The trace categories the update is read from: the main thread's tasks with
// their CPU time, what they did (events, paint) and the page's marks.
const categories = ['toplevel', 'devtools.timeline', 'blink.user_timing'];

// clickPoint is the centre of target in the page when a press there lands
// on the target (nothing covers it), else null.
async function clickPoint(target) {
  const box = await target.boundingBox();
  if (!box) return null;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hits = await target.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px, py)), [x, y]);
  return hits ? { x, y } : null;
}

// measureUpdates plays up to decisions clicks of the person in a new 2-player
// game of gameID dealt from seed and returns, for each click that played a
// move, the update, its script and the window in CPU ms (see the top of this
// file).
export async function measureUpdates(browser, base, gameID, decisions, { viewport = { width: 1366, height: 768 }, seed = 1 } = {}) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(watchDOM);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await setPace(page, base, 'slow');
  await open(page, base + 'new?game=' + gameID);
  await page.click('label[for=players-2]');
  // The same deal every run, so that runs (and builds) are compared on the
  // same positions as far as their clicks agree.
  await page.fill('#seed', String(seed));
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');
  const rnd = lcg(seed);
  const windows = new Map();
  await browser.startTracing(page, { categories });
  let traced;
  try {
    for (let i = 0; i < decisions; i++) {
      const deadline = Date.now() + 60000;
      while ((await (await clickable(page)).count()) === 0 && Date.now() < deadline) {
        if (await page.locator('.result').count() > 0) break;
        await page.waitForTimeout(100);
      }
      const live = await clickable(page);
      const n = await live.count();
      if (n === 0) break;
      // A target that something covers is not what a person can click:
      // draw again, a few times.
      let target;
      let point = null;
      for (let k = 0; k < 8 && !point; k++) {
        target = live.nth(Math.floor(rnd() * n));
        await target.scrollIntoViewIfNeeded();
        await idle(page);
        point = await clickPoint(target);
      }
      const lines = await logLength(page);
      if (point) {
        // The pointer rests on the target first: the hover's restyle is
        // not part of the update.
        await page.mouse.move(point.x, point.y);
        await idle(page);
      }
      await page.evaluate((k) => { performance.mark('upd-s-' + k); window.tabulaWatch = k; }, i);
      const before = await threadTime(cdp);
      if (point) await page.mouse.click(point.x, point.y);
      else await target.click();
      await idle(page);
      const after = await threadTime(cdp);
      await page.evaluate((k) => { performance.mark('upd-e-' + k); window.tabulaWatch = -1; }, i);
      if ((await logLength(page)) > lines) windows.set(i, after - before);
    }
  } finally {
    traced = JSON.parse((await browser.stopTracing()).toString());
  }
  await context.close();
  const updates = updatesFromTrace(traced.traceEvents);
  return [...windows].filter(([i]) => updates.has(i)).map(([i, window]) => ({ ...updates.get(i), window }));
}

// isTask reports whether a trace event is one of the main thread's tasks.
function isTask(e) {
  return e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
}

// updatesFromTrace reads the update of each measured click i from a trace:
// the CPU time (tdur) of the main thread's outermost tasks from the first
// one dispatching an input event after the mark upd-s-i through the first
// one painting after the mark upd-dom-i (the DOM's first change), in ms,
// with the script's share of it.
export function updatesFromTrace(events) {
  const marks = new Map();
  let thread;
  for (const e of events) {
    if (!e.cat?.includes('blink.user_timing') || !/^upd-(s|dom|e)-\d+$/.test(e.name)) continue;
    marks.set(e.name, e.ts);
    thread ??= e.pid + ':' + e.tid;
  }
  const mine = events.filter((e) => e.ph === 'X' && e.pid + ':' + e.tid === thread).sort((a, b) => a.ts - b.ts);
  // The outermost tasks, each with the names of what ran inside it.
  const tasks = [];
  for (const e of mine) {
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.ts + last.dur) {
      last.inside.add(e.name);
      continue;
    }
    if (isTask(e)) tasks.push({ ts: e.ts, dur: e.dur || 0, cpu: (e.tdur ?? e.dur ?? 0) / 1000, inside: new Set() });
  }
  const updates = new Map();
  for (const [name, start] of marks) {
    const m = /^upd-s-(\d+)$/.exec(name);
    if (!m) continue;
    const changed = marks.get('upd-dom-' + m[1]);
    const end = marks.get('upd-e-' + m[1]);
    if (changed === undefined || end === undefined) continue;
    const inWindow = tasks.filter((t) => t.ts >= start && t.ts < end);
    const first = inWindow.findIndex((t) => t.inside.has('EventDispatch'));
    const last = inWindow.findIndex((t) => t.ts + t.dur >= changed && t.inside.has('Paint'));
    if (first < 0 || last < first) continue;
    const span = inWindow.slice(first, last + 1);
    updates.set(Number(m[1]), {
      update: span.reduce((sum, t) => sum + t.cpu, 0),
      script: scriptTime(mine, span[0].ts, span[span.length - 1].ts + span[span.length - 1].dur),
    });
  }
  return updates;
}

// scriptEvents are the trace events of the page's own code: event
// handlers, timers (go-app's render and comparison run in one), animation
// frame callbacks (web/table.js) and other callbacks into JavaScript.
const scriptEvents = new Set(['EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FunctionCall', 'RunMicrotasks']);

// scriptTime is the CPU time in ms of the outermost script events of the
// thread's events (sorted by start) from t0 to t1: the update's own code,
// including the style and layout it forces, without the browser's style,
// layout and paint of the frame.
function scriptTime(events, t0, t1) {
  let sum = 0;
  let end = -Infinity;
  for (const e of events) {
    if (e.ts < t0 || e.ts >= t1 || e.ts < end || !scriptEvents.has(e.name)) continue;
    sum += (e.tdur ?? e.dur ?? 0) / 1000;
    end = e.ts + (e.dur || 0);
  }
  return sum;
}
