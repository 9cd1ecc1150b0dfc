// Shared set-up of the browser tests: the site built twice (at "/" and under
// "/tabula/"), the real server (cmd/server) on free ports, Debian's
// Chromium driven by playwright-core, the settings and the setup form
// (setPace, startGame), and a game seen from outside the table (its local
// storage, its share link). Driving the table itself is table.mjs's.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const artifacts = path.join(repo, 'e2e', 'artifacts');

// axeSource is axe-core's script, injected into pages for accessibility checks.
export const axeSource = fs.readFileSync(path.join(repo, 'e2e', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

// chromiumPath is Debian's Chromium, or CHROMIUM when set: the browser a
// player runs, which make bench and make screenshots measure and show.
export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';

// headlessShellPath is Debian's Chromium headless shell (the package
// chromium-headless-shell), or HEADLESS_SHELL when set: the browser tests'.
// It is the same Blink and V8 without the browser around them, as
// Playwright's own headless tests run by default, and it costs less: a
// fresh profile's first load of the app took 0.7 s of CPU in it against
// 1.5 s in Chromium (docs/bench/suite.md).
export const headlessShellPath = process.env.HEADLESS_SHELL || '/usr/bin/chromium-headless-shell';

// Flags that work as root with no network (see TECH-NOTES.md).
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// catalog lists the games of engines/catalog in the Home screen's order, as
// cmd/games prints them: [{id, name, minPlayers, maxPlayers}, …].
export function catalog() {
  return JSON.parse(execFileSync('go', ['run', './cmd/games'], { cwd: repo, encoding: 'utf8' }));
}

function go(...args) {
  execFileSync('go', args, { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
}

// slack is ms scaled to how busy the machine is now: ms times the
// 1-minute load average per core, at least ms. A test waits that long for
// what must happen (a move to arrive, a decision to be made) before it
// fails; how fast it happens is `make bench`'s to measure (docs/BENCHMARKS.md).
export function slack(ms) {
  return Math.round(ms * Math.max(1, os.loadavg()[0] / os.availableParallelism()));
}

// patience is a test's options with its time limit: ms, three times over
// and more on a busy machine (times the load per core when that is
// higher). The limit is a liveness bound that ends a test that hangs, not
// a speed bar: the waits inside a test fail first, each with what it waited
// for (slack).
export function patience(ms) {
  return { timeout: Math.round(ms * Math.max(3, os.loadavg()[0] / os.availableParallelism())) };
}

// buildSites generates both deployments from web/app.wasm and the search
// worker's web/search.wasm (make wasm) into a
// temporary directory: root/ for "/" and sub/tabula/ for "/tabula/". When
// TABULA_E2E_SITES names a directory built once for the whole run (make e2e
// does this), it is copied instead, which saves each test file two site
// builds. The caller owns the returned directory and removes it. With fast
// false (make bench) the sites are compressed as make static compresses
// them, so that the download measured is the one a player gets.
export function buildSites({ fast = true } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-e2e-'));
  const built = process.env.TABULA_E2E_SITES;
  if (built && fast) {
    if (!fs.existsSync(path.join(built, 'server'))) {
      throw new Error(`TABULA_E2E_SITES=${built} holds no built sites: run make e2e`);
    }
    fs.cpSync(built, dir, { recursive: true });
    return dir;
  }
  buildSitesInto(dir, { fast });
  return dir;
}

// buildSitesInto builds the server and both sites into dir, brotli at its
// default quality (cmd/static -fast: a test's site) unless fast is false.
export function buildSitesInto(dir, { fast = true } = {}) {
  for (const wasm of ['app.wasm', 'search.wasm']) {
    if (!fs.existsSync(path.join(repo, 'web', wasm))) {
      throw new Error(`web/${wasm} is missing: run make wasm first`);
    }
  }
  go('build', '-o', path.join(dir, 'server'), './cmd/server');
  const quick = fast ? ['-fast'] : [];
  go('run', './cmd/static', ...quick, '-base', '/', '-out', path.join(dir, 'root'));
  go('run', './cmd/static', ...quick, '-base', '/tabula/', '-out', path.join(dir, 'sub', 'tabula'));
  // The host's own root page; cmd/server insists on one.
  fs.writeFileSync(path.join(dir, 'sub', 'index.html'), '<!doctype html><title>Host</title><a href="/tabula/">Tabula</a>\n');
  // Each site names no STUN or TURN server of its own (ice-servers.json,
  // app/liveice.go): live play in the tests contacts nothing outside the
  // machine, and two of its devices connect by their host candidates.
  // nat.test.mjs serves the site's own with cmd/server -turn.
  for (const site of [path.join(dir, 'root'), path.join(dir, 'sub', 'tabula')]) {
    fs.writeFileSync(path.join(site, 'ice-servers.json'), '{"iceServers":[]}\n');
  }
}

// useSite registers hooks for the test file that calls it: before its tests,
// build the sites (buildSites), serve the one at "/" (site.root) and, with
// { sub: true }, the one under "/tabula/" (site.sub), and launch Chromium's
// headless shell (site.browser); after them, tear it all down. Read the
// fields in tests.
// site.fresh(options) is a new browser profile (context) and page, with
// options.timeout as the page's default timeout when given, else
// Playwright's 30 s scaled to the machine's load (slack: on a busy machine
// the app alone can take longer to start); its close checks that the page
// threw no uncaught error.
// With { motion: false }, every profile of the file's browser asks for
// reduced motion (the system's setting, which the table follows) unless
// the test says otherwise: for the files whose subject is not the table as
// it moves (links, live play, lessons, the review, storage, hostile input,
// the workers), where the animations of every move were two fifths of the
// CPU (Battle Merchants by links: 67 s of CPU with them, 41 s without).
// The games' own files and the phone's whole games keep them, and the
// games' files check that nothing is animated under reduced motion.
export function useSite({ sub = false, motion = true } = {}) {
  const site = { dir: '', root: null, sub: null, browser: null };
  site.fresh = async ({ timeout, ...options } = {}) => {
    const context = await site.browser.newContext(options);
    const page = await context.newPage();
    page.setDefaultTimeout(timeout ?? slack(30000));
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const close = async () => {
      await context.close();
      assert.deepEqual(errors, [], 'uncaught errors in the page');
    };
    return { context, page, close };
  };
  before(async () => {
    fs.mkdirSync(artifacts, { recursive: true });
    site.dir = buildSites();
    site.root = await new Server(path.join(site.dir, 'server'), path.join(site.dir, 'root')).start();
    if (sub) site.sub = await new Server(path.join(site.dir, 'server'), path.join(site.dir, 'sub')).start();
    site.browser = await launch({ executablePath: headlessShellPath, liftoffOnly: true });
    if (!motion) {
      const newContext = site.browser.newContext.bind(site.browser);
      site.browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
    }
  });
  after(async () => {
    await site.browser?.close();
    await site.root?.stop();
    await site.sub?.stop();
    if (site.dir) fs.rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => { c.end(); resolve(true); });
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server on port ${port} did not start`);
}

// Server runs cmd/server on one directory; it can be stopped and started
// again on the same port (to test offline loads).
export class Server {
  constructor(binary, dir) {
    this.binary = binary;
    this.dir = dir;
  }

  async start() {
    this.port ??= await freePort();
    this.proc = spawn(this.binary, ['-addr', `127.0.0.1:${this.port}`, '-dir', this.dir], { stdio: 'ignore' });
    await waitForPort(this.port);
    return this;
  }

  async stop() {
    if (!this.proc) return;
    const exited = new Promise((r) => this.proc.once('exit', r));
    this.proc.kill('SIGTERM');
    await exited;
    this.proc = undefined;
  }

  url(p = '/') {
    return `http://127.0.0.1:${this.port}${p}`;
  }
}

// launch starts headless Chromium, or the executable given in its place
// (the tests' headless shell; a script that starts chromiumPath under some
// limit: bench.mjs's slow device). With liftoffOnly (the tests', never make
// bench's), V8 runs the wasm in its baseline tier only: a test starts the
// app in a fresh profile and plays for seconds, and the optimizing tier's
// compiling of the hot functions then took as much CPU as it saved (15
// decisions of Coin & Crown from a fresh start: 2.6–3.0 s against 4.5–4.6
// s; 70 of Emara: 23.5–25.1 s against 25.4–26.2 s). The code means the same
// in both tiers. args are more flags.
export function launch({ executablePath = chromiumPath, liftoffOnly = false, args = [] } = {}) {
  return chromium.launch({ executablePath, args: [...chromiumArgs, ...(liftoffOnly ? ['--js-flags=--liftoff-only'] : []), ...args] });
}

// open shows url in page and waits for the app to run: the page's heading
// is pre-rendered, and go-app removes its loader once the wasm has started
// and drawn the page. When the app already runs in page at url's origin,
// open navigates inside it (go-app's own navigation, as a click on one of
// the app's links does), which takes a tenth of a second where loading
// and starting the wasm again takes seconds; a link with a fragment (a
// share link), the page already shown, or { load: true } loads the page.
export async function open(page, url, { load = false } = {}) {
  const to = new URL(url);
  const from = page.url();
  const inApp = !load && !to.hash && from.startsWith(to.origin + '/') && from !== to.href &&
    await page.evaluate(() => typeof window.goappNav === 'function' && !document.getElementById('app-wasm-loader'));
  if (inApp) {
    await page.evaluate((u) => window.goappNav(u), to.href);
    await page.waitForFunction((u) => location.href === u, to.href);
  } else {
    await page.goto(url);
  }
  await page.waitForSelector('.tabula main h1');
  await page.waitForFunction(() => !document.getElementById('app-wasm-loader'));
}

// setPace sets the computer pace (e.g. "instant") in the settings.
export async function setPace(page, base, pace) {
  await open(page, base + 'settings');
  await page.click(`label[for=pace-${pace}]`);
  await page.waitForSelector('text=Settings saved.');
}

// startGame sets up a game and waits for the table: Battle Merchants unless
// game names another, with the given number of seats (the form's default
// when not given), "You" at the first and computers at the others (at
// level when given), dealt from seed when given, with the labels of
// choose clicked (variants such as 'variant-length-30'). With pace, the
// computer pace is set first (setPace); with confirm false, the setting
// "Confirm the end of my turn" is turned off too.
export async function startGame(page, base, players, { game = 'battlemerchants', level, seed, choose = [], pace, confirm = true } = {}) {
  if (pace) await setPace(page, base, pace);
  if (!confirm) {
    if (!pace) await open(page, base + 'settings');
    await page.click('label[for=confirm-end]');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('tabula.settings')).confirmEnd === false);
  }
  await open(page, base + 'new?game=' + game);
  if (players) await page.click(`label[for=players-${players}]`);
  if (level) {
    const n = players ?? await page.locator('select[id^=seat-][id$=-role]').count();
    for (let i = 1; i < n; i++) await page.selectOption(`#seat-${i}-level`, level);
  }
  for (const label of choose) await page.click(`label[for=${label}]`);
  if (seed !== undefined) await page.fill('#seed', String(seed));
  await page.click('text=Start the game');
  await page.waitForSelector('.table .status-bar .prompt');
}

// lcg is a small seeded generator of numbers in [0, 1), so that a test
// makes the same choices every run.
export function lcg(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// shareLink opens the table's menu, asks for the share link and returns it.
export async function shareLink(page) {
  await page.locator('.table-menu summary').click();
  await page.locator('.table-menu-items button', { hasText: 'Share link' }).click();
  return page.locator('#table-link').inputValue();
}

// saveOf is the save (Tabula's file form) inside a share link.
export function saveOf(link) {
  const data = Buffer.from(link.slice(link.indexOf('#s=') + 3), 'base64url');
  return zlib.inflateRawSync(data.subarray(1));
}

// linkOf is the share link of a save at base.
export function linkOf(base, save) {
  return base + '#s=' + Buffer.concat([Buffer.from([1]), zlib.deflateRawSync(save, { level: 9 })]).toString('base64url');
}

// storage is a snapshot of the page's local storage, once the table has
// saved the moves it shows: its autosave waits for the move's paint
// (window.tabulaSaveDue, app/table/table.go).
export async function storage(page) {
  await page.waitForFunction(() => !window.tabulaSaveDue);
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

// serviceWorkerReady waits until the service worker controls the page and
// has filled its cache.
export async function serviceWorkerReady(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100; i++) {
      const keys = await caches.keys();
      if (keys.length > 0) {
        const cached = await (await caches.open(keys[0])).keys();
        if (cached.some((r) => r.url.endsWith('/web/app.wasm'))) return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('service worker cache not filled');
  });
}
