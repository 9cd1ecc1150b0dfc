// Browser tests of the search workers: computer moves and hints
// are searched in Web Workers running search.wasm, started on the first
// decision (not when the page loads), also offline from the service
// worker's cache; where workers cannot run, the sliced search on the
// page's thread plays instead. The app itself reports where it searched:
// the table's data-search attribute ("workers" or "page", the last
// decision) and the window.tabulaSearch counters (every decision).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { open, patience, serviceWorkerReady, setPace, slack, startGame, useSite } from './harness.mjs';
import { setUpComputerGame } from './perf.mjs';
import { moves, myTurn, playMoves } from './table.mjs';

const site = useSite({ sub: true, motion: false });

const slow = patience(300000);

// searches is the app's count of decisions searched in the workers and on
// the page.
async function searches(page) {
  const c = await page.evaluate(() => window.tabulaSearch ?? {});
  return { workers: c.workers ?? 0, page: c.page ?? 0 };
}

// fetched records the paths of the search worker's script and wasm that
// the page or its workers request (from the network or the service
// worker), leaving out the service worker's own pre-caching.
function fetched(context) {
  const urls = [];
  context.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (/search(-worker\.js|\.wasm)$/.test(p) && !r.serviceWorker()) urls.push(p);
  });
  return urls;
}

// playToTheEnd waits until the computers have finished the game.
async function playToTheEnd(page, timeout) {
  await page.locator('.result').waitFor({ timeout });
}

// waitForSearches waits until the app has made at least n decisions.
async function waitForSearches(page, n, timeout = 60000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const c = await searches(page);
    if (c.workers + c.page >= n) return c;
    if (Date.now() > deadline) throw new Error(`only ${c.workers + c.page} decisions in ${timeout} ms`);
    await page.waitForTimeout(100);
  }
}

// fakeWorker is the script of a search worker that takes the compiled
// module (any module: it never runs it) and then, whether or not it says it
// is ready, never answers.
function fakeWorker(ready) {
  return `"use strict";
self.onmessage = (event) => {
  if (typeof event.data?.compile === "string") {
    postMessage(new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])));
  } else if (event.data instanceof WebAssembly.Module && ${ready}) {
    postMessage(JSON.stringify({ v: 1, ready: true, id: 0, worker: 0 }));
  }
};`;
}

describe('search workers', () => {
  test('a computer game plays its moves through the search workers, started on the first move', slow, async () => {
    const { context, page, close } = await site.fresh();
    const urls = fetched(context);
    const base = site.root.url();
    await setPace(page, base, 'instant');
    const start = await setUpComputerGame(page, base, ['easy', 'normal']);
    assert.equal(page.workers().length, 0, 'workers started before any decision');
    assert.deepEqual(urls, [], 'the search worker was loaded before any decision');
    await start.click();
    await page.waitForSelector('.table .prompt');
    const c = await waitForSearches(page, 12);
    // On a busy machine the workers may still be starting at the first
    // decisions: the page searches those itself, after one wait.
    // Once a decision is the workers', every later one is theirs.
    if (c.page > 0) {
      console.log(`the first 12 decisions: ${JSON.stringify(c)}`);
      await page.waitForFunction(() => document.querySelector('#table')?.dataset.search === 'workers', null, { timeout: slack(60000) });
    }
    const from = await searches(page);
    const after = await waitForSearches(page, from.workers + from.page + 6);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    assert.equal(after.page, from.page, `decisions searched on the page once the workers answered: ${JSON.stringify(from)}, then ${JSON.stringify(after)}`);
    assert.ok(after.workers >= from.workers + 6, `${after.workers - from.workers} of 6 decisions in the workers`);
    assert.equal(await page.locator('#table').getAttribute('data-search'), 'workers');
    assert.equal(page.workers().length, Math.min(4, Math.max(1, cores - 1)), `${page.workers().length} workers for ${cores} cores`);
    assert.ok(urls.includes('/web/search-worker.js') && urls.includes('/web/search.wasm'), `fetched ${urls.join(', ')}`);
    // A decision is counted when the worker answers, a moment before the
    // table plays it and draws its log line.
    await page.waitForFunction(() => document.querySelectorAll('.log-lines > li').length >= 12, null, { timeout: 30000 })
      .catch(() => {});
    assert.ok(await moves(page) >= 12, 'the moves were not played');
    await close();
  });

  test('a hint is searched in the workers', slow, async () => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    await setPace(page, base, 'instant');
    await startGame(page, base, 2);
    await myTurn(page);
    const before = await searches(page);
    await page.locator('button.suggest').click();
    await page.locator('.suggestion', { hasText: 'Suggested move:' }).waitFor({ timeout: 60000 });
    const after = await searches(page);
    assert.deepEqual(after, { workers: before.workers + 1, page: 0 }, `hint searched: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    assert.ok(await page.locator('.table .target.suggested').count() >= 1, 'the suggestion is not marked');
    await close();
  });

  for (const [name, server, prefix] of [['at the root', () => site.root, '/'], ['under /tabula/', () => site.sub, '/tabula/']]) {
    test(`offline, the workers start from the service worker's cache (${name})`, slow, async () => {
      const srv = server();
      const { context, page, close } = await site.fresh();
      const urls = fetched(context);
      const base = srv.url(prefix);
      await setPace(page, base, 'instant');
      await startGame(page, base, 2);
      await myTurn(page);
      await serviceWorkerReady(page);
      const cached = await page.evaluate(async () => {
        const names = [];
        for (const key of await caches.keys()) {
          for (const r of await (await caches.open(key)).keys()) names.push(new URL(r.url).pathname);
        }
        return names;
      });
      for (const want of ['web/search-worker.js', 'web/search.wasm', 'wasm_exec.js']) {
        assert.ok(cached.includes(prefix + want), `${prefix + want} is not in the service worker's cache`);
      }
      urls.length = 0;
      await srv.stop();
      try {
        await page.reload();
        await page.waitForSelector('.table .prompt');
        // The person plays until the computer has decided twice (a turn
        // can take the person several actions).
        let c = await searches(page);
        for (let i = 0; i < 20 && c.workers + c.page < 2; i++) {
          await playMoves(page, 1);
          await myTurn(page);
          c = await searches(page);
        }
        assert.ok(urls.includes(prefix + 'web/search.wasm'), `the workers did not load their wasm: ${urls.join(', ')}`);
        assert.equal(c.page, 0, `offline, decisions searched on the page: ${JSON.stringify(c)}`);
        assert.ok(page.workers().length >= 1, 'no worker running');
        assert.equal(await page.locator('#table').getAttribute('data-search'), 'workers');
      } finally {
        await srv.start();
      }
      await close();
    });
  }

  test('without Web Workers, the search on the page plays a game to the end', slow, async () => {
    const { context, page, close } = await site.fresh();
    await context.addInitScript(() => { delete window.Worker; });
    const base = site.root.url();
    await setPace(page, base, 'instant');
    const start = await setUpComputerGame(page, base, ['random', 'easy']);
    await start.click();
    await page.waitForSelector('.table .prompt');
    await playToTheEnd(page, 240000);
    const c = await searches(page);
    assert.equal(c.workers, 0, `decisions in workers that do not exist: ${JSON.stringify(c)}`);
    assert.ok(c.page >= 10, `only ${c.page} decisions on the page`);
    assert.equal(await page.locator('#table').getAttribute('data-search'), 'page');
    await close();
  });

  // A silent worker once made a Beginner computer wait 122 s, at every
  // move, and one that never started cost 15 s a decision. Now the first
  // decision waits at most its own wait (its time cap and 2 s: 2 s for
  // Beginner, 2.5 s for Easy), once; then the page searches, and the
  // console says so once.
  for (const [what, ready] of [['says it is ready and never answers', true], ['never becomes ready', false]]) {
    test(`a search worker that ${what} costs one wait, once, then the page searches and says so once`, slow, async (t) => {
      const { context, page, close } = await site.fresh({ serviceWorkers: 'block' });
      await context.route('**/web/search-worker.js', (r) => r.fulfill({ contentType: 'text/javascript', body: fakeWorker(ready) }));
      const warnings = [];
      page.on('console', (m) => { if (m.type() === 'warning' && m.text().startsWith('Tabula:')) warnings.push(m.text()); });
      const base = site.root.url();
      await setPace(page, base, 'instant');
      const start = await setUpComputerGame(page, base, ['random', 'easy']);
      // The first decision starts the workers.
      const started = new Promise((resolve) => page.once('worker', () => resolve(Date.now())));
      const t0 = Date.now();
      await start.click();
      await waitForSearches(page, 1, 30000);
      const decided = Date.now();
      const first = decided - await started;
      const c = await waitForSearches(page, 12, 60000);
      const rest = Date.now() - decided;
      t.diagnostic(`first decision ${first} ms after the workers started, the next 11 in ${rest} ms`);
      // Scaled to the machine's load (slack): the bug was a wait of
      // 15 s to 2 min a decision, at every decision.
      assert.ok(first < slack(2500 + 2000), `the first decision took ${first} ms`);
      // On the page, without waiting: under 2 s a decision on a quiet
      // machine (Easy's time cap is 0.5 s).
      assert.ok(rest < slack(11 * 2000), `the next 11 decisions took ${rest} ms`);
      assert.equal(c.workers, 0, `decisions in workers that never answer: ${JSON.stringify(c)}`);
      assert.equal(await page.locator('#table').getAttribute('data-search'), 'page');
      if (!ready) {
        // The workers are given up 15 s after the first decision, silently:
        // the console has said it already.
        await page.waitForTimeout(Math.max(0, 15500 - (Date.now() - t0)));
      }
      for (let i = 0; i < 20 && page.workers().length > 0; i++) await page.waitForTimeout(100);
      assert.equal(page.workers().length, 0, 'the workers were not given up');
      assert.equal(warnings.length, 1, `the console said: ${warnings.join(' | ')}`);
      assert.match(warnings[0], /computer players think on the page's thread/);
      await close();
    });
  }

  test('when the search wasm cannot load, the page searches instead and the game goes on', slow, async () => {
    const { context, page, close } = await site.fresh({ serviceWorkers: 'block' });
    await context.route('**/web/search.wasm', (r) => r.fulfill({ status: 404, body: 'gone' }));
    const base = site.root.url();
    await setPace(page, base, 'instant');
    const start = await setUpComputerGame(page, base, ['easy', 'greedy']);
    await start.click();
    await page.waitForSelector('.table .prompt');
    const c = await waitForSearches(page, 8);
    assert.equal(c.workers, 0, `decisions in workers that could not start: ${JSON.stringify(c)}`);
    assert.equal(await page.locator('#table').getAttribute('data-search'), 'page');
    assert.ok(await moves(page) >= 7, 'the game did not go on');
    await close();
  });
});
