// Browser test of the computer's moves in the wasm build: two
// computers (Normal and Hard) play at the "instant" pace while the page's
// long tasks are observed and Chromium traces its main thread; the
// computers move and the page throws nothing. How long the longest task is, against the
// computer's 100 ms responsiveness bar, is `make bench`'s figure (docs/BENCHMARKS.md, "Computer
// moves"): measured on a quiet machine, in every game; here it is printed.
//
// A task's length on the clock includes the time its thread waited for a
// CPU, which on a busy machine can be most of it; its thread (CPU) time is
// what the page itself spent, and what it would block the page for on an
// idle machine. Both are printed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { patience, setPace, slack, useSite } from './harness.mjs';
import { load, mainThreadTasks, now, readWatch, setUpComputerGame, traceCategories, watchPage } from './perf.mjs';

const bar = 100; // ms: the computer's responsiveness bar, measured by make bench
const moves = 16; // computer moves watched

const site = useSite();

test('two computers play at the instant pace, their moves shown and the page traced', patience(600000), async () => {
  const context = await site.browser.newContext();
  await watchPage(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const base = site.root.url();
  await setPace(page, base, 'instant');
  const start = await setUpComputerGame(page, base, ['normal', 'hard']);
  await start.click();
  await page.waitForSelector('.table .prompt');

  // From here on only the computers work.
  await site.browser.startTracing(page, { categories: traceCategories });
  const from = await now(page, 'tabula-watch');
  const load0 = load();
  const deadline = Date.now() + slack(150000);
  while (Date.now() < deadline && await page.locator('.result').count() === 0 &&
    await page.locator('.log-lines > li').count() < moves) {
    await page.waitForTimeout(250);
  }
  const trace = await site.browser.stopTracing();
  const seen = await readWatch(page, from);
  const loads = `load average ${load0.toFixed(1)} → ${load().toFixed(1)}`;
  await context.close();
  assert.deepEqual(errors, [], 'uncaught errors in the page');

  assert.ok(seen.moves.length >= moves / 2, `only ${seen.moves.length} computer moves seen (${loads})`);
  const tasks = mainThreadTasks(trace, 'tabula-watch', from);
  assert.ok(tasks.length > 0, 'no main-thread task in the trace');
  const cpu = (t) => `${t.cpu.toFixed(0)} ms CPU (${t.wall.toFixed(0)} ms on the clock)`;
  const longest = tasks.reduce((a, t) => (t.cpu > a.cpu ? t : a));
  const overBar = seen.long.filter((l) => l.duration > bar);
  // Every long task over the bar on the clock, with the CPU time of the
  // main-thread task it was.
  const explained = overBar.map((l) => {
    const overlapping = tasks.filter((t) => t.start < l.start + l.duration && t.start + t.wall > l.start);
    const t = overlapping.sort((a, b) => b.wall - a.wall)[0];
    return `${l.duration.toFixed(0)} ms on the clock, ${t ? t.cpu.toFixed(0) + ' ms CPU' : 'no matching task'}`;
  });
  const report = `${seen.moves.length} moves, ${tasks.length} tasks; longest ${cpu(longest)}; ` +
    `${seen.long.length} long tasks on the clock, ${overBar.length} over ${bar} ms${explained.length ? ': ' + explained.join('; ') : ''}; ${loads}`;
  console.log(report);
});
