// Browser test of the Coin & Crown table: you against a
// computer at the "random" level and the instant pace, played to the end by
// clicking legal targets at 1366×768 (the status bar keeping one height; a
// phone's whole game is phone.test.mjs's), and 20 decisions at 1366×768 and
// 844×390 in a 3-player game, with the one-screen checks at every decision (the
// page does not scroll on a laptop, the status bar and prompt in view,
// every target reachable, a thumb's choices on the phone, axe-core on what
// it has not read yet); the result in front of the table with its score table
// and chart; a Year's end in the log; the others' last moves marked on the
// board and no animation when animation is off or reduced motion is asked
// for; the game played by keyboard alone; and double clicks on a target or
// on Undo playing or taking back one move.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { artifacts, lcg, open, patience, startGame, useSite } from './harness.mjs';
import { clickTarget, decision, enterApart, legal, moves, play, position, sizes, targetLocator, theEnd, waitForMoves } from './table.mjs';

const site = useSite();

// slowPage is site.fresh's option for a longer default timeout: the
// machine running the tests may be shared and slow.
const slowPage = { timeout: 90000 };

// startCoin sets up a game of you against computers at the "random" level,
// at the instant pace, dealt from seed when one is given, and waits for
// the table.
function startCoin(page, players = 2, seed) {
  return startGame(page, site.root.url(), players, { game: 'coincrown', level: 'random', seed, pace: 'instant' });
}

// ending tells the turn's end: a pass or End your turn.
const ending = /^(Pass|End your turn)/;

// choose picks a target with the seeded generator, now and then the turn's
// end instead, so that the game moves on.
function choose(targets, rnd) {
  const end = targets.find((t) => ending.test(t.label));
  if (end && rnd() < 0.3) return end;
  return targets[Math.floor(rnd() * targets.length)];
}

// lasting picks as choose does, but passes (out for the rest of the Year)
// only when nothing else is legal, so that a game lasts the decisions a
// test needs: one that passes early in every Year can end in fewer than 20.
function lasting(targets, rnd) {
  const stay = targets.filter((t) => !/^Pass/.test(t.label));
  return choose(stay.length > 0 ? stay : targets, rnd);
}

// coinPlayer is play's choice by pick (choose unless given) with the seeded
// generator rnd.
function coinPlayer(rnd, pick = choose) {
  return (targets) => pick(targets, rnd);
}

// yearsEnd checks what is Coin & Crown's own at the end, after theEnd: a
// score line per player in the chart; the result closed, the final board
// says the game is over; every Year's end and the new Income are in the log.
async function yearsEnd(page) {
  assert.equal(await page.locator('.overlay.result figure.chart polyline').count(), 2, 'a score line per player');
  await page.locator('.overlay.result .overlay-close').click();
  await page.waitForSelector('.overlay.result', { state: 'detached' });
  assert.match(await page.locator('.board-canvas .cc-years-box').innerText(), /game is over/);
  assert.equal(await page.locator('.table .target').count(), 0, 'targets after the end');
  const events = await page.locator('.log-event').allInnerTexts();
  for (let year = 1; year <= 5; year++) {
    assert.ok(events.some((e) => e.includes(`Year ${year} ends.`)), `no log line for the end of Year ${year}`);
  }
  assert.ok(events.some((e) => /^New Income drawn: /.test(e)), 'no log line for the new Income');
}

const slow = patience(600000);

describe('Coin & Crown in a browser', () => {
  // A whole game with the status bar's height watched (play's watchBar):
  // one height, a suggestion asked now and then. A phone's whole game by
  // taps is phone.test.mjs's, at 360×740.
  test('a game played to the end by clicks at 1366×768, the status bar keeping one height', slow, async () => {
    const size = sizes.desktop;
    const { page, close } = await site.fresh({ ...slowPage, viewport: size, bypassCSP: true });
    await startCoin(page);
    const made = await play(page, size, 1000, coinPlayer(lcg(14)), { watchBar: true });
    // At least one decision a Year: a person who passes early every Year
    // plays a whole game in a handful.
    assert.ok(made >= 5, `only ${made} decisions`);
    await theEnd(page, size, ['Hamlets', 'Villages', 'Towns', 'Cities', 'Church', 'Iron coins', 'Total', 'Place']);
    await yearsEnd(page);
    await page.screenshot({ path: path.join(artifacts, 'coincrown-end-desktop.png') });
    await close();
  });

  test('20 decisions of a 3-player game at 1366×768 and at 844×390', slow, async () => {
    for (const name of ['desktop', 'landscape']) {
      const size = sizes[name];
      const { page, close } = await site.fresh({ ...slowPage, viewport: size, bypassCSP: true });
      await startCoin(page, 3);
      const made = await play(page, size, 20, coinPlayer(lcg(16), lasting));
      assert.equal(made, 20);
      await close();
    }
  });

  // What the others did since the person's last move is marked on the
  // board, and slides or flashes only with animation on.
  test("the others' moves are marked, and no animation runs with animation off or reduced motion", slow, async () => {
    const { page, close } = await site.fresh({ ...slowPage, viewport: sizes.desktop });
    await startCoin(page);
    const rnd = lcg(17);
    let marked = false;
    for (let i = 0; i < 60 && !marked; i++) {
      const targets = await decision(page);
      if (!targets) break;
      marked = await page.locator('.board-canvas .changed').count() > 0 &&
        await page.locator('.status-recent').innerText() !== '';
      if (marked) break;
      const end = targets.find((t) => ending.test(t.label));
      const logged = await moves(page);
      await clickTarget(page, end && rnd() < 0.7 ? end : choose(targets, rnd));
      await waitForMoves(page, '>', logged);
    }
    assert.ok(marked, 'no move of the computer was marked on the board');
    // Which seat moved is ringed in the players' strip.
    assert.ok(await page.locator('.board-canvas .cc-seat.changed').count() > 0, 'the seat that moved is not marked');

    // Animation off in the settings: nothing animates after moves.
    const game = page.url();
    await open(page, site.root.url() + 'settings');
    await page.uncheck('#animation');
    await page.waitForSelector('text=Settings saved.');
    assert.equal(await page.locator('.tabula').getAttribute('data-motion'), 'off');
    await open(page, game);
    for (let i = 0; i < 4; i++) {
      const targets = await decision(page);
      if (!targets) break;
      const logged = await moves(page);
      await clickTarget(page, choose(targets, rnd));
      await waitForMoves(page, '>', logged);
      await decision(page);
      assert.equal(await page.evaluate(() => document.getAnimations().length), 0, 'an animation with animation off');
    }
    await close();

    // Animation on, but the system asks for reduced motion.
    const reduced = await site.fresh({ ...slowPage, viewport: sizes.desktop });
    await reduced.page.emulateMedia({ reducedMotion: 'reduce' });
    await startCoin(reduced.page);
    for (let i = 0; i < 4; i++) {
      const targets = await decision(reduced.page);
      if (!targets) break;
      const logged = await moves(reduced.page);
      await clickTarget(reduced.page, choose(targets, rnd));
      await waitForMoves(reduced.page, '>', logged);
      await decision(reduced.page);
      assert.equal(await reduced.page.evaluate(() => document.getAnimations().length), 0, 'an animation with reduced motion');
    }
    await reduced.close();
  });

  test('the game is played by keyboard alone', slow, async () => {
    const { page, close } = await site.fresh({ ...slowPage, viewport: sizes.desktop });
    await startCoin(page);
    for (let i = 0; i < 6; i++) {
      await decision(page);
      const logged = await moves(page);
      // Tab from the top of the page to a target: one that does not end the
      // turn when there is one, so the board's own targets are played.
      await page.evaluate(() => document.activeElement && document.activeElement.blur());
      const others = (await legal(page)).some((t) => !ending.test(t.label));
      let found = false;
      for (let k = 0; k < 250 && !found; k++) {
        await page.keyboard.press('Tab');
        found = await page.evaluate((others) => {
          const e = document.activeElement;
          const label = e.getAttribute('aria-label') || e.textContent.trim();
          return e.classList.contains('target') && !(others && /^(Pass|End your turn)/.test(label));
        }, others);
      }
      assert.ok(found, 'no target reached with Tab');
      const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label') || document.activeElement.textContent);
      await enterApart(page);
      await waitForMoves(page, '>', logged, { timeout: 10000 })
        .catch(() => assert.fail(`Enter on "${label}" played nothing`));
    }
    await close();
  });

  // A Coin & Crown turn is many moves by the same person, so the second click
  // of a double click lands while the page still shows the position before
  // the first: it must be ignored, neither refused with an error nor played
  // as a second move on a position the player never saw. Likewise Undo.
  test('a double click on a target plays one move, and on Undo takes back one', slow, async () => {
    const { page, close } = await site.fresh({ ...slowPage, viewport: sizes.desktop });
    await startCoin(page);
    let undone = 0;
    let mine = false; // the last move was this person's, and the turn went on
    for (let i = 0; i < 24 && !(i >= 10 && undone > 0); i++) {
      const targets = await decision(page);
      if (!targets) break;
      // Rather a move after which the same person moves again.
      const t = targets.find((c) => !ending.test(c.label)) || targets[0];
      const logged = await moves(page);
      const target = targetLocator(page, t.i);
      await target.dblclick();
      await waitForMoves(page, '>', logged);
      await position(page);
      const lines = await page.locator('.log-lines > li').allInnerTexts();
      const added = lines.slice(logged - await moves(page));
      assert.match(added[0], /^You: /, `after a double click on "${t.label}"`);
      assert.deepEqual(added.slice(1).filter((l) => /^You: /.test(l)), [], `a double click on "${t.label}" played twice`);
      assert.deepEqual(await page.locator('.notice-error').allInnerTexts(), [], `after a double click on "${t.label}"`);
      // Two moves into this person's turn: a double click on Undo takes back
      // one of them.
      const undo = page.locator('.status-bar button', { hasText: 'Undo' });
      const again = added.length === 1 && mine;
      mine = added.length === 1;
      if (again && await undo.isEnabled()) {
        await undo.dblclick();
        await waitForMoves(page, '<=', logged);
        await position(page);
        assert.equal(await moves(page), logged, `a double click on Undo after "${t.label}"`);
        undone++;
        mine = false;
      }
    }
    assert.ok(undone > 0, 'no move could be taken back');
    await close();
  });

  // A browser may count a click as the second of a double (detail 2) when
  // it lands elsewhere soon after the first: a thumb taps a choice in the
  // sheet, then a target on the board. That is a choice of its own, and
  // it plays.
  test('a click counted as a double but away from the one before plays its move', slow, async () => {
    const { page, close } = await site.fresh({ ...slowPage, viewport: sizes.desktop });
    await startCoin(page);
    const targets = await decision(page);
    const t = targets.find((c) => !ending.test(c.label)) || targets[0];
    const box = await targetLocator(page, t.i).boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // The click before lands elsewhere (on the progress's words).
    await page.locator('.status-bar .progress').click();
    const logged = await moves(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 2 });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 2 });
    await waitForMoves(page, '>', logged, { timeout: 15000 }).catch(() => assert.fail(`a click with detail 2 on "${t.label}", away from the last click, played nothing`));
    await close();
  });

  // A payment is a step of its own, shown over the board with its Cancel.
  test('a payment shows its ways to pay over the board and can be cancelled', slow, async () => {
    const { page, close } = await site.fresh({ ...slowPage, viewport: sizes.laptop });
    // A deal of its own: in a random one, no payment with a choice of
    // coins came up in 80 decisions now and then.
    await startCoin(page, 2, 18);
    const rnd = lcg(18);
    let cancelled = false;
    for (let i = 0; i < 80 && !cancelled; i++) {
      const targets = await decision(page);
      if (!targets) break;
      if (await page.locator('.chooser .cc-step').count() > 0 && /^Choose coins to pay /.test(await page.locator('.prompt').innerText())) {
        const before = await moves(page);
        await page.locator('.status-bar button', { hasText: 'Cancel' }).click();
        await waitForMoves(page, '<', before);
        await page.waitForSelector('.chooser .cc-step', { state: 'detached' });
        cancelled = true;
        break;
      }
      const buy = targets.filter((t) => /^Buy .* for /.test(t.label));
      const logged = await moves(page);
      await clickTarget(page, buy.length ? buy[Math.floor(rnd() * buy.length)] : choose(targets, rnd));
      await waitForMoves(page, '>', logged);
    }
    assert.ok(cancelled, 'no payment with a choice of coins came up to cancel');
    await close();
  });
});
