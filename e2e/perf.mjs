// Performance helpers shared by the browser test of computer moves
// (computer.test.mjs) and `make bench` (bench.mjs): how long the page is
// blocked while computers play, and how long the app takes to load.
import os from 'node:os';
import { open } from './harness.mjs';

// watchPage installs, in every document of context, observers of what the
// page's main thread does: long tasks (PerformanceObserver 'longtask', 50 ms
// and more), animation frames (a frame gap is how long the page could not
// paint) and moves (each new line of the game log, with the name of the
// seat that played it). Read them with readWatch.
export async function watchPage(context) {
  await context.addInitScript(() => {
    const w = (window.__perf = { long: [], frames: [], moves: [] });
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.long.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      w.noLongTasks = true;
    }
    const frame = (t) => {
      w.frames.push(t);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    let lines = 0;
    new MutationObserver(() => {
      const log = document.querySelector('.log-lines');
      const n = log ? log.children.length : 0;
      if (n > lines && log) {
        // In the order of play: the last line is the move just played.
        w.moves.push([performance.now(), log.lastElementChild?.querySelector('strong')?.textContent.replace(/:\s*$/, '')]);
      }
      lines = n;
    }).observe(document, { childList: true, subtree: true });
  });
}

// readWatch returns what watchPage saw since from (the page's
// performance.now() time): long tasks as {start, duration}, frame gaps in
// ms, and moves as {at, seat, wait} where wait is the time since the
// previous move (or since from). The gaps are also split in two:
// aroundMoves, the three gaps that hold the page's work for a move (the gap
// before the one in which its line reached the game log, which can hold
// the workers' answer and the move played, the gap of go-app's render, and
// the next, which ends once the frame that paints it is done), and
// betweenMoves, all the others (a computer thinking).
export async function readWatch(page, from) {
  const w = await page.evaluate(() => window.__perf);
  const frames = w.frames.filter((t) => t >= from);
  const moves = [];
  let prev = from;
  for (const [at, seat] of w.moves) {
    if (at < from) continue;
    moves.push({ at, seat, wait: at - prev });
    prev = at;
  }
  const gaps = [], aroundMoves = [], betweenMoves = [];
  for (let i = 1; i < frames.length; i++) {
    const gap = frames[i] - frames[i - 1];
    const since = frames[Math.max(0, i - 2)], until = frames[i + 1] ?? Infinity;
    gaps.push(gap);
    (moves.some((m) => m.at > since && m.at <= until) ? aroundMoves : betweenMoves).push(gap);
  }
  return {
    longTasksObserved: !w.noLongTasks,
    long: w.long.filter(([s]) => s >= from).map(([start, duration]) => ({ start, duration })),
    gaps, aroundMoves, betweenMoves,
    moves,
  };
}

// now is the page's performance.now(); mark also leaves a user-timing mark
// of that name in a running trace, to line the trace up with the page.
export function now(page, mark) {
  return page.evaluate((name) => (name ? performance.mark(name).startTime : performance.now()), mark);
}

// Trace categories: every task of every thread with its thread (CPU) time,
// and user-timing marks.
export const traceCategories = ['toplevel', 'blink.user_timing'];

// mainThreadTasks reads a Chromium trace (browser.stopTracing) and returns
// the tasks of the page's renderer main thread that started after the
// user-timing mark called mark, placed at markTime on the page's clock, as
// {start (page clock, ms), wall (ms), cpu (ms of thread time)}. The wall
// time of a task includes any time its thread waited for a CPU; its thread
// time is what the page itself spent, how long it would block the page for
// on an idle machine.
export function mainThreadTasks(trace, mark, markTime) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const threads = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
  }
  const m = events.find((e) => e.name === mark);
  if (!m) throw new Error(`mark ${mark} not in the trace`);
  const main = `${m.pid}:${m.tid}`;
  const offset = m.ts / 1000 - markTime;
  return events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && `${e.pid}:${e.tid}` === main && e.ts >= m.ts)
    .map((e) => ({ start: e.ts / 1000 - offset, wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

// setUpComputerGame opens the set-up of a 2-player game (Battle Merchants
// unless game names another), makes both seats computers at the given
// levels, named after them, and returns the button that starts it.
export async function setUpComputerGame(page, base, levels, game = 'battlemerchants') {
  await open(page, base + 'new?game=' + game);
  await page.click('label[for=players-2]');
  for (const [i, level] of levels.entries()) {
    await page.selectOption(`#seat-${i}-role`, { label: 'Computer' });
    await page.selectOption(`#seat-${i}-level`, level);
    await page.fill(`#seat-${i}-name`, levelName(level));
  }
  return page.locator('text=Start the game');
}

// levelName is the seat name setUpComputerGame gives a level: "Hard".
export function levelName(level) {
  return level[0].toUpperCase() + level.slice(1);
}

// quantile of sorted numbers, q in [0, 1] (nearest rank).
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function median(values) {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}

// load is the machine's load average over the last minute.
export function load() {
  return os.loadavg()[0];
}
