// Browser tests of the Crown of Emara table: a solo game against Victoria
// and a 2-player game against a computer seat, each played to the end by
// clicking the board's targets, then the end breakdown and the solo
// records.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeSource, open, setPace, storage, useSite } from './harness.mjs';

const site = useSite();

// rand is a small seeded generator, so a failing game can be replayed.
function rand(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x / 2 ** 32;
  };
}

// playToEnd clicks the board's targets until the game is over: a chooser's
// first choice when one is open, else a random target. It returns how many
// clicks it took.
async function playToEnd(page, seed, limit = 1500) {
  const next = rand(seed);
  const targets = page.locator('.board .target:visible');
  for (let clicks = 0; clicks < limit; clicks++) {
    const deadline = Date.now() + 60000;
    while (await page.locator('.result').count() === 0 && await targets.count() === 0) {
      if (Date.now() > deadline) throw new Error('stuck: ' + await page.locator('.prompt').innerText());
      await page.waitForTimeout(30);
    }
    if (await page.locator('.result').count() > 0) return clicks;
    // A click may miss when the board changes under it (a chooser opening
    // moves what is below it): the loop then looks again.
    const chooser = page.locator('#em-chooser-first');
    if (await chooser.count() > 0 && next() < 0.8) {
      await chooser.click({ timeout: 5000 }).catch(() => {});
      continue;
    }
    const n = await targets.count();
    await targets.nth(Math.floor(next() * n)).click({ timeout: 5000 }).catch(() => {});
  }
  throw new Error(`no end after ${limit} clicks`);
}

// scan runs axe-core on the page and fails on serious or critical
// violations.
async function scan(page, where) {
  await page.addScriptTag({ content: axeSource });
  const { violations } = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], where);
}

// overflow is how far the page is wider than the window.
function overflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

// breakdown reads the final score table's row headers.
function breakdown(page) {
  return page.locator('.result tbody th').allInnerTexts();
}

test('a solo game against Victoria on a phone, to the end by clicks, recorded once', { timeout: 120000 }, async () => {
  const context = await site.browser.newContext({ bypassCSP: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const base = site.root.url();
  await open(page, base + 'new?game=emara&solo=highscore');
  assert.ok(await page.locator('#players-1').isChecked(), 'the solo link sets one player');
  await page.click('label[for=em-start-chosen]');
  await page.fill('#em-start-number', '30');
  await page.click('text=Start the game');
  await page.waitForSelector('.board .em');
  assert.match(await page.locator('.log-lines').innerText(), /Start the Buildings on 30/);
  assert.match(await page.locator('.em-solo').innerText(), /Victoria has 0 Citizen Points/);
  assert.equal(await overflow(page), 0, 'the phone page scrolls sideways');
  await scan(page, 'solo table, light theme');

  const clicks = await playToEnd(page, 7);
  console.log(`solo game: ${clicks} clicks`);
  const rows = await breakdown(page);
  for (const r of ['Citizens: Nobility', 'Buildings: start', 'Higher track (does not count)']) {
    assert.ok(rows.some((t) => t.includes(r)), `the breakdown has a row "${r}": ${rows}`);
  }
  await page.waitForSelector('.em-solo .notice');
  assert.match(await page.locator('.em-solo .notice').innerText(), /New highscore from 30/);
  assert.match(await page.locator('.em-solo-verdict').innerText(), /Victoria|beat/);

  // A reload records nothing twice.
  await page.reload();
  await page.waitForSelector('.em-solo .notice');
  assert.match(await page.locator('.em-solo .notice').innerText(), /already|is in your solo records/);
  const solo = JSON.parse((await storage(page))['tabula.emara.solo']);
  assert.equal(solo.highscores.length, 1);
  assert.equal(solo.highscores[0].start, 30);
  assert.equal(solo.recorded.length, 1);

  await page.click('.em-solo a:text("Solo records")');
  await page.waitForSelector('.em-table');
  const row = page.locator('.em-table tbody tr', { has: page.locator('th', { hasText: /^30$/ }) });
  assert.match(await row.innerText(), new RegExp(`${solo.highscores[0].score} \\(`));
  assert.deepEqual(errors, [], 'uncaught errors in the page');
  await context.close();
});

test('a 2-player game with a computer seat, to the end by clicks', { timeout: 120000 }, async () => {
  const context = await site.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const base = site.root.url();
  await open(page, base + 'settings');
  await page.click('label[for=theme-contrast]');
  await setPace(page, base, 'instant');
  await open(page, base + 'new?game=emara');
  await page.click('label[for=players-2]');
  await page.selectOption('#seat-1-level', 'easy');
  await page.click('text=Start the game');
  await page.waitForSelector('.board .em');
  assert.match(await page.locator('.log-lines').innerText(), /Start the Buildings on \d+ \(the Event card's number, the rulebook's start\)/);
  await page.click('.table-status button:text("Rules")');
  await page.waitForSelector('#rules-dialog >> text=Type B Advisors');
  await page.click('#rules-dialog button:text("Close")');
  await page.waitForSelector('.board .target:visible');
  await scan(page, '2-player table, high-contrast theme');

  const clicks = await playToEnd(page, 11);
  console.log(`2-player game: ${clicks} clicks`);
  const rows = await breakdown(page);
  assert.ok(rows.some((t) => t.includes('Buildings: Construction Site')), `breakdown rows: ${rows}`);
  const names = await page.locator('.result thead th').allInnerTexts();
  assert.ok(names.some((n) => n.includes('You')) && names.some((n) => n.includes('Beatrix')), `seats in the result: ${names}`);
  assert.match(await page.locator('.log-lines').innerText(), /Beatrix: /, 'the computer played');
  assert.equal(await page.locator('.em-solo:visible').count(), 0, 'no Victoria in a 2-player game');
  assert.deepEqual(errors, [], 'uncaught errors in the page');
  await context.close();
});

test('the next Campaign game starts from the solo records on 40', { timeout: 60000 }, async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const base = site.root.url();
  await open(page, base + 'emara-solo');
  assert.match(await page.locator('.em-campaign-now').innerText(), /starts on 40\. Victoria has not been beaten yet/);
  await page.click('text=Play the next Campaign game (start 40)');
  await page.waitForSelector('#em-solo-campaign');
  assert.ok(await page.locator('#players-1').isChecked());
  assert.ok(await page.locator('#em-solo-campaign').isChecked());
  assert.equal(await page.locator('#em-start-first').count(), 0, 'a Campaign game offers no choice of start');
  await page.click('text=Start the game');
  await page.waitForSelector('.board .em');
  assert.match(await page.locator('.log-lines').innerText(), /Start the Buildings on 40/);
  const solo = JSON.parse((await storage(page))['tabula.emara.solo']);
  assert.deepEqual(Object.values(solo.pending), [{ mode: 'campaign', start: 40 }]);
  await context.close();
});
