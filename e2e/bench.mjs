// The web app's part of `make bench` (the app's speed bars, the benchmark
// table's web rows), measured side by side in one run and written as the "Web app"
// section of docs/BENCHMARKS.md (make bench: cmd/benchtable runs it with
// BENCH_OUT set and puts the section in the table it writes):
//
//  1. app.wasm raw, gzip and brotli sizes, as cmd/static serves it (its
//     data packed), against a go-app hello world (bench/hello) built now
//     with the same flags, and the computers' search worker, search.wasm;
//     BENCH_PART=sizes runs this part alone and replaces only its
//     subsection;
//  2. loading in headless Chromium from the real server (cmd/server) on
//     localhost: cold, in a fresh profile, to the first interactive Home
//     screen, and again from the service worker's cache with the server
//     stopped;
//  2b. a link on a phone: a share link of a 60-move Battle
//     Merchants game opened cold at 390×844 with touch, the CPU slowed 4×
//     and the network emulated on three profiles (CDP), against go-app's
//     hello world's own site (bench/hello) in the same run: the time to the
//     link's preview (web/loading.js) and to the join question, against
//     hello's time to ready, the main thread's long tasks, and both wasm
//     files' brotli sizes. BENCH_LINK_BEFORE=dir (a site built by make
//     static from an earlier commit) measures that build too, alternating;
//     BENCH_PART=link runs this part alone and replaces only its
//     subsection; BENCH_LINK_RUNS (default 3) sets the runs of each;
//  2b'. Lighthouse on Home: Lighthouse's mobile preset (bench/lighthouse,
//     installed by make bench) on Home and on go-app's hello world's own
//     site, runs alternating (BENCH_LIGHTHOUSE_RUNS, at least 3): the
//     medians side by side and as ratios. BENCH_LIGHTHOUSE_BEFORE=dir (a
//     site built by make static from an earlier commit) measures its Home
//     too, alternating; BENCH_PART=lighthouse runs this part alone and
//     replaces only its subsection;
//  2c. live play: a 2-player game of each game played live to
//     its end between two browser contexts (e2e/live.mjs, the games of
//     live.test.mjs), each turn's arrival on the other table timed in the
//     pages, against a bar of a second (once live.test.mjs's own);
//     BENCH_PART=live runs this part alone;
//  3. in every game, a whole 2-player game of two computers (Normal and
//     Hard) at the "instant" pace: how long the page's main thread is
//     blocked at a time (long tasks and frame gaps on the clock, and the
//     CPU time of every task from a Chromium trace; the frame gaps around
//     the page's update after a move apart from those while a computer
//     thinks) and how long Hard takes per move; then the frame gaps of a
//     table where nobody moves, with the machine idle and with one core
//     busy, the floor under those gaps;
//  3b. in every game, Hard's moves on a device 4× slower than this one,
//     emulated by Chromium's throttling of the page and by a cgroup that
//     holds the whole browser, workers included, to a quarter of the CPU
//     (slowBrowser; needs root and cgroup v1's cpu controller, else that
//     half is not measured); BENCH_PART=slow runs this part alone and
//     replaces only its subsection of docs/BENCHMARKS.md;
//  4. in every game, the table's update after a person's move at 1366×768
//     (e2e/update.mjs): from a trace, the main thread's CPU time from the
//     click until the new position is painted, and all of it in a window
//     around the move. BENCH_BEFORE=dir (a site built by make static from an
//     earlier commit) measures that build too, alternating game by game, and
//     keeps its figures in docs/bench/table-update-before.json as the
//     comparison for later runs; BENCH_PART=update runs this part alone and
//     replaces only its subsection of docs/BENCHMARKS.md.
//  4b. the phone table: a whole game of each game played by taps on the
//     board at 390×844 and 360×740 (e2e/phone.mjs, as the phone's browser
//     tests play it): the board's view's share of the screen's height at
//     the decisions on the board (median, least) and the drags a player
//     would need to reach a target (targets out of view as their decision
//     opens), against the goals of 55% and none; BENCH_PART=phone runs this
//     part alone and replaces only its subsection;
//  4c. a whole game by keyboard: each game against Easy played by the
//     keyboard alone, as e2e/keyboard.test.mjs plays it (e2e/keys.mjs):
//     the keys each decision needed from where the focus was left (median,
//     most) against the goal of 8; BENCH_PART=keys runs this part alone and
//     replaces only its subsection;
//  5. the review's analysis of that game: how long the Hard
//     search takes to judge every decision of the first seat, in the
//     browser, for the whole game and per decision.
//
// Run: make wasm && cd e2e && node bench.mjs (make bench does both).
// BENCH_GAMES=battlemerchants,... limits part 3 to those games,
// BENCH_RUNS (default 10) sets the number of loads of each kind,
// BENCH_ANALYSIS_RUNS (default 1) the number of times each game is analysed
// (the whole game's time is their median),
// BENCH_QUIET_LOAD=3 waits (up to 15 minutes) before each measurement for
// the machine's 1-minute load average to fall below 3, BENCH_OUT=file writes
// the section to that file instead of into docs/BENCHMARKS.md, and
// BENCH_WRITE=0 prints the section without writing it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { closeAll, friendsOn } from './friends.mjs';
import { artifacts, buildSites, catalog, chromiumPath, launch, lcg, open, repo, Server, serviceWorkerReady, setPace } from './harness.mjs';
import { liveSetups, playOn, startLive } from './live.mjs';
import { keyboardGame, keysSummary } from './keys.mjs';
import { playOnPhone, share as phoneShare } from './phone.mjs';
import { moves, sizes as tableSizes } from './table.mjs';
import { measureUpdates } from './update.mjs';
import {
  load, levelName, mainThreadTasks, median, now, quantile, readWatch, setUpComputerGame,
  traceCategories, watchPage,
} from './perf.mjs';

const runs = Number(process.env.BENCH_RUNS || 10);
const analysisRuns = Number(process.env.BENCH_ANALYSIS_RUNS || 1);
const analysisLimit = 60 * 60 * 1000; // ms for one analysis of a whole game
const quietLoad = Number(process.env.BENCH_QUIET_LOAD || 0);
const write = process.env.BENCH_WRITE !== '0';
const outFile = process.env.BENCH_OUT;
const gameLimit = 15 * 60 * 1000; // ms for the whole computer game
const levels = ['normal', 'hard'];
const allGames = catalog();
// BENCH_GAMES=id,id plays the computer games of those games only.
const games = process.env.BENCH_GAMES
  ? allGames.filter((g) => process.env.BENCH_GAMES.split(',').includes(g.id))
  : allGames;
const bars = { sizeRatio: 2, cold: 1500, cached: 500, block: 100, live: 1000 };

function log(...args) {
  console.log('bench:', ...args);
}

// waitQuiet waits, when asked to, for the machine to be quiet enough.
async function waitQuiet(what) {
  if (!quietLoad) return;
  const deadline = Date.now() + 15 * 60 * 1000;
  while (load() >= quietLoad && Date.now() < deadline) {
    log(`${what}: load average ${load().toFixed(1)}, waiting for < ${quietLoad}`);
    await new Promise((r) => setTimeout(r, 30000));
  }
}

// phase runs f, noting the load average before and after.
async function phase(name, f) {
  await waitQuiet(name);
  const before = load();
  log(`${name} (load average ${before.toFixed(1)})`);
  const result = await f();
  return { ...result, load: [before, load()] };
}

function machine(browserVersion) {
  const cpus = os.cpus();
  const go = execFileSync('go', ['env', 'GOVERSION'], { cwd: repo }).toString().trim();
  return {
    cpu: `${cpus.length} × ${cpus[0].model.trim()}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()}`,
    go, node: process.version, chromium: browserVersion,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  };
}

// sizes builds the hello world and measures it and the site's two wasm files
// as served.
function sizes(dir) {
  const hello = path.join(dir, 'hello.wasm');
  execFileSync('go', ['build', '-trimpath', '-ldflags=-s -w', '-o', hello, './bench/hello'], {
    cwd: repo, env: { ...process.env, GOOS: 'js', GOARCH: 'wasm' }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The site's app.wasm and search.wasm, whose brotli siblings cmd/static wrote.
  const web = path.join(dir, 'root', 'web');
  const out = execFileSync('go', ['run', './bench/wasmsize', path.join(web, 'app.wasm'), hello, path.join(web, 'search.wasm')], { cwd: repo });
  const [app, world, search] = JSON.parse(out.toString());
  // The size profile: both again, keeping their symbols.
  const env = { ...process.env, GOOS: 'js', GOARCH: 'wasm' };
  const sym = (pkg, file) => execFileSync('go', ['build', '-trimpath', '-o', path.join(dir, file), pkg], { cwd: repo, env, stdio: ['ignore', 'inherit', 'inherit'] });
  sym('./cmd/web', 'app-symbols.wasm');
  sym('./bench/hello', 'hello-symbols.wasm');
  const profile = execFileSync('go', ['run', './bench/wasmprofile', path.join(dir, 'app-symbols.wasm'), path.join(dir, 'hello-symbols.wasm')], { cwd: repo }).toString().trim();
  return { app, hello: world, search, profile };
}

// readyScript records, as window.__ready, when the app itself has drawn the
// Home screen: its heading inside a root that go-app mounted, not inside the
// pre-rendered page that the HTML carries (which shows the same heading
// before the wasm has even loaded).
function readyScript() {
  const prerendered = new WeakSet();
  let parsed = false; // the wasm cannot have run before DOMContentLoaded
  const check = () => {
    if (window.__ready !== undefined || !parsed) return;
    const h1 = document.querySelector('.tabula main h1');
    if (h1 && !prerendered.has(h1.closest('.tabula'))) window.__ready = performance.now();
  };
  document.addEventListener('DOMContentLoaded', () => {
    for (const el of document.querySelectorAll('.tabula')) prerendered.add(el);
    parsed = true;
    check();
  });
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function visit(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 60000 });
  const ready = await page.evaluate(() => window.__ready);
  return { page, ready };
}

// loading measures runs cold loads, each in a fresh profile, each followed
// by a load from the service worker's cache with the server stopped.
async function loading(browser, server) {
  const cold = [], cached = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    await context.addInitScript(readyScript);
    const first = await visit(context, server.url());
    cold.push(first.ready);
    await serviceWorkerReady(first.page);
    await first.page.close();
    await server.stop();
    try {
      const second = await visit(context, server.url());
      cached.push(second.ready);
    } finally {
      await server.start();
      await context.close();
    }
  }
  return { cold, cached };
}

// --- A link on a phone ---

// linkProfiles are the networks a link is opened on (CDP
// Network.emulateNetworkConditions; throughput in bytes a second).
const linkProfiles = [
  { name: 'none', net: null },
  { name: 'WebPageTest\'s 4G (9 Mbps, 170 ms RTT)', net: { latency: 170, downloadThroughput: 9e6 / 8, uploadThroughput: 9e6 / 8 } },
  { name: 'Lighthouse\'s slow 4G (1.6 Mbps, 150 ms)', net: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 } },
];
const linkRuns = Number(process.env.BENCH_LINK_RUNS || 3);
const linkMoves = 60;
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
const phoneCPU = 4;
const linkLimit = 5 * 60 * 1000;

// helloSite builds go-app's hello world (bench/hello) with app.wasm's flags
// and its static site into dir/hello, with brotli and gzip siblings as
// cmd/static writes them, and returns the site's directory.
function helloSite(dir, icon) {
  const wasm = path.join(dir, 'hello.wasm');
  const site = path.join(dir, 'hello');
  execFileSync('go', ['build', '-trimpath', '-ldflags=-s -w', '-o', wasm, './bench/hello'], {
    cwd: repo, env: { ...process.env, GOOS: 'js', GOARCH: 'wasm' }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  execFileSync('go', ['run', './bench/hello', '-wasm', wasm, '-icon', icon, '-out', site], { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
  for (const name of ['web/app.wasm', 'app.js', 'wasm_exec.js', 'index.html', 'app.css']) {
    const file = path.join(site, name);
    if (!fs.existsSync(file)) continue;
    const b = fs.readFileSync(file);
    fs.writeFileSync(file + '.br', zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(file + '.gz', zlib.gzipSync(b, { level: 9 }));
  }
  return site;
}

// phoneWatch, in the page, notes when the link's preview is painted, when the
// app has drawn the join question (or, for the hello world, removed its
// loader) and the main thread's long tasks, in window.__phone.
function phoneWatch(hello) {
  const w = { tasks: [] };
  window.__phone = w;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // The preview is on screen when its title is painted (element timing).
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.identifier === 'link-preview') w.preview ??= e.renderTime || e.loadTime;
    }).observe({ type: 'element', buffered: true });
  } catch {}
  let parsed = false;
  const check = () => {
    if (w.inserted === undefined && document.querySelector('.link-preview')) w.inserted = performance.now();
    if (!parsed || document.getElementById('app-wasm-loader')) return;
    if (w.ready === undefined) w.ready = performance.now();
    if (w.join === undefined && document.getElementById('shared-title')) w.join = performance.now();
    if (w.done === undefined && (hello ? w.ready : w.join) !== undefined) w.done = hello ? w.ready : w.join;
  };
  document.addEventListener('DOMContentLoaded', () => {
    parsed = true;
    check();
  });
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

// phoneLoad opens url in a fresh profile on a phone on the network net,
// with the HTTP cache off, and returns the page's times.
async function phoneLoad(browser, url, net, hello) {
  const context = await browser.newContext(phone);
  await context.addInitScript(phoneWatch, hello);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (net) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...net });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCPU });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__phone.done !== undefined, null, { timeout: linkLimit, polling: 100 });
    const w = await page.evaluate(() => window.__phone);
    const tasks = w.tasks.filter(([start]) => start < w.done);
    return {
      done: w.done, preview: w.preview, inserted: w.inserted,
      blocking: tasks.reduce((t, [, d]) => t + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...tasks.map(([, d]) => d)),
    };
  } finally {
    await context.close();
  }
}

// brotliOf is the size of a site's web/app.wasm.br, or of another wasm of
// its web folder.
const brotliOf = (site, name = 'app.wasm') => fs.statSync(path.join(site, 'web', name + '.br')).size;

// linkOnPhone measures the link → join path of the site served by server,
// of the site in BENCH_LINK_BEFORE when set, and hello's ready, alternating
// run by run on each network profile.
async function linkOnPhone(browser, server, dir) {
  const frag = execFileSync('go', ['run', './bench/link', '-game', 'battlemerchants', '-moves', String(linkMoves)], { cwd: repo }).toString().trim();
  const hello = await new Server(path.join(dir, 'server'), helloSite(dir, path.join(dir, 'root', 'web', 'icon-192.png'))).start();
  const beforeDir = process.env.BENCH_LINK_BEFORE;
  // The page of a Battle Merchants link (app.LinkPath), whose link build it
  // loads; a site from before the link builds opens links at its root.
  const linkPage = '/open-battlemerchants#';
  const beforeLinkPage = beforeDir && !fs.existsSync(path.join(beforeDir, 'open-battlemerchants.html')) ? '/#' : linkPage;
  const before = beforeDir ? await new Server(path.join(dir, 'server'), beforeDir).start() : null;
  const out = {
    fragment: frag.length, profiles: [],
    brotli: {
      app: brotliOf(path.join(dir, 'root')), hello: brotliOf(hello.dir), before: beforeDir ? brotliOf(beforeDir) : undefined,
      // Each game's link build (web/app-ID.wasm), by file name.
      links: Object.fromEntries(fs.readdirSync(path.join(dir, 'root', 'web')).filter((n) => /^app-.+\.wasm$/.test(n))
        .map((n) => [n, brotliOf(path.join(dir, 'root'), n)])),
    },
  };
  try {
    for (const profile of linkProfiles) {
      out.profiles.push(await phase(`a link on a phone, network ${profile.name}`, async () => {
        const r = { name: profile.name, hello: [], app: [], before: [] };
        for (let i = 0; i < linkRuns; i++) {
          r.hello.push(await phoneLoad(browser, hello.url('/'), profile.net, true));
          r.app.push(await phoneLoad(browser, server.url(linkPage + frag), profile.net, false));
          if (before) r.before.push(await phoneLoad(browser, before.url(beforeLinkPage + frag), profile.net, false));
        }
        log(`${profile.name}: hello ${s2(median(r.hello.map((x) => x.done)))}, link → join ${s2(median(r.app.map((x) => x.done)))}`);
        return r;
      }));
    }
  } finally {
    await hello.stop();
    await before?.stop();
  }
  return out;
}

const lighthouseRuns = Math.max(3, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));
const lighthouseBin = path.join(repo, 'bench', 'lighthouse', 'node_modules', '.bin', 'lighthouse');

// lighthouse runs Lighthouse's mobile preset (its default: a 412×823
// phone, slow 4G and the CPU 4× slower, simulated from one unthrottled
// load) on url in Chromium, with a fresh profile, and returns its figures.
function lighthouse(url, dir) {
  const out = path.join(dir, 'lighthouse.json');
  execFileSync(lighthouseBin, [url, '--output=json', `--output-path=${out}`, '--only-categories=performance', '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], {
    env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  const a = r.audits;
  const lcpNode = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round(r.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    si: a['speed-index'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    index: r.environment.benchmarkIndex,
    lcpElement: lcpNode?.selector ?? '',
    version: r.lighthouseVersion,
  };
}

// lighthouseHome runs Lighthouse on the Home of the site server serves, on
// go-app's hello world and, with BENCH_LIGHTHOUSE_BEFORE, on that site's
// Home, in turn, lighthouseRuns times.
async function lighthouseHome(server, dir) {
  if (!fs.existsSync(lighthouseBin)) throw new Error(`${lighthouseBin} is missing: run make bench/lighthouse/node_modules`);
  const hello = await new Server(path.join(dir, 'server'), helloSite(dir, path.join(dir, 'root', 'web', 'icon-192.png'))).start();
  const beforeDir = process.env.BENCH_LIGHTHOUSE_BEFORE;
  const before = beforeDir ? await new Server(path.join(dir, 'server'), beforeDir).start() : null;
  const out = { home: [], hello: [], before: [] };
  try {
    for (let i = 0; i < lighthouseRuns; i++) {
      await waitQuiet('Lighthouse');
      out.home.push(lighthouse(server.url('/'), dir));
      out.hello.push(lighthouse(hello.url('/'), dir));
      if (before) out.before.push(lighthouse(before.url('/'), dir));
      log(`Lighthouse run ${i + 1}: Home ${out.home.at(-1).score} (LCP ${s2(out.home.at(-1).lcp)}, TBT ${ms(out.home.at(-1).tbt)}),` +
        ` hello ${out.hello.at(-1).score} (LCP ${s2(out.hello.at(-1).lcp)}, TBT ${ms(out.hello.at(-1).tbt)})` +
        (before ? `, before ${out.before.at(-1).score} (LCP ${s2(out.before.at(-1).lcp)}, TBT ${ms(out.before.at(-1).tbt)})` : ''));
    }
  } finally {
    await hello.stop();
    await before?.stop();
  }
  return out;
}

// liveGames plays each of live.test.mjs's games live to its end between
// two devices (browser contexts), each turn by random legal targets, and
// keeps every turn's arrival on the other table: from when the mover's
// table first showed the turn's last move to when the other's did.
async function liveGames(browser, server) {
  const { device, setUp } = friendsOn({ browser, root: server });
  const names = Object.fromEntries(allGames.map((g) => [g.id, g.name]));
  const rows = [];
  for (const { game, variants, prefer, seed } of liveSetups) {
    rows.push(await phase(`live between two devices: ${names[game]}`, async () => {
      const devs = [await device('Ann'), await device('Bea')];
      try {
        const { at } = await startLive(server.url('/'), setUp, game, devs, variants);
        const r = await playOn(game, devs, at, lcg(seed), { prefer });
        log(`${names[game]} live: ${r.turns} turns, slowest arrival ${r.slowest} ms`);
        return { name: names[game], turns: r.turns, moves: await moves(devs[0].page), arrivals: r.arrivals.sort((a, b) => a - b) };
      } finally {
        await closeAll(devs);
      }
    }));
  }
  return rows;
}

// computerGame has two computers play a whole game of game while the page
// is watched.
async function computerGame(browser, server, game) {
  const context = await browser.newContext();
  await watchPage(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const base = server.url();
  await setPace(page, base, 'instant');
  const start = await setUpComputerGame(page, base, levels, game.id);
  await start.click();
  await page.waitForSelector('.table .prompt');
  await browser.startTracing(page, { categories: traceCategories });
  const from = await now(page, 'tabula-bench');
  const deadline = Date.now() + gameLimit;
  while (Date.now() < deadline && await page.locator('.result').count() === 0) {
    await page.waitForTimeout(500);
  }
  const finished = await page.locator('.result').count() > 0;
  const trace = await browser.stopTracing();
  const seen = await readWatch(page, from);
  const analysed = finished ? await analysis(page, game) : null;
  await context.close();
  if (errors.length > 0) throw new Error(`${game.name}: uncaught errors in the page: ` + errors.join('; '));
  const tasks = mainThreadTasks(trace, 'tabula-bench', from);
  return { game, finished, seen, tasks, analysed };
}

// stillSeconds is how long stillTable watches a table where nobody moves.
const stillSeconds = 20;

// stillTable watches the animation frames of a 2-player Battle Merchants
// table where nobody moves, for stillSeconds: the floor under the frame
// gaps while computers play. With busy, a process spins on one core
// throughout, as a computer's search worker does while it thinks (the
// page's policy, worker-src 'self', keeps a spinning worker of the page's
// own out; to the machine's scheduler a busy thread is a busy thread).
async function stillTable(browser, server, busy) {
  const context = await browser.newContext();
  await watchPage(context);
  const page = await context.newPage();
  await open(page, server.url('/new?game=battlemerchants'));
  await page.click('label[for=players-2]');
  await page.locator('text=Start the game').click();
  await page.waitForSelector('.table .prompt');
  const spinner = busy ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null;
  try {
    await page.waitForTimeout(1000);
    const from = await now(page);
    await page.waitForTimeout(stillSeconds * 1000);
    const seen = await readWatch(page, from);
    return { busy, gaps: [...seen.gaps].sort((a, b) => a - b) };
  } finally {
    spinner?.kill();
    await context.close();
  }
}

// --- Hard on a slow device ---

// slowRate is how many times slower than this machine the slow device is.
const slowRate = 4;
// slowHardMoves is how many of Hard's moves a slow game plays before it is
// left; slowLimit caps its time.
const slowHardMoves = Number(process.env.BENCH_SLOW_MOVES || 12);
const slowLimit = 8 * 60 * 1000;
// slowGroup is the cgroup (v1 cpu controller) that holds the slow browser.
const slowGroup = '/sys/fs/cgroup/cpu/tabula-bench-slow';

// slowBrowser starts Chromium with the whole browser — the page, its search
// workers, its compositor — held to 1/slowRate of this machine's CPU time
// by a cgroup's CFS quota (in 10 ms periods), or returns null with the
// reason where no cgroup can be made (not root, no cgroup v1 cpu
// controller). Chromium's own throttling, Emulation.setCPUThrottlingRate,
// slows the page's main thread only: a dedicated worker's target refuses
// it ("Operation is only supported for pages, not workers", Chromium 156).
async function slowBrowser() {
  const script = path.join(os.tmpdir(), 'tabula-slow-chromium.sh');
  try {
    fs.mkdirSync(slowGroup, { recursive: true });
    fs.writeFileSync(path.join(slowGroup, 'cpu.cfs_period_us'), '10000');
    fs.writeFileSync(path.join(slowGroup, 'cpu.cfs_quota_us'), String(Math.round(10000 * os.cpus().length / slowRate)));
    fs.writeFileSync(script, `#!/bin/sh\necho $$ > ${slowGroup}/cgroup.procs && exec ${chromiumPath} "$@"\n`, { mode: 0o755 });
  } catch (err) {
    return { why: `no cgroup for a slow browser: ${err.message}` };
  }
  return { browser: await launch({ executablePath: script }) };
}

// throttledGame has Normal and Hard play game until Hard has made slowHardMoves
// moves, on a slow device: how 'page' slows the page's main thread with
// Emulation.setCPUThrottlingRate, how 'browser' is a browser from
// slowBrowser. It returns the time of each Hard move (from the previous
// move on the page), the gaps between animation frames, and where the
// searches ran.
async function throttledGame(browser, server, game, how) {
  const context = await browser.newContext();
  await watchPage(context);
  const page = await context.newPage();
  const base = server.url();
  await setPace(page, base, 'instant');
  const start = await setUpComputerGame(page, base, levels, game.id);
  if (how === 'page') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowRate });
  }
  const load0 = load();
  await start.click();
  await page.waitForSelector('.table .prompt');
  const from = await now(page, 'tabula-slow');
  const deadline = Date.now() + slowLimit;
  let seen;
  for (;;) {
    await page.waitForTimeout(1000);
    seen = await readWatch(page, from);
    const hard = seen.moves.filter((m) => m.seat === levelName('hard')).length;
    if (hard >= slowHardMoves || Date.now() > deadline || await page.locator('.result').count() > 0) break;
  }
  const searched = await page.evaluate(() => window.tabulaSearch ?? {});
  await context.close();
  const hard = seen.moves.filter((m) => m.seat === levelName('hard')).map((m) => m.wait).sort((a, b) => a - b);
  return { hard, gaps: [...seen.gaps].sort((a, b) => a - b), searched, load: [load0, load()] };
}

// slowGames plays throttledGame in every game both ways.
async function slowGames(browser, server) {
  const slow = await slowBrowser();
  const out = { why: slow.why, games: [] };
  try {
    for (const game of games) {
      out.games.push({
        game,
        page: await phase(`Hard on a slow page: ${game.name}`, () => throttledGame(browser, server, game, 'page')),
        browser: slow.browser ? await phase(`Hard in a slow browser: ${game.name}`, () => throttledGame(slow.browser, server, game, 'browser')) : null,
      });
    }
  } finally {
    await slow.browser?.close();
  }
  return out;
}

// analysis opens the review of the finished game on page and has it
// analysed analysisRuns times (its kept results deleted before each): the
// time from the click on Analyse to the end, and the time of each
// decision, from the page's clock (each judged decision changes the
// progress line), and the CPU time of the page's longest main-thread task
// meanwhile (a Chromium trace, as for the computers' moves).
async function analysis(page, game) {
  const browser = page.context().browser();
  await page.click('.overlay.result .review-link');
  await page.waitForSelector('#review .board-canvas');
  const id = new URL(page.url()).searchParams.get('id');
  const wholes = [];
  let decisions = [];
  let count = 0;
  let longest = 0;
  const load0 = load();
  for (let i = 0; i < analysisRuns; i++) {
    if (i > 0) {
      await page.evaluate((k) => localStorage.removeItem(k), 'tabula.analysis.' + id);
      await page.reload();
      await page.waitForSelector('#review .board-canvas');
    }
    await page.evaluate(() => {
      window.__judged = [];
      let last = '';
      new MutationObserver(() => {
        const p = document.querySelector('#review .analysis-progress p');
        const done = document.querySelector('#review .analysis-done');
        const text = p ? p.textContent : done ? 'done' : '';
        if (text && text !== last) {
          last = text;
          const n = done ? Number(done.textContent.match(/Analysed (\d+)/)?.[1]) : Number(text.match(/(\d+) of \d+/)?.[1]);
          window.__judged.push({ t: performance.now(), n });
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await browser.startTracing(page, { categories: traceCategories });
    const start = await now(page, 'tabula-analysis');
    await page.click('#review button.analyse');
    await page.waitForSelector('#review .analysis-done', { timeout: analysisLimit });
    const end = await page.evaluate(() => performance.now());
    const tasks = mainThreadTasks(await browser.stopTracing(), 'tabula-analysis', start);
    longest = Math.max(longest, ...tasks.map((t) => t.cpu));
    const marks = await page.evaluate(() => window.__judged);
    wholes.push(end - start);
    // The first mark is the progress line appearing; each later one ends
    // a batch of decisions judged in the search workers at once (one, on
    // the page's thread), each counted at the batch's time per decision.
    decisions = marks.slice(1).flatMap((m, k) => {
      const judged = m.n - marks[k].n;
      return judged > 0 ? Array(judged).fill((m.t - marks[k].t) / judged) : [];
    });
    count = Number((await page.locator('#review .analysis-done').innerText()).match(/Analysed (\d+)/)[1]);
  }
  log(`${game.name}: analysed ${count} decisions in ${s2(median(wholes))}`);
  return { count, wholes, decisions, longest, load: [load0, load()] };
}

// --- the report ---

const kB = (n) => `${(n / 1024).toFixed(0)} KiB`;
const MB = (n) => `${(n / 1e6).toFixed(2)} MB`;
const ms = (n) => `${Math.round(n)} ms`;
const s2 = (n) => `${(n / 1000).toFixed(2)} s`;
const verdict = (ok) => (ok ? '**met**' : '**missed**');
const loadText = (l) => `${l[0].toFixed(1)} → ${l[1].toFixed(1)}`;

function sizeSection(r) {
  const { app, hello, search } = r;
  const ratio = app.brotli / hello.brotli;
  return [
    '### Download size of app.wasm',
    '',
    'Both built with `GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w"`; gzip and brotli at their',
    'best levels, brotli with the pure-Go encoder that `cmd/static` uses for the `.br` files it serves',
    '(`go run ./bench/wasmsize`). The hello world (`bench/hello`) is go-app\'s, wasm side only, as',
    '`cmd/web` is. Tabula\'s files are measured as `cmd/static` serves them, their data packed into one',
    'segment (`packData`); hello\'s as Go builds it (packed the same way it would be about 6% smaller:',
    '[bench/wasm-profile.md](bench/wasm-profile.md), "Packed data").',
    '',
    '| | raw | gzip | brotli |',
    '|---|---|---|---|',
    `| Tabula \`app.wasm\` | ${MB(app.raw)} | ${MB(app.gzip)} | ${MB(app.brotli)} |`,
    `| go-app hello world | ${MB(hello.raw)} | ${MB(hello.gzip)} | ${MB(hello.brotli)} |`,
    `| Tabula / hello world | ${(app.raw / hello.raw).toFixed(2)}× | ${(app.gzip / hello.gzip).toFixed(2)}× | ${ratio.toFixed(2)}× |`,
    `| Search worker \`search.wasm\` (engines and bots, no go-app; fetched on the first computer move or hint) | ${MB(search.raw)} | ${MB(search.gzip)} | ${MB(search.brotli)} |`,
    '',
    `Bar: brotli at most ${bars.sizeRatio}× the hello world's — ${verdict(ratio <= bars.sizeRatio)} (${ratio.toFixed(2)}×;` +
      ` the app adds ${kB(app.brotli - hello.brotli)} of brotli to go-app's ${kB(hello.brotli)}).`,
    '',
    'Package by package (`go run ./bench/wasmprofile`, both built again keeping their symbols; the code by',
    'package from the name section, the data section whole; "brotli, alone" is a part compressed by itself).',
    'What the profile says and which levers were weighed: [bench/wasm-profile.md](bench/wasm-profile.md).',
    '',
    r.profile,
  ];
}

function loadingSection(r) {
  const row = (name, v, bar) => {
    const sorted = [...v].sort((a, b) => a - b);
    return `| ${name} | ${ms(median(v))} | ${ms(sorted[0])} | ${ms(sorted.at(-1))} | ${ms(bar)} — ${verdict(median(v) <= bar)} |`;
  };
  return [
    '### Loading',
    '',
    `Headless Chromium against \`cmd/server\` serving the \`make static\` site on 127.0.0.1, ${runs} runs of`,
    'each. Time from the start of navigation (the page\'s `performance.now()`) until the app has drawn',
    'the Home screen (its heading in the tree go-app mounted, not the pre-rendered HTML): app.wasm',
    'downloaded (brotli), compiled and started. Cold: a fresh browser profile each run (empty HTTP',
    'cache, no service worker). Cached: a second visit in that profile once the service worker has',
    'filled its cache, with the server stopped.',
    '',
    '| Load to the interactive Home screen | median | fastest | slowest | bar (median) |',
    '|---|---|---|---|---|',
    row('cold', r.cold, bars.cold),
    row('from the service-worker cache', r.cached, bars.cached),
    '',
    `Load average during the runs: ${loadText(r.load)}.`,
    ...(median(r.cold) > bars.cold || median(r.cached) > bars.cached
      ? ['A load is mostly CPU work: compiling and starting the 10 MB wasm, then go-app\'s first render. With',
        `other work keeping the machine's ${os.cpus().length} cores busy (see the load average), that work waits for a core,`,
        'and the slowest runs are several times the fastest: the miss is most likely that waiting, which a',
        'quiet machine (BENCH_QUIET_LOAD) would show.']
      : []),
  ];
}

// linkSection reports linkOnPhone: medians of its runs, as ratios to
// hello's ready time on the same network.
function linkSection(r, m) {
  const med = (v, k) => median(v.map((x) => x[k]));
  // The preview's cell: the median paint of the runs that painted it, and
  // how many did when not all; a preview never painted before the app
  // replaced it says when it was put in the page.
  const previewCell = (runs) => {
    const painted = runs.filter((x) => x.preview !== undefined);
    if (painted.length === 0) {
      const put = runs.filter((x) => x.inserted !== undefined);
      return put.length ? `not painted (in the page at ${s2(med(put, 'inserted'))})` : 'not shown';
    }
    return s2(med(painted, 'preview')) + (painted.length < runs.length ? ` (${painted.length} of ${runs.length} runs)` : '');
  };
  const hasBefore = r.profiles.some((p) => p.before.length > 0);
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  const rows = r.profiles.map((p) => {
    const hello = med(p.hello, 'done');
    const cells = [p.name, s2(hello), previewCell(p.app), s2(med(p.app, 'done')), ratio(med(p.app, 'done'), hello)];
    if (hasBefore) cells.push(s2(med(p.before, 'done')), ratio(med(p.before, 'done'), hello));
    cells.push(`${ms(med(p.hello, 'blocking'))} / ${ms(med(p.app, 'blocking'))}${hasBefore ? ` / ${ms(med(p.before, 'blocking'))}` : ''}`);
    cells.push(`${ms(med(p.hello, 'longest'))} / ${ms(med(p.app, 'longest'))}${hasBefore ? ` / ${ms(med(p.before, 'longest'))}` : ''}`);
    cells.push(loadText(p.load));
    return `| ${cells.join(' | ')} |`;
  });
  const fourG = r.profiles[1];
  const goal = fourG ? med(fourG.app, 'done') / med(fourG.hello, 'done') : NaN;
  const who = hasBefore ? 'hello / Tabula / before' : 'hello / Tabula';
  return [
    '### A link on a phone',
    '',
    ...(m ? [`Measured by \`make bench\` on ${m.date} (\`BENCH_PART=link\`, this part alone): ${m.cpu}, ${m.os}; Chromium ${m.chromium}.`, ''] : []),
    `A share link of a ${linkMoves}-move 2-player Battle Merchants game (\`go run ./bench/link\`, ${r.fragment} characters of fragment)`,
    `opened cold (a fresh profile, the HTTP cache off) on a 390×844 touch screen with the CPU slowed ${phoneCPU}× (CDP`,
    '`Emulation.setCPUThrottlingRate`) and the network emulated by CDP, against go-app\'s hello world, whose',
    'own site (`bench/hello`: go-app\'s default handler, its wasm built with the same flags) the same server',
    `serves in the same run, runs alternating; medians of ${linkRuns}. From the start of navigation to: the link's`,
    'preview painted (`web/loading.js`, shown while app.wasm loads; its title\'s element timing), Tabula\'s join question ("Open this shared game?",',
    'drawn by the app), hello\'s ready (go-app\'s loader removed). Blocking: the main thread\'s long tasks',
    'until then, each past its first 50 ms, summed (total blocking time).',
    ...(hasBefore ? ['Before: the build in `BENCH_LINK_BEFORE`, measured the same way in the same run.'] : []),
    '',
    `| network | hello: ready | Tabula: preview | Tabula: join | ratio |${hasBefore ? ' before: join | ratio |' : ''} blocking (${who}) | longest task (${who}) | load average |`,
    `|---|---|---|---|---|${hasBefore ? '---|---|' : ''}---|---|---|`,
    ...rows,
    '',
    `app.wasm brotli: ${MB(r.brotli.app)}, ${ratio(r.brotli.app, r.brotli.hello)} hello's ${MB(r.brotli.hello)}` +
      (r.brotli.before ? ` (before: ${MB(r.brotli.before)}, ${ratio(r.brotli.before, r.brotli.hello)}).` : '.'),
    'The link builds, which the page of a game\'s links loads on a first visit instead (app.LinkPath; this link\'s is' +
      ' app-battlemerchants.wasm): ' + Object.entries(r.brotli.links).map(([n, b]) => `${n} ${MB(b)}, ${ratio(b, r.brotli.hello)}`).join('; ') + '.',
    `The link page's goal: link → join at most 1.5× hello's ready on the 4G profile — ${verdict(goal <= 1.5)} (${goal.toFixed(2)}×);` +
      ` app.wasm brotli at most 1.6× hello's — ${verdict(r.brotli.app / r.brotli.hello <= 1.6)};` +
      ` the link's download (its link build) at most 1.6× — ${verdict(r.brotli.links['app-battlemerchants.wasm'] / r.brotli.hello <= 1.6)}.`,
  ];
}

// liveSection reports liveGames: each game's arrivals (ms) of a turn on the
// other table, against the bar.
function liveSection(rows, m) {
  const all = rows.flatMap((r) => r.arrivals);
  const worst = Math.max(...rows.map((r) => quantile(r.arrivals, 0.9)));
  return [
    '### Live moves between two devices',
    '',
    ...(m ? [`Measured by \`make bench\` on ${m.date} (\`BENCH_PART=live\`, this part alone): ${m.cpu}, ${m.os}; Chromium ${m.chromium}.`, ''] : []),
    'A 2-player game of each game played live to its end between two browser contexts of one Chromium (a WebRTC',
    'data channel over the machine\'s own interface, no STUN server), each turn by random legal targets at the',
    '"instant" pace, as `e2e/live.test.mjs` plays them (`e2e/live.mjs`). A turn\'s arrival: from when the mover\'s',
    'table first showed the turn\'s last move to when the other table did, both read in the pages every 5 ms.',
    '',
    '| game | turns | moves | arrival: median | 90th pct. | slowest | load average |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.turns} | ${r.moves} | ${ms(median(r.arrivals))} | ${ms(quantile(r.arrivals, 0.9))} | ${ms(Math.max(...r.arrivals))} | ${loadText(r.load)} |`),
    '',
    `Bar (once live.test.mjs's own): a turn on the other table within ${bars.live} ms, 9 turns in 10 —`,
    `${verdict(worst <= bars.live)} (the worst game's 90th percentile ${ms(worst)}; of all ${all.length} turns, ${all.filter((t) => t > bars.live).length} took longer).`,
  ];
}

// gameSection reports the computer games, one row per game in each table,
// and the frames of a still table (stillTable).
function gameSection(results, still) {
  const count = (v, over) => v.filter((x) => x > over).length;
  const sorted = (v) => [...v].sort((a, b) => a - b);
  const rows = results.map((r) => {
    const { seen, tasks, game } = r;
    const waits = (level) => sorted(seen.moves.filter((m) => m.seat === levelName(level)).map((m) => m.wait));
    return {
      r, game, cpu: sorted(tasks.map((t) => t.cpu)), wall: sorted(tasks.map((t) => t.wall)),
      long: sorted(seen.long.map((l) => l.duration)), gaps: sorted(seen.gaps),
      around: sorted(seen.aroundMoves), between: sorted(seen.betweenMoves),
      hard: waits('hard'), normal: waits('normal'),
    };
  });
  const maxCpu = Math.max(...rows.map((x) => x.cpu.at(-1)));
  const maxGap = Math.max(...rows.map((x) => x.gaps.at(-1) ?? 0));
  const maxOf = (f) => Math.max(...rows.map((x) => f(x).at(-1) ?? 0));
  const maxStill = Math.max(...still.filter((x) => x.busy).map((x) => x.gaps.at(-1) ?? 0));
  const slowest = rows.reduce((a, b) => (median(b.hard) > median(a.hard) ? b : a));
  const hardOK = rows.every((x) => median(x.hard) <= 1500);
  const opt = (v, f) => (v.length ? f(v) : '–');
  const gameName = (x) => `${x.game.name}${x.r.finished ? '' : ' (part of a game)'}`;
  return [
    '### Computer moves in the browser',
    '',
    'In each game, two computers, Normal and Hard, play a whole 2-player game at the "instant" pace, in',
    'the same browser against the same server, one game after the other. The page\'s main thread is',
    'watched three ways: long tasks (`PerformanceObserver`, 50 ms and more) and gaps between animation',
    'frames, both on the clock, and every main-thread task from a Chromium trace with its thread (CPU)',
    'time. On a busy machine a task\'s time on the clock includes the time its thread waited for a CPU;',
    'its CPU time is what the page itself spent, and what it would block the page for on an idle machine.',
    '',
    '| Main thread while computers play | moves | tasks | task CPU: median | 99th pct. | longest | over 50 ms | over 100 ms | longest task on the clock | `longtask` entries | longest gap between frames | load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((x) => `| ${gameName(x)} | ${x.r.seen.moves.length} | ${x.cpu.length} | ${ms(median(x.cpu))} | ${ms(quantile(x.cpu, 0.99))} | ${ms(x.cpu.at(-1))} | ${count(x.cpu, 50)} | ${count(x.cpu, 100)} | ${ms(x.wall.at(-1))} | ${x.long.length} | ${opt(x.gaps, (g) => ms(g.at(-1)))} | ${loadText(x.r.load)} |`),
    '',
    'The gaps between frames, split: around a move, the three gaps that hold the page\'s work for it (the one',
    'in which its line reached the game log, with go-app\'s render; the one before, which can hold the workers\'',
    'answer and the move played; and the one after, which ends when the frame that paints it is done); between',
    'moves, all the others, while a computer thinks in the search workers.',
    'Below them, the floor: a Battle Merchants table where nobody moves, watched for',
    `${stillSeconds} s, with the machine otherwise idle and with one core kept busy as a search worker keeps it.`,
    '',
    '| Frame gaps | gaps | around a move: longest | median | over 20 ms | between moves: longest | median | over 20 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((x) => `| ${gameName(x)} | ${x.gaps.length} | ${opt(x.around, (g) => ms(g.at(-1)))} | ${opt(x.around, (g) => ms(median(g)))} | ${count(x.around, 20)} | ${opt(x.between, (g) => ms(g.at(-1)))} | ${opt(x.between, (g) => ms(median(g)))} | ${count(x.between, 20)} |`),
    ...still.map((x) => `| Nobody moves, ${x.busy ? 'one core busy' : 'machine idle'} | ${x.gaps.length} | – | – | – | ${opt(x.gaps, (g) => ms(g.at(-1)))} | ${opt(x.gaps, (g) => ms(median(g)))} | ${count(x.gaps, 20)} |`),
    '',
    `Bar: a computer move never blocks the page for more than ${bars.block} ms — ${verdict(maxCpu <= bars.block)}` +
      ` (longest task ${ms(maxCpu)} of CPU). A task longer on the clock than in CPU time spent the rest waiting for a core.`,
    'The browser test `e2e/computer.test.mjs` (in `make test`) checks the same bar on the CPU time of',
    'every main-thread task over 16 computer moves.',
    `Bar (the search workers'): the longest gap between animation frames while computers play at most 20 ms — ${verdict(maxGap <= 20)}`,
    `(longest ${ms(maxGap)}; around a move at most ${ms(maxOf((x) => x.around))}, between moves at most ${ms(maxOf((x) => x.between))};` +
      ` with nobody moving and one core busy, ${ms(maxStill)}).`,
    ...(maxStill > 20
      ? [`On this machine's ${os.cpus().length} cores a single busy thread, as one search worker thinking is, made the browser`,
        'miss frames while the page did nothing at all.']
      : []),
    '',
    'What keeps it there: a computer thinks in the search workers, Web Workers running their own wasm',
    '(`app/searchpool`, `cmd/searchworker`), so nothing of the search runs on the page\'s thread; where',
    'they cannot run, it thinks on the page in slices of 30 ms (`computer.SliceBudget`, `app/computer`), each a',
    'browser task of its own that skips go-app\'s update. The',
    'chosen move is played, and the page updated, in a task of its own, and the next computer starts',
    'thinking only after that update (`app/table/table.go`). The update after a move stays short because the',
    'boards keep their children in place: go-app matches children by position, and a prompt or turn',
    'buttons that came and went used to make it rebuild the whole map, market and mats after most',
    'moves (65–130 ms of CPU each on the machine of the time, `app/boards/battlemerchants/board.go`).',
    '',
    'Time per move, as the player waits for it: from the previous move on the page to this one (the',
    'decision, sliced, plus the update of the page after the previous move; a move with only one legal',
    'action is played at once).',
    '',
    '| Time per move | Hard moves | median | 90th pct. | slowest | Normal moves | median | bar: Hard median ≤ 1.5 s | workers\' bar: ≤ 0.5 s |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((x) => `| ${gameName(x)} | ${x.hard.length} | ${s2(median(x.hard))} | ${s2(quantile(x.hard, 0.9))} | ${s2(x.hard.at(-1))} | ${x.normal.length} | ${s2(median(x.normal))} | ${verdict(median(x.hard) <= 1500)} | ${verdict(median(x.hard) <= 500)} |`),
    '',
    `The computer players' bar, a Hard decision at most 1.5 s (median over a game): ` +
      (hardOK
        ? `**met** in every game (slowest: ${slowest.game.name}, ${s2(median(slowest.hard))}).`
        : `**missed** in ${rows.filter((x) => median(x.hard) > 1500).map((x) => x.game.name).join(', ')}.`),
    ...(!hardOK
      ? ['A level\'s search is a fixed amount of work (its budget counts actions applied, `engines/bots`), so its',
        'time on the clock grows with the time its slices wait for a core: with the load averages above on',
        `${os.cpus().length} cores, the page got a fraction of one, and the same search takes proportionately less on an idle machine.`]
      : []),
  ];
}

// updateDecisions is how many of the person's decisions are measured per
// game for the table's update.
const updateDecisions = Number(process.env.BENCH_UPDATES || 40);
const beforeFile = path.join(repo, 'docs', 'bench', 'table-update-before.json');
const updateBar = 16;

// updates measures the table's update after the person's moves in game on
// the site served by server: for the update and the whole window (update.mjs),
// the median, 90th percentile and slowest in CPU ms.
async function updates(browser, server, game) {
  const moves = await measureUpdates(browser, server.url('/'), game.id, updateDecisions);
  const stats = (v) => {
    const sorted = [...v].sort((a, b) => a - b);
    return { n: sorted.length, median: median(sorted), p90: quantile(sorted, 0.9), max: sorted[sorted.length - 1] };
  };
  return { update: stats(moves.map((m) => m.update)), script: stats(moves.map((m) => m.script)), window: stats(moves.map((m) => m.window)) };
}

function slowSection(slow, m) {
  const row = (name, how, r) => {
    if (!r) return `| ${name} | ${how} | – | – | – | – | – | – | – |`;
    const where = Object.entries(r.searched).map(([k, v]) => `${k} ${v}`).join(', ') || '–';
    return `| ${name} | ${how} | ${r.hard.length} | ${s2(median(r.hard))} | ${s2(quantile(r.hard, 0.9))} | ${s2(r.hard.at(-1))} | ${ms(r.gaps.at(-1) ?? NaN)} | ${where} | ${loadText(r.load)} |`;
  };
  const measured = slow.games.filter((g) => g.browser);
  const worst = measured.length ? Math.max(...measured.map((g) => median(g.browser.hard))) : NaN;
  return [
    '### Hard on a slow device',
    '',
    ...(m ? [`Measured by \`make bench\` on ${m.date} (\`BENCH_PART=slow\`, this part alone), on the machine above.`] : []),
    `In each game, Normal and Hard play at the "instant" pace until Hard has made ${slowHardMoves} moves, on a device ${slowRate}× slower`,
    'than this machine, emulated two ways:',
    '',
    `- **page**: Chromium's own throttling, CDP \`Emulation.setCPUThrottlingRate\` at ${slowRate}, on the page. It slows the page's`,
    '  main thread only; a dedicated worker\'s target refuses it ("Operation is only supported for pages, not',
    '  workers"), so the search workers run at full speed;',
    `- **browser**: the whole browser — page, search workers, compositor — held to 1/${slowRate} of the machine's CPU`,
    '  time by a cgroup\'s CFS quota (cgroup v1 `cpu`, 10 ms periods), each worker as slow as the page.',
    '',
    'Time per Hard move as the player waits for it (from the previous move on the page), the longest gap',
    'between animation frames, and where the searches ran (`window.tabulaSearch`).',
    '',
    `| Hard on a ${slowRate}× slower device | slowed | Hard moves | median | 90th pct. | slowest | longest frame gap | searched | load average |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...slow.games.flatMap((g) => [row(g.game.name, 'page', g.page), row(g.game.name, 'browser', g.browser)]),
    '',
    measured.length
      ? `Bar (the search workers'): Hard's median decision at most 1.5 s on the slow device (the whole browser slowed) — ${verdict(worst <= 1500)} (slowest median ${s2(worst)}).`
      : `Not measured in a slowed browser: ${slow.why}.`,
  ];
}

// updateSection writes the part's subsection; remeasured tells whether the
// table before the one-screen table was measured in this run (BENCH_BEFORE) or its
// figures come from the run that last did (beforeFile).
function updateSection(results, before, m, remeasured) {
  const ms = (v) => (v === undefined ? '–' : `${v.toFixed(1)} ms`);
  const rows = results.map((r) => {
    const b = before.games?.[r.id];
    return `| ${r.name} | ${r.now.update.n} | ${ms(r.now.update.median)} | ${ms(r.now.update.p90)} | ${ms(r.now.update.max)} | ${ms(b?.update?.median)} | ${ms(r.now.script.median)} | ${ms(b?.script?.median)} | ${ms(r.now.window.median)} | ${ms(b?.window?.median)} | ${loadText(r.load)} |`;
  });
  const worst = Math.max(...results.map((r) => r.now.update.median));
  return [
    '### The table\'s update after a move',
    '',
    ...(m ? [`Measured by \`make bench\` on ${m.date} (\`BENCH_PART=update\`, this part alone), on the machine above.`] : []),
    `In each game, a person plays ${updateDecisions} decisions against a computer (at the "slow" pace, so its thinking`,
    'starts after the measurement) at 1366×768, in a game dealt from seed 1, clicking legal targets chosen by a seeded generator',
    '(`e2e/update.mjs`); the pointer rests on the target before the click. Each click that plays a move is read',
    'from a Chromium trace of the page\'s main thread:',
    '',
    '- **update**: the CPU time of the main thread\'s tasks from the click\'s first input event through the first',
    '  frame painted after the page changed — the move applied, go-app\'s render and comparison, the DOM changes,',
    '  style, layout and paint;',
    '- **script**: of the update, the page\'s own code — the click\'s handlers (the move applied and autosaved),',
    '  go-app\'s render and comparison with its DOM changes, `web/table.js` — without the browser\'s style,',
    '  layout and paint of the frame (the median of the moves\' script times);',
    '- **window**: all its CPU time (CDP `Performance.getMetrics` ThreadTime) from just before the click until two',
    '  frames and 50 ms later, which adds the frames of a changed mark\'s flash, the pieces\' slides and the',
    '  test driver\'s own messages.',
    '',
    remeasured
      ? 'The table before the one-screen table is measured in the same run, game by game, the same way.'
      : 'The table before the one-screen table was not measured again: its figures are those of the last run that measured it (`docs/bench/table-update-before.json`).',
    '',
    '| Table update after a move | moves | update median | 90th pct. | slowest | old table | script median | old table | window median | old table | load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Bar: an update median under ${updateBar} ms of CPU — **${worst < updateBar ? 'met' : 'not met'}** (slowest median ${worst.toFixed(1)} ms).`,
    before.note ? `Before: ${before.note}${remeasured ? '' : ', in that earlier run'}.` : '',
    '',
    'What has been measured and tried to bring the update down, and where its time goes: `docs/bench/table-update.md`.',
  ];
}

// analysisSection reports the review's analysis of each game.
function analysisSection(results) {
  const sorted = (v) => [...v].sort((a, b) => a - b);
  const rows = results.filter((r) => r.analysed);
  return [
    '### Analysis of a whole game in the browser',
    '',
    'After each game above, its review (`/review`) analyses every decision of the first seat (the Normal',
    'computer) that had more than one legal move: the Hard search from that seat\'s view judges the move',
    'played against the one it prefers (`bots.StartAnalysis`: one iteration in four is sent through the',
    'move played), in the search workers like a computer\'s move, each worker judging a decision of its',
    'own at a time (`app/review/reviewanalysis.go`). Time from the',
    `click on Analyse to the end of the analysis (median of ${analysisRuns} ${analysisRuns === 1 ? 'run' : 'runs'}), and per decision (the time of`,
    'each batch the workers judged at once, divided by its decisions).',
    '',
    '| Analysis | decisions | whole game (median) | per decision: median | 90th pct. | slowest | longest task (CPU) | load average |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const d = sorted(r.analysed.decisions);
      return `| ${r.game.name} | ${r.analysed.count} | ${s2(median(r.analysed.wholes))} | ${s2(median(d))} | ${s2(quantile(d, 0.9))} | ${s2(d.at(-1))} | ${ms(r.analysed.longest)} | ${loadText(r.analysed.load)} |`;
    }),
    '',
    `Bar: the page stays responsive meanwhile, no main-thread task over 100 ms of CPU during an analysis — ${verdict(rows.every((r) => r.analysed.longest <= 100))}`,
    '(the browser test `e2e/review.test.mjs` checks that the analysis finishes in the workers and prints its',
    'longest task; the bar is measured here). Like the Hard moves above, an',
    'analysis is a fixed amount of work, so on a loaded machine its time grows with the time it waits for a core.',
  ];
}

// lighthouseSection reports lighthouseHome: each figure's median over the
// runs, and Home's (and the earlier build's) against hello's.
function lighthouseSection(r, m) {
  const med = (runs, k) => median(runs.map((x) => x[k]));
  const range = (runs, k, f) => {
    const v = runs.map((x) => x[k]).sort((a, b) => a - b);
    return f(v[0]) === f(v.at(-1)) ? f(v[0]) : `${f(v[0])}–${f(v.at(-1))}`;
  };
  const secs = (n) => `${(n / 1000).toFixed(1)} s`;
  const msc = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
  // spread is a figure's median with the runs' range, when they differ.
  const spread = (runs, k, f) => {
    const r = range(runs, k, f);
    return r === f(med(runs, k)) ? r : `${f(med(runs, k))} (${r})`;
  };
  const row = (name, runs) => `| ${name} | ${spread(runs, 'score', String)} | ${secs(med(runs, 'fcp'))} |` +
    ` ${spread(runs, 'lcp', secs)} | ${secs(med(runs, 'si'))} | ${spread(runs, 'tbt', msc)} |` +
    ` ${med(runs, 'cls').toFixed(3)} | ${[...new Set(runs.map((x) => x.lcpElement))].map((e) => '`' + e + '`').join(', ')} |`;
  const ratios = (name, runs) => {
    const d = med(runs, 'score') - med(r.hello, 'score');
    const x = (k) => `${(med(runs, k) / med(r.hello, k)).toFixed(2)}×`;
    return `| ${name} / hello | ${d === 0 ? 'the same' : `${Math.abs(d)} point${Math.abs(d) === 1 ? '' : 's'} ${d > 0 ? 'above' : 'below'}`} | ${x('fcp')} | ${x('lcp')} | ${x('si')} | ${x('tbt')} | | |`;
  };
  const lcp = med(r.home, 'lcp') / med(r.hello, 'lcp');
  const tbt = med(r.home, 'tbt') / med(r.hello, 'tbt');
  const points = med(r.hello, 'score') - med(r.home, 'score');
  const hasBefore = r.before.length > 0;
  const index = [...r.home, ...r.hello, ...r.before].map((x) => Math.round(x.index)).sort((a, b) => a - b);
  return [
    '### Lighthouse: Home against go-app\'s hello world',
    '',
    ...(m ? [`Measured by \`make bench\` on ${m.date} (\`BENCH_PART=lighthouse\`, this part alone): ${m.cpu}, ${m.os}; Chromium ${m.chromium}.`, ''] : []),
    `Lighthouse ${r.home[0].version} (\`bench/lighthouse\`), its mobile preset: a 412×823 phone, slow 4G (150 ms, 1.6 Mbps) and`,
    'the CPU 4× slower, simulated from one load in a fresh profile of Debian\'s Chromium, headless. Home is `/` of the',
    'site `make static` builds; hello is go-app\'s hello world\'s own site (`bench/hello`, its wasm built with the same',
    `flags, brotli 11), served by the same \`cmd/server\`; runs alternating, ${r.home.length} of each; medians, with the runs'`,
    'range. Lighthouse scales its simulation to the machine (its benchmark index), so only figures of one run',
    'compare: on this shared machine they swing from run to run with the other work on it.',
    ...(hasBefore ? [`Before: the Home of the build in \`BENCH_LIGHTHOUSE_BEFORE\`, measured the same way in the same run.`] : []),
    '',
    '| | performance | FCP | LCP | Speed Index | TBT | CLS | largest paint |',
    '|---|---|---|---|---|---|---|---|',
    row('Tabula, Home', r.home),
    ...(hasBefore ? [row('before: Home', r.before)] : []),
    row('hello world', r.hello),
    ratios('Home', r.home),
    ...(hasBefore ? [ratios('before', r.before)] : []),
    '',
    `Benchmark index ${index[0] === index.at(-1) ? index[0] : `${index[0]}–${index.at(-1)}`}; load average ${loadText(r.load)}.`,
    `Goal: Home's largest paint at most 1.3× hello's — ${verdict(lcp <= 1.3)} (${lcp.toFixed(2)}×); its total blocking time at most` +
      ` 1.3× hello's — ${verdict(tbt <= 1.3)} (${tbt.toFixed(2)}×); its performance score within 5 points of hello's — ${verdict(points <= 5)}` +
      ` (${points > 0 ? points + ' below' : -points + ' above'}).`,
  ];
}

function section(m, results) {
  return [
    '## Web app',
    '',
    `Measured by \`make bench\` (\`e2e/bench.mjs\`) on ${m.date}: ${m.cpu}, ${m.memory}, ${m.os}; ${m.go},`,
    `Node.js ${m.node.replace(/^v/, '')}, Chromium ${m.chromium} (headless, Debian's \`/usr/bin/chromium\`, driven by`,
    'playwright-core). The machine is shared: the 1-minute load average is given for each measurement.',
    '',
    '```sh',
    'make wasm && cd e2e && node bench.mjs   # this part alone; BENCH_RUNS=10, BENCH_QUIET_LOAD=3 waits for a quiet machine',
    '```',
    '',
    ...sizeSection(results.sizes),
    `Load average: ${loadText(results.sizes.load)}.`,
    '',
    ...loadingSection(results.loading),
    '',
    ...linkSection(results.link),
    '',
    ...lighthouseSection(results.lighthouse),
    '',
    ...liveSection(results.live),
    '',
    ...gameSection(results.games, results.still),
    '',
    ...slowSection(results.slow),
    '',
    ...updateSection(results.updates, results.before, undefined, results.remeasured),
    '',
    ...phoneSection(results.phone),
    '',
    ...keysSection(results.keys),
    '',
    ...analysisSection(results.games),
    '',
  ].join('\n');
}

// writeSection replaces the "## Web app" section of BENCHMARKS.md (up to
// the next "## " heading), or appends it.
function writeSection(text) {
  const file = path.join(repo, 'docs', 'BENCHMARKS.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = doc.search(/^## Web app$/m);
  let out;
  if (start < 0) {
    out = doc.replace(/\s*$/, '\n\n') + text;
  } else {
    const rest = doc.slice(start + 1);
    const next = rest.search(/^## /m);
    out = doc.slice(0, start) + text + (next < 0 ? '' : '\n' + rest.slice(next));
  }
  fs.writeFileSync(file, out);
  log('wrote the "Web app" section of', path.relative(process.cwd(), file));
}

// tableUpdates measures part 4 in every game, and the build in BENCH_BEFORE
// alongside it, game by game; it returns the rows and the comparison.
async function tableUpdates(browser, server, dir) {
  let before = fs.existsSync(beforeFile) ? JSON.parse(fs.readFileSync(beforeFile, 'utf8')) : {};
  let old;
  if (process.env.BENCH_BEFORE) {
    old = await new Server(path.join(dir, 'server'), process.env.BENCH_BEFORE).start();
    before = { note: process.env.BENCH_BEFORE_NOTE || `the build in ${process.env.BENCH_BEFORE}, measured in the same run, alternating`, games: {} };
  }
  const rows = [];
  try {
    for (const game of games) {
      rows.push({ id: game.id, name: game.name, ...await phase(`the table's update: ${game.name}`, async () => {
        const now = await updates(browser, server, game);
        if (old) before.games[game.id] = await updates(browser, old, game);
        return { now };
      }) });
    }
  } finally {
    await old?.stop();
  }
  if (old) fs.writeFileSync(beforeFile, JSON.stringify(before, null, 1) + '\n');
  return { rows, before, remeasured: Boolean(old) };
}

// benchSite is the site the browser tests' whole games expect (useSite's
// root and fresh), on the bench's own browser and server.
function benchSite(browser, server) {
  return {
    root: server,
    fresh: async (options) => {
      const context = await browser.newContext(options);
      return { context, page: await context.newPage(), close: () => context.close() };
    },
  };
}

// phoneTables plays each game whole on the two upright phones, as the
// phone's browser tests do (playOnPhone, without their checks), and returns
// a row per game and phone.
async function phoneTables(browser, server) {
  const site = benchSite(browser, server);
  const rows = [];
  for (const size of [tableSizes.phone, tableSizes.small]) {
    for (const game of allGames) {
      const f = await phase(`the phone table: ${game.name} at ${size.width}×${size.height}`, () => playOnPhone(site, game, size, { check: false }));
      rows.push({ name: game.name, size: `${size.width}×${size.height}`, ...f });
    }
  }
  return rows;
}

// phoneSection reports phoneTables against its goals.
function phoneSection(rows, m) {
  const pct = (x) => `${Math.round(x * 100)}%`;
  const least = Math.min(...rows.map((r) => Math.min(...r.shares)));
  const drags = rows.reduce((n, r) => n + r.outOfView, 0);
  return [
    '### The phone table',
    '',
    ...(m ? [`Measured by \`make bench\` on ${m.date} (\`BENCH_PART=phone\`, this part alone): ${m.cpu}, ${m.os}; Chromium ${m.chromium}.`, ''] : []),
    'A whole 2-player game of each game against a computer playing random moves, played by taps on the board itself on',
    'an upright phone with touch, as `e2e/phone.test.mjs` and `e2e/phone-small.test.mjs` play it (`e2e/phone.mjs`). At',
    'each decision whose targets are on the board, as it opens: the board\'s view\'s share of the screen\'s height, and',
    'the targets whose centre lies outside the view (each a drag a player would need to reach it).',
    '',
    '| game | phone | decisions | on the board | tapped on the board | board\'s share: median | least | drags to reach a target |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.size} | ${r.decisions} | ${r.onBoard} | ${r.tapped} | ${pct(median(r.shares))} | ${pct(Math.min(...r.shares))} | ${r.outOfView} |`),
    '',
    `Goals: the board's view at least ${pct(phoneShare)} of the screen at every decision on the board — ${verdict(least >= phoneShare)} (least ${pct(least)});`,
    `no drag to reach a target — ${verdict(drags === 0)} (${drags}).`,
    '',
    'Before (the phone-first table, measured black-box by new players over the first 8 decisions of a game at 390×844,',
    'a list of choices under the board): the board\'s share 34% (Battle Merchants, Coin & Crown) to 39% (Emara, Craft &',
    'Conquer); targets out of the view as the decision opened 16 of 32, 51 of 68, 10 of 14 and 0 of 192; in a whole',
    'game, a sale target took 1 to 4 vertical drags (Battle Merchants) and Craft & Conquer needed 4 sideways pans.',
  ];
}

// keyTables plays a whole game of each game by the keyboard alone, as the
// keyboard's browser test does (keyboardGame, without its checks), and
// returns a row per game.
async function keyTables(browser, server) {
  const site = benchSite(browser, server);
  const rows = [];
  for (const game of allGames) {
    const { decisions } = await phase(`a whole game by keyboard: ${game.name}`, () => keyboardGame(site, game));
    rows.push({ name: game.name, ...keysSummary(decisions) });
  }
  return rows;
}

// keysSection reports keyTables against the goal of 8 keys a decision.
function keysSection(rows, m) {
  const most = Math.max(...rows.map((r) => r.max));
  return [
    '### A whole game by keyboard',
    '',
    ...(m ? [`Measured by \`make bench\` on ${m.date} (\`BENCH_PART=keys\`, this part alone): ${m.cpu}, ${m.os}; Chromium ${m.chromium}.`, ''] : []),
    'A whole 2-player game of each game against Easy at 1366×768, played by the keyboard alone and read only from the',
    'accessibility tree and the live regions, as `e2e/keyboard.test.mjs` plays it (`e2e/keys.mjs`): each decision\'s',
    'move chosen at random from the list of moves (M), played by Enter where the focus already is, else by M, its number',
    'and Enter. Keys per decision count from where the focus was left; "pressed" adds the keys spent reading the list.',
    '',
    '| game | decisions | keys per decision: median | most | over 8 | keys pressed |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.decisions} | ${r.median} | ${r.max} | ${r.over8} | ${r.pressed} |`),
    '',
    `Goal: no decision needs more than 8 keys — ${verdict(most <= 8)} (most ${most}).`,
  ];
}

// writeSubsection replaces the subsection under heading (a "### " line) in
// BENCHMARKS.md, for a run of one part alone; a subsection not there yet
// goes in before the heading before (a later part's).
function writeSubsection(heading, text, before) {
  const file = path.join(repo, 'docs', 'BENCHMARKS.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = doc.indexOf(heading + '\n');
  if (start < 0) {
    const at = before ? doc.indexOf(before + '\n') : -1;
    if (at < 0) throw new Error(`${file} has no "${heading}" to replace; run the whole of make bench first`);
    fs.writeFileSync(file, doc.slice(0, at) + text + doc.slice(at));
    log(`wrote "${heading}" into`, path.relative(process.cwd(), file));
    return;
  }
  const rest = doc.slice(start + heading.length + 1);
  const next = rest.search(/^##+ /m);
  fs.writeFileSync(file, doc.slice(0, start) + text + (next < 0 ? '' : rest.slice(next)));
  log(`wrote "${heading}" into`, path.relative(process.cwd(), file));
}

async function main() {
  const dir = buildSites({ fast: false });
  const server = await new Server(path.join(dir, 'server'), path.join(dir, 'root')).start();
  const browser = await launch();
  try {
    const part = process.env.BENCH_PART;
    if (part === 'update' || part === 'slow' || part === 'link' || part === 'lighthouse' || part === 'live' || part === 'sizes' || part === 'phone' || part === 'keys') {
      let lines, next = '### The table\'s update after a move';
      if (part === 'sizes') {
        const m = machine(browser.version());
        lines = [...sizeSection(await phase('wasm sizes', () => sizes(dir))), '',
          `Measured by \`make bench\` on ${m.date} (\`BENCH_PART=sizes\`, this part alone): ${m.cpu}, ${m.os}.`];
        next = '### Loading';
      } else if (part === 'link') {
        lines = linkSection(await linkOnPhone(browser, server, dir), machine(browser.version()));
        next = '### Live moves between two devices';
      } else if (part === 'lighthouse') {
        lines = lighthouseSection(await phase('Lighthouse on Home', () => lighthouseHome(server, dir)), machine(browser.version()));
        next = '### Live moves between two devices';
      } else if (part === 'live') {
        lines = liveSection(await liveGames(browser, server), machine(browser.version()));
        next = '### Computer moves in the browser';
      } else if (part === 'phone') {
        lines = phoneSection(await phoneTables(browser, server), machine(browser.version()));
        next = '### Analysis of a whole game in the browser';
      } else if (part === 'keys') {
        lines = keysSection(await keyTables(browser, server), machine(browser.version()));
        next = '### Analysis of a whole game in the browser';
      } else if (part === 'update') {
        const { rows, before, remeasured } = await tableUpdates(browser, server, dir);
        lines = updateSection(rows, before, machine(browser.version()), remeasured);
      } else {
        lines = slowSection(await slowGames(browser, server), machine(browser.version()));
      }
      const text = lines.join('\n') + '\n\n';
      console.log('\n' + text);
      if (outFile) fs.writeFileSync(outFile, text);
      else if (write) writeSubsection(lines[0], text, next);
      return;
    }
    const results = {};
    results.sizes = await phase('wasm sizes', () => sizes(dir));
    results.loading = await phase(`loading, ${runs} cold and ${runs} cached`, () => loading(browser, server));
    results.link = await linkOnPhone(browser, server, dir);
    results.lighthouse = await phase('Lighthouse on Home', () => lighthouseHome(server, dir));
    results.live = await liveGames(browser, server);
    results.games = [];
    for (const game of games) {
      results.games.push(await phase(`a game of two computers: ${game.name}`, () => computerGame(browser, server, game)));
    }
    results.still = [];
    for (const busy of [false, true]) {
      results.still.push(await phase(`a still table, ${busy ? 'one core busy' : 'machine idle'}`, () => stillTable(browser, server, busy)));
    }
    results.slow = await slowGames(browser, server);
    const table = await tableUpdates(browser, server, dir);
    results.updates = table.rows;
    results.before = table.before;
    results.remeasured = table.remeasured;
    results.phone = await phoneTables(browser, server);
    results.keys = await keyTables(browser, server);
    const text = section(machine(browser.version()), results);
    fs.mkdirSync(artifacts, { recursive: true });
    const raw = { ...results, games: results.games.map((g) => ({ ...g, tasks: g.tasks.filter((t) => t.wall > 50) })) };
    fs.writeFileSync(path.join(artifacts, 'bench-web.json'), JSON.stringify(raw, null, 1));
    console.log('\n' + text);
    if (outFile) fs.writeFileSync(outFile, text);
    else if (write) writeSection(text);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
