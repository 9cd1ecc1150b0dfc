// Browser tests of the pages of a game's links (/open-<game>) as a
// stranger's browser first meets them, with nothing cached: every address
// the server answers with such a page plays the link or says why not, and
// no page loads itself again; a deflate bomb in the fragment costs the
// loading screen's preview no more than an honest link; and without the
// wasm (?wasm=false, as a crawler sees it) the page says what it is.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import zlib from 'node:zlib';
import { catalog, patience, shareLink, slack, startGame, useSite } from './harness.mjs';

const site = useSite({ sub: true, motion: false });

const slow = patience(300000);

// aLink makes a Battle Merchants game in the whole app and returns its
// share link's fragment, "#s=…".
async function aLink(base) {
  const { page, close } = await site.fresh();
  await startGame(page, base, 2);
  const link = await shareLink(page);
  await close();
  return link.slice(link.indexOf('#'));
}

// countLoads counts the documents page loads in its main frame from now
// on: the first visit, and every reload or redirect after it.
function countLoads(page) {
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

// shownWithin waits until selector is on the page, failing as soon as the
// page has been loaded more than twice (a visit and one reload): a page
// that loads itself over and over never shows it.
async function shownWithin(page, selector, loads, what) {
  const deadline = Date.now() + slack(60000);
  while (Date.now() < deadline) {
    assert.ok(loads() <= 2, `${what}: the page was loaded ${loads()} times`);
    try {
      if (await page.locator(selector).count() > 0) return;
    } catch {
      // The page was between documents.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.fail(`${what}: ${selector} never shown (${loads()} loads)`);
}

describe('the pages of a game\'s links, met first', () => {
  test('every address the server answers with a link\'s page plays the link, none loads itself again', slow, async () => {
    const fragment = await aLink(site.root.url());
    const visits = [
      // [what, server, path, loads]: the link build plays it at once.
      ['the page with a final slash', site.root, '/open-battlemerchants/', 1],
      ['the page\'s file', site.root, '/open-battlemerchants.html', 1],
      ['the page with an escaped character', site.root, '/open%2Dbattlemerchants', 1],
      ['the page with a final slash, under /tabula/', site.sub, '/tabula/open-battlemerchants/', 1],
      ['the page\'s file, under /tabula/', site.sub, '/tabula/open-battlemerchants.html', 1],
    ];
    for (const [what, server, at, want] of visits) {
      const { page, close } = await site.fresh({ serviceWorkers: 'block' });
      const loads = countLoads(page);
      await page.goto(server.url(at) + fragment);
      await shownWithin(page, 'text=Open this shared game?', loads, what);
      assert.equal(loads(), want, `${what}: loads`);
      await close();
    }

    // Without a link, the page goes on to the whole app's Home: once.
    for (const at of ['/open-battlemerchants/', '/open-battlemerchants.html']) {
      const { page, close } = await site.fresh({ serviceWorkers: 'block' });
      const loads = countLoads(page);
      await page.goto(site.root.url(at));
      await shownWithin(page, '.tiles .tile', loads, `${at} without a link`);
      await page.waitForFunction(() => !document.getElementById('app-wasm-loader'));
      assert.equal(new URL(page.url()).pathname, '/');
      assert.equal(loads(), 2, `${at} without a link: loads`);
      await close();
    }

    // A host that answers some other address with a link's page (here the
    // test's route): the link build does not draw that address, and loads
    // the whole app's Home with the link, once, rather than itself.
    const { page, close } = await site.fresh({ serviceWorkers: 'block' });
    const linkPage = fs.readFileSync(path.join(site.dir, 'root', 'open-battlemerchants.html'));
    await page.route('**/elsewhere', (route) => route.fulfill({ body: linkPage, contentType: 'text/html; charset=utf-8' }));
    const loads = countLoads(page);
    await page.goto(site.root.url('/elsewhere') + fragment);
    await shownWithin(page, 'text=Open this shared game?', loads, 'another address');
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(loads(), 2, 'another address: loads');
    await close();
  });

  test('a deflate bomb in a link is inflated only as far as the preview\'s bound', slow, async () => {
    // 40 MiB of zeros deflated: a 54,000-character link.
    const bomb = Buffer.concat([Buffer.from([1]), zlib.deflateRawSync(Buffer.alloc(40 << 20), { level: 9 })]);
    const { page, close } = await site.fresh({ serviceWorkers: 'block' });
    // Counts the bytes the page hands to every inflater it makes.
    await page.addInitScript(() => {
      const Native = window.DecompressionStream;
      window.tabulaInflated = 0;
      window.DecompressionStream = class {
        constructor(format) {
          const inner = new Native(format);
          const count = new TransformStream({
            transform(chunk, c) {
              window.tabulaInflated += chunk.byteLength;
              c.enqueue(chunk);
            },
          });
          count.readable.pipeTo(inner.writable).catch(() => {});
          this.writable = count.writable;
          this.readable = inner.readable;
        }
      };
    });
    await page.goto(site.root.url('/open-battlemerchants#s=' + bomb.toString('base64url')));
    // The app refuses the link with its sentence; the preview showed nothing.
    await page.waitForSelector('text=This link could not be opened');
    assert.equal(await page.locator('.link-preview').count(), 0);
    const fed = await page.evaluate(() => window.tabulaInflated);
    // The preview keeps at most 1 MiB inflated, which a byte of deflate
    // inflates to 1,032 bytes at most: this bomb reaches it within its
    // first kilobyte, and the inflation must stop soon after.
    assert.ok(fed > 0 && fed <= 8 << 10, `the preview inflated ${fed} of the bomb's ${bomb.length - 1} bytes`);
    await close();
  });

  test('without the wasm (?wasm=false), every link\'s page says what it is', slow, async () => {
    const { page, close } = await site.fresh({ serviceWorkers: 'block' });
    for (const { id } of catalog()) {
      await page.goto(site.root.url(`/open-${id}?wasm=false#s=AAAA`));
      await page.waitForFunction(() => !document.getElementById('app-wasm-loader'));
      const text = (await page.locator('main').innerText()).trim();
      assert.match(text, /Tabula/, `/open-${id}?wasm=false shows no sentence`);
    }
    await close();
  });
});
