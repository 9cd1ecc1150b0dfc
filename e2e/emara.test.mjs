// Browser tests of the Crown of Emara table: games
// against the "random" computer at the "instant" pace, or against Victoria
// alone, played by clicking the table's legal targets as a player would,
// with the one-screen checks of e2e/table.mjs at every decision: a
// 2-player game to the end at 1366×768 (in the high-contrast theme, the
// rules dialog opened on the way) and a solo game to the end at 390×844
// with a thumb's choices at every decision, recorded once in the solo records;
// 20 decisions at 1366×768 and at 844×390. Also: the computer's last moves
// marked on the board, no animation when animation is off or reduced motion
// is asked for, a round's Event in the log, a few decisions by keyboard
// alone, and the next Campaign game started from the solo records.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { artifacts, lcg, open, patience, startGame, storage, useSite } from './harness.mjs';
import { animated, checkTable, clickTarget, decision, enterApart, logEvents, moment, over, play, recentLine, settle, sizes, theEnd } from './table.mjs';

const site = useSite();

// slowPage is site.fresh's option for a longer default timeout: the
// machine running the tests may be shared and slow.
const slowPage = { timeout: 60000 };

// startEmara sets up a game of you against computers at the "random" level
// in the other seats, at the "instant" pace (paced already when set), dealt
// from seed so that a failure can be replayed; it waits for the table.
function startEmara(page, players, seed, { paced = false } = {}) {
  return startGame(page, site.root.url(), players, { game: 'emara', level: 'random', seed, pace: paced ? undefined : 'instant' });
}

// finishing are the targets that end something: the turn, the actions at
// a Location, an Event's reward declined.
const finishing = /^(End the turn|Finish at|Take no reward)/;

// councillor chooses a target as a player would, mostly: a choice of the list
// they opened (on the board's chooser or under a card in their mat), or
// else an action, now and then what ends the turn or the Location's
// actions; never the opener of the list already open (that would close it).
function councillor(targets, rnd) {
  const open = targets.filter((t) => t.choice);
  if (open.length > 0 && rnd() < 0.9) return open[Math.floor(rnd() * open.length)];
  const shut = targets.filter((t) => !t.expanded);
  const acts = shut.filter((t) => !finishing.test(t.label));
  if (acts.length > 0 && rnd() < 0.8) return acts[Math.floor(rnd() * acts.length)];
  return shut[Math.floor(rnd() * shut.length)] ?? targets[0];
}

// described adds to legal's targets what councillor needs: whether each is a
// choice of an open list and whether it is an opener already open.
async function described(page, targets) {
  const info = await page.evaluate(() => [...document.querySelectorAll('.table .target:not([disabled])')]
    .filter((t) => !t.closest('.overlay'))
    .map((t) => ({ choice: !!t.closest('.chooser, .em-inline-choices, .em-slots'), expanded: t.getAttribute('aria-expanded') === 'true' })));
  return targets.map((t) => ({ ...t, ...info[t.i] }));
}

// emaraPlayer is play's choice as councillor's, seeded.
function emaraPlayer(seed) {
  const rnd = lcg(seed);
  return async (targets, page) => councillor(await described(page, targets), rnd);
}

const slow = patience(300000);

describe('Crown of Emara at the table', () => {
  // The whole games here watch the status bar's height (play's
  // watchBar): one height per viewport, a suggestion asked now and then.
  test('a 2-player game against the computer, to the end by clicks at 1366×768, high contrast, the status bar keeping one height', slow, async () => {
    const size = sizes.desktop;
    const { page, close } = await site.fresh({ ...slowPage, viewport: size });
    await open(page, site.root.url() + 'settings');
    await page.click('label[for=theme-contrast]');
    await page.waitForSelector('text=Settings saved.');
    await startEmara(page, 2, 11);
    assert.match(await page.locator('.log-lines').innerText(), /Start the Buildings on \d+ \(the Event card's number, the rulebook's start\)/);
    // The rules reference opens over the table and closes again.
    await page.click('.status-bar button:text("Rules")');
    await page.waitForSelector('#rules-dialog >> text=Type B Advisors');
    await page.click('#rules-dialog button:text("Close")');
    await page.waitForSelector('#rules-dialog', { state: 'hidden' });
    // The fitted board's zoom, which must last the whole game: the board's
    // drawing keeps its size (Events of every length, Favor Tokens discarded).
    const zoom = () => page.evaluate(() => document.querySelector('.board-canvas').style.zoom);
    const zoomAtStart = await zoom();
    try {
      const played = await play(page, size, 600, emaraPlayer(11), { watchBar: true });
      console.log(`emara 2 players at 1366×768: ${played} decisions`);
      assert.ok(await over(page), `no end after ${played} decisions`);
      await theEnd(page, size, ['Buildings: Construction Site', 'Citizens: Nobility']);
    } catch (err) {
      await page.screenshot({ path: path.join(artifacts, 'emara-1366-failed.png') });
      throw err;
    }
    const names = await page.locator('.overlay.result table.scores thead th').allInnerTexts();
    assert.ok(names.some((n) => n.includes('You')) && names.some((n) => n.includes('Beatrix')), `seats in the result: ${names}`);
    assert.match(await page.locator('.log-lines').innerText(), /Beatrix: /, 'the computer played');
    assert.equal(await page.locator('.em-solo').count(), 0, 'no Victoria in a 2-player game');
    // Each round ends with its Event, told in the log.
    const events = await logEvents(page);
    for (const want of [/^Round [1-5] ends\./, /^Round [2-6] begins with the Event “/, /^The game ends after round 6\./]) {
      assert.ok(events.some((e) => want.test(e)), `no log line ${want}`);
    }
    await page.click('.overlay.result .overlay-close');
    await page.waitForSelector('.overlay.result', { state: 'detached' });
    assert.equal(await zoom(), zoomAtStart, 'the fitted board was zoomed again during the game');
    await page.screenshot({ path: path.join(artifacts, 'emara-end-1366x768.png') });
    await close();
  });

  test('a solo game against Victoria at 390×844, to the end by a thumb\'s choices, recorded once, the status bar keeping one height', slow, async () => {
    const size = sizes.phone;
    const { page, close } = await site.fresh({ ...slowPage, viewport: size, hasTouch: true, isMobile: true });
    const base = site.root.url();
    await open(page, base + 'new?game=emara&solo=highscore');
    assert.ok(await page.locator('#players-1').isChecked(), 'the solo link sets one player');
    await page.click('label[for=em-start-chosen]');
    await page.fill('#em-start-number', '30');
    await page.fill('#seed', '7');
    await page.click('text=Start the game');
    await page.waitForSelector('.table .status-bar .prompt');
    assert.match(await page.locator('.log-lines').innerText(), /Start the Buildings on 30/);
    assert.match(await page.locator('.em-solo').innerText(), /Victoria\s*0/);
    try {
      const played = await play(page, size, 600, emaraPlayer(7), { watchBar: true, tap: true });
      console.log(`emara solo at 390×844: ${played} decisions`);
      assert.ok(await over(page), `no end after ${played} decisions`);
      await theEnd(page, size, ['Citizens: Nobility', 'Buildings: start', 'Higher track (does not count)']);
    } catch (err) {
      await page.screenshot({ path: path.join(artifacts, 'emara-390-failed.png') });
      throw err;
    }
    // The result says the game went into the solo records, once.
    const note = page.locator('.overlay.result .solo-note .notice');
    assert.match(await note.innerText(), /New highscore from 30/);
    assert.match(await page.locator('.em-solo-verdict').innerText(), /Victoria|beat/);
    await page.reload();
    await page.waitForSelector('.overlay.result .solo-note .notice');
    assert.match(await note.innerText(), /already|is in your solo records/);
    const solo = JSON.parse((await storage(page))['tabula.emara.solo']);
    assert.equal(solo.highscores.length, 1);
    assert.equal(solo.highscores[0].start, 30);
    assert.equal(solo.recorded.length, 1);
    await page.click('.overlay.result .solo-note a:text("Solo records")');
    await page.waitForSelector('.em-table');
    const row = page.locator('.em-table tbody tr', { has: page.locator('th', { hasText: /^30$/ }) });
    assert.match(await row.innerText(), new RegExp(`${solo.highscores[0].score} \\(`));
    await close();
  });

  for (const [name, size, players, seed] of [['1366×768', sizes.desktop, 3, 3], ['844×390', sizes.landscape, 2, 5]]) {
    test(`20 decisions of a ${players}-player game at ${name}`, slow, async () => {
      const { page, close } = await site.fresh({ ...slowPage, viewport: size });
      await startEmara(page, players, seed);
      const played = await play(page, size, 20, emaraPlayer(seed));
      assert.equal(played, 20);
      // The table after the last move, once it is ready for the person
      // (decision: on a phone, every target with its pick, which
      // web/table.js draws at the frame after the change).
      await decision(page);
      await checkTable(page, size, { axe: true, context: 'after 20 decisions' });
      await page.screenshot({ path: path.join(artifacts, `emara-${size.width}x${size.height}.png`) });
      await close();
    });
  }

  test("the computer's last moves are marked; animation off and reduced motion leave no animation", slow, async () => {
    const { page, close } = await site.fresh({ ...slowPage, viewport: sizes.desktop });
    await startEmara(page, 2, 2);
    // On to a decision the computer has moved before.
    await play(page, sizes.desktop, 30, emaraPlayer(2), { until: async (n) => n > 0 && /Beatrix: /.test(await recentLine(page)) });
    assert.match(await recentLine(page), /Beatrix: /, 'the status bar does not say what the computer did');
    assert.ok(await page.locator('.board-canvas .changed').count() > 0, 'nothing is marked on the board after the computer moved');
    assert.ok(await animated(page), 'no animation with animation on');

    await open(page, site.root.url() + 'settings');
    await page.click('label[for=animation]');
    await page.waitForSelector('text=Settings saved.');
    await startEmara(page, 2, 4, { paced: true });
    await play(page, sizes.desktop, 30, emaraPlayer(4), { until: async (n) => n > 0 && /Beatrix: /.test(await recentLine(page)) });
    assert.ok(await page.locator('.board-canvas .changed').count() > 0, 'nothing is marked with animation off');
    assert.equal(await page.evaluate(() => document.getAnimations().length), 0, 'animations with animation off');
    await close();

    const reduced = await site.fresh({ ...slowPage, viewport: sizes.desktop });
    await reduced.page.emulateMedia({ reducedMotion: 'reduce' });
    await startEmara(reduced.page, 2, 6);
    await play(reduced.page, sizes.desktop, 6, emaraPlayer(6));
    await decision(reduced.page);
    assert.equal(await reduced.page.evaluate(() => document.getAnimations().length), 0, 'animations with reduced motion');
    await reduced.close();
  });

  // At a new round the mat once stayed scrolled down to the slots, the
  // new hand out of view above. Here the player scrolls the mat to its foot
  // at every decision; at the next, one of its targets at least is whole in
  // view. A laptop's window 600 px high (its browser's bars taking the
  // rest) leaves the mat as short as the reviewer's later rounds did.
  test('a new decision in the mat is brought into view, the new hand at a new round among them', slow, async () => {
    const { page, close } = await site.fresh({ ...slowPage, viewport: { width: 1366, height: 600 } });
    await startEmara(page, 2, 8);
    const choose = emaraPlayer(8);
    let looked = 0;
    let rounds = 0;
    let round = '';
    for (let k = 0; k < 60; k++) {
      const targets = await decision(page);
      if (!targets) break;
      const mat = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
        const dock = document.querySelector('.table .dock');
        const d = dock.getBoundingClientRect();
        const rs = [...dock.querySelectorAll('.target:not([disabled])')].map((t) => t.getBoundingClientRect()).filter((r) => r.height);
        const whole = (r) => Math.min(r.bottom, d.bottom) - Math.max(r.top, d.top) >= Math.min(r.height, d.height) - 2;
        resolve({ count: rs.length, shown: rs.some(whole), progress: document.querySelector('.status-bar .progress').textContent });
      }))));
      if (mat.count > 0) {
        looked++;
        assert.ok(mat.shown, `decision ${k} (${mat.progress}): none of the mat's ${mat.count} targets is whole in its view`);
      }
      if (mat.progress !== round) {
        rounds++;
        round = mat.progress;
      }
      await page.evaluate(() => { const d = document.querySelector('.table .dock'); d.scrollTop = d.scrollHeight; });
      const target = await choose(targets, page);
      const before = await moment(page);
      await clickTarget(page, target);
      await settle(page, before, target.label);
    }
    assert.ok(looked >= 10 && rounds >= 3, `only ${looked} decisions in the mat over ${rounds} rounds`);
    await close();
  });

  test('the game is played by keyboard alone', slow, async () => {
    const { page, close } = await site.fresh({ ...slowPage, viewport: sizes.desktop });
    await startEmara(page, 2, 8);
    // Tab to a target, Enter; a card's slots or an element's choices open
    // with the first one focused: Enter again chooses it.
    for (let k = 0; k < 6; k++) {
      if (!await decision(page)) break;
      const prompt = await page.locator('.status-bar .prompt').innerText();
      await page.evaluate(() => document.activeElement?.blur());
      let found = false;
      for (let tabs = 0; tabs < 300 && !found; tabs++) {
        await page.keyboard.press('Tab');
        found = await page.evaluate(() => {
          const a = document.activeElement;
          return !!a && a.matches('.table .target') && !a.closest('.overlay');
        });
      }
      assert.ok(found, `Tab never reached a target: ${prompt}`);
      const before = await moment(page);
      await enterApart(page);
      await settle(page, before, 'Enter');
      // The focus stays at the table, on the next choice, rather than
      // falling to the page's body with the element the move removed.
      const kept = await page.waitForFunction(() => !!document.activeElement?.closest('.table'), null, { timeout: 5000 }).then(() => true, () => false);
      assert.ok(kept, `after Enter the focus is on ${await page.evaluate(() => document.activeElement?.tagName)}, not at the table`);
      if (await page.evaluate(() => document.activeElement?.id === 'em-choice-first')) {
        const inList = await moment(page);
        await enterApart(page);
        await settle(page, inList, 'Enter on the first choice');
      }
    }
    assert.match(await page.locator('.log-lines').innerText(), /You: /, 'the keyboard played no move');
    await close();
  });

  test('the next Campaign game starts from the solo records on 40', patience(60000), async () => {
    const { page, close } = await site.fresh(slowPage);
    const base = site.root.url();
    await open(page, base + 'emara-solo');
    assert.match(await page.locator('.em-campaign-now').innerText(), /starts on 40\. Victoria has not been beaten yet/);
    await page.click('text=Play the next Campaign game (start 40)');
    await page.waitForSelector('#em-solo-campaign');
    assert.ok(await page.locator('#players-1').isChecked());
    assert.ok(await page.locator('#em-solo-campaign').isChecked());
    assert.equal(await page.locator('#em-start-first').count(), 0, 'a Campaign game offers no choice of start');
    await page.click('text=Start the game');
    await page.waitForSelector('.table .status-bar .prompt');
    assert.match(await page.locator('.log-lines').innerText(), /Start the Buildings on 40/);
    const solo = JSON.parse((await storage(page))['tabula.emara.solo']);
    assert.deepEqual(Object.values(solo.pending), [{ mode: 'campaign', start: 40 }]);
    await close();
  });
});
