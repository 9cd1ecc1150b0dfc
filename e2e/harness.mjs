// Shared set-up of the browser tests: the site built twice (at "/" and under
// "/tabula/"), the real server (cmd/server) on free ports, and Debian's
// Chromium driven by playwright-core.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const artifacts = path.join(repo, 'e2e', 'artifacts');

// axeSource is axe-core's script, injected into pages for accessibility checks.
export const axeSource = fs.readFileSync(path.join(repo, 'e2e', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

// chromiumPath is Debian's Chromium, or CHROMIUM when set.
export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';

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

// buildSites generates both deployments from web/app.wasm and the search
// worker's web/search.wasm (make wasm) into a
// temporary directory: root/ for "/" and sub/tabula/ for "/tabula/". When
// TABULA_E2E_SITES names a directory built once for the whole run (make e2e
// does this), it is copied instead, which saves each test file two site
// builds. The caller owns the returned directory and removes it.
export function buildSites() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-e2e-'));
  const built = process.env.TABULA_E2E_SITES;
  if (built) {
    if (!fs.existsSync(path.join(built, 'server'))) {
      throw new Error(`TABULA_E2E_SITES=${built} holds no built sites: run make e2e`);
    }
    fs.cpSync(built, dir, { recursive: true });
    return dir;
  }
  buildSitesInto(dir);
  return dir;
}

// buildSitesInto builds the server and both sites into dir.
export function buildSitesInto(dir) {
  for (const wasm of ['app.wasm', 'search.wasm']) {
    if (!fs.existsSync(path.join(repo, 'web', wasm))) {
      throw new Error(`web/${wasm} is missing: run make wasm first`);
    }
  }
  go('build', '-o', path.join(dir, 'server'), './cmd/server');
  go('run', './cmd/static', '-base', '/', '-out', path.join(dir, 'root'));
  go('run', './cmd/static', '-base', '/tabula/', '-out', path.join(dir, 'sub', 'tabula'));
  // The host's own root page; cmd/server insists on one.
  fs.writeFileSync(path.join(dir, 'sub', 'index.html'), '<!doctype html><title>Host</title><a href="/tabula/">Tabula</a>\n');
}

// useSite registers hooks for the test file that calls it: before its tests,
// build the sites (buildSites), serve the one at "/" (site.root) and, with
// { sub: true }, the one under "/tabula/" (site.sub), and launch Chromium
// (site.browser); after them, tear it all down. Read the fields in tests.
// site.fresh(options) is a new browser profile (context) and page; its
// close checks that the page threw no uncaught error.
export function useSite({ sub = false } = {}) {
  const site = { dir: '', root: null, sub: null, browser: null };
  site.fresh = async (options = {}) => {
    const context = await site.browser.newContext(options);
    const page = await context.newPage();
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
    site.browser = await launch();
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
// (a script that starts chromiumPath under some limit: bench.mjs's slow
// device).
export function launch({ executablePath = chromiumPath } = {}) {
  return chromium.launch({ executablePath, args: chromiumArgs });
}

// open loads url in page and waits for the app to run: the page's heading
// is pre-rendered, and go-app removes its loader once the wasm has started
// and drawn the page.
export async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector('.tabula main h1');
  await page.waitForFunction(() => !document.getElementById('app-wasm-loader'));
}

// setPace sets the computer pace (e.g. "instant") in the settings.
export async function setPace(page, base, pace) {
  await open(page, base + 'settings');
  await page.click(`label[for=pace-${pace}]`);
  await page.waitForSelector('text=Settings saved.');
}

// startGame sets up a Battle Merchants game with the given number of seats,
// seat 1 being "You" and the others computers, and waits for the table.
export async function startGame(page, base, players = 2) {
  await open(page, base + 'new?game=battlemerchants');
  await page.click(`label[for=players-${players}]`);
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');
}

// targets are the legal choices on screen: the highlighted targets of the
// board, the chooser, the status bar and the person's mat (on a narrow
// screen, those of the tab shown).
export function targets(page) {
  return page.locator('.table .target:visible');
}

// endTurn presses End turn when a move that ends the person's turn waits
// for it (the setting "Confirm the end of my turn", on by default), as a
// player who means the move does, and tells whether it did.
export async function endTurn(page) {
  const button = page.locator('.status-bar .end-turn');
  if (!await button.isVisible()) return false;
  // It may go between the look and the click (pressed a moment ago, the
  // page not yet drawn again).
  if (!await button.click({ timeout: 5000 }).then(() => true, () => false)) return false;
  await button.waitFor({ state: 'detached' });
  return true;
}

// myTurn waits until the person may choose something (or the game is over)
// and returns the visible legal targets; a move waiting for End turn is
// played first (endTurn).
export async function myTurn(page, timeout = 60000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await endTurn(page)) continue;
    if (await page.locator('.result').count() > 0 || await targets(page).count() > 0) {
      return targets(page);
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
    // web/table.js's own changes (the zoom, panning, the tab shown) are
    // not the table's answer to the click.
    window.tabulaWatcher ??= new MutationObserver((records) => {
      if (records.some((r) => r.type !== 'attributes' || !r.target.matches('.table, .board-view, .board-canvas'))) window.tabulaChanged = true;
    });
    window.tabulaWatcher.observe(document.querySelector('.table'), { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await target.click();
  await page.waitForFunction(() => window.tabulaChanged);
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

// storage is a snapshot of the page's local storage, once the table has
// saved the moves it shows: its autosave waits for the move's paint
// (window.tabulaSaveDue, app/table.go).
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
