// Browser tests of the table from a player's seat: the move
// that ends the person's turn waits for End turn, and Undo can still take
// it back until then (the setting "Confirm the end of my turn", on by
// default; off, the move is played at once); on a phone, Fit keeps the
// board and its targets across the screen's width, a board's foot
// scrolls out from under the zoom buttons, Battle Merchants' side board
// goes under its map, "Since your move" opens whole on a tap, and a long
// press shows a tooltip; at 360×740, 390×844, 768×1024 (a tablet) and
// 1366×768 no element covers a target on the board, and every button of
// the status bar is whole. That the status bar keeps one height per
// viewport over a whole game is watched in each game's whole games at
// 1366×768 and 390×844 (table.mjs's watchStatusBar, in their own files).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lcg, patience, startGame, useSite } from './harness.mjs';
import { clickTarget, coveredTargets, cutStatusButtons, decision, hoveredContrast, legal, moment, moves, settle, sizes, targetLocator, waitForMoves } from './table.mjs';

const site = useSite();

const slow = patience(300000);

// startTurns sets up a 2-player game of game against the "random"
// computer at the "instant" pace, dealt from seed; with confirm false, the
// setting "Confirm the end of my turn" is turned off first. It waits for
// the table.
function startTurns(page, game, seed, { confirm = true } = {}) {
  return startGame(page, site.root.url(), 2, { game, level: 'random', seed, pace: 'instant', confirm });
}

const endButton = '.status-bar .end-turn';
const undoButton = '.status-bar .undo';

// prompt is the status bar's prompt.
function prompt(page) {
  return page.locator('.status-bar .prompt').innerText();
}

// heldAfter clicks target and tells whether the move now waits for End
// turn (rather than being played).
async function heldAfter(page, target) {
  const before = await moment(page);
  await clickTarget(page, target);
  await settle(page, before, target.label);
  await decision(page, 60000, { confirm: false }).catch(() => null);
  return page.locator(endButton).isVisible();
}

// confirmsTheEnd checks a move held for End turn (target was just clicked
// and is waiting, logged moves before it): nothing is played, the prompt
// asks, Undo returns to the decision, the move chosen again waits again,
// and End turn plays it. It returns the prompt's question.
async function confirmsTheEnd(page, target, logged) {
  const question = await prompt(page);
  assert.match(question, / and end (your turn|the game)\?$/, `the prompt does not ask: ${question}`);
  assert.equal(await moves(page), logged, `"${target.label}" was played before End turn`);
  assert.deepEqual((await legal(page)).map((t) => t.label), ['End turn'], 'other moves are offered while End turn waits');
  assert.ok(await page.locator(undoButton).isEnabled(), 'Undo is not offered while End turn waits');

  const held = await moment(page);
  await page.locator(undoButton).click();
  await settle(page, held, 'Undo');
  const again = (await decision(page, 60000, { confirm: false })).find((t) => t.label === target.label);
  assert.ok(again, `after Undo, "${target.label}" is not offered again`);
  assert.equal(await page.locator(endButton).count(), 0, 'End turn is still there after Undo');
  assert.equal(await moves(page), logged, 'Undo changed the log');

  assert.ok(await heldAfter(page, again), `"${target.label}" chosen again did not wait for End turn`);
  // Under the pointer, End turn (a primary button that is also a target)
  // keeps its text readable: the targets' pale hover background once
  // showed under its white text.
  await page.locator(endButton).hover();
  const contrast = await hoveredContrast(page.locator(endButton));
  assert.ok(contrast >= 4.5, `End turn under the pointer has a contrast of ${contrast.toFixed(2)}:1`);
  await page.locator(endButton).click();
  await page.locator(endButton).waitFor({ state: 'detached' });
  await waitForMoves(page, '>', logged, { over: true });
  assert.equal(await page.locator(endButton).count(), 0, 'End turn is still there after it was pressed');
  return question;
}

// playUntilHeld plays the person's decisions with choose (a function of the
// targets and the prompt returning a target) until a move that want accepts
// waits for End turn, and checks that one with confirmsTheEnd; a held move
// that want refuses is simply confirmed. It returns the held move's label and
// question.
async function playUntilHeld(page, choose, want, limit = 300) {
  for (let i = 0; i < limit; i++) {
    const targets = await decision(page);
    assert.ok(targets, 'the game ended first');
    const target = choose(targets, await prompt(page));
    const logged = await moves(page);
    if (!await heldAfter(page, target)) continue;
    if (want(target)) return { label: target.label, question: await confirmsTheEnd(page, target, logged) };
    await page.locator(endButton).click();
    await page.locator(endButton).waitFor({ state: 'detached' });
  }
  assert.fail(`no wanted move waited for End turn in ${limit} decisions`);
}

// preferring chooses, with the seeded generator, a target whose label
// matches the first pattern that any matches, else any but those matching
// avoid when there are others.
function preferring(rnd, patterns, avoid = /^$/) {
  return (targets) => {
    for (const p of patterns) {
      const found = targets.filter((t) => p.test(t.label));
      if (found.length > 0) return found[Math.floor(rnd() * found.length)];
    }
    const rest = targets.filter((t) => !avoid.test(t.label));
    const from = rest.length > 0 ? rest : targets;
    return from[Math.floor(rnd() * from.length)];
  };
}

describe('Confirm the end of my turn', () => {
  test('Battle Merchants: the forge that ends the turn waits for End turn, with Undo', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startTurns(page, 'battlemerchants', 3);
    const held = await playUntilHeld(page, preferring(lcg(3), [/^Forge a /, /^Forge/]), (t) => /^Forge a /.test(t.label), 40);
    assert.match(held.question, /^Forge .* and end your turn\?$/);
    await close();
  });

  test("Craft & Conquer: Buy a Peasant that ends the turn waits for End turn, with Undo", slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startTurns(page, 'craftconquer', 17);
    const rnd = lcg(17);
    const choose = (targets, said) => preferring(rnd, /^Step 5/.test(said)
      ? [/^Buy a Peasant/]
      : [/^Buy a Peasant/, /^Buy a Farm/, /^Place/, /^(End step 4|Buy nothing|Play no card|Do not counter)/], /^(Cancel|Discard)/)(targets);
    const held = await playUntilHeld(page, choose, (t) => /^Buy a Peasant/.test(t.label), 150);
    assert.match(held.question, /^Buy a Peasant .* and end your turn\?$/);
    await close();
  });

  // One rule for confirming: a move that ends the turn without
  // saying so waits; "End the turn" is itself the confirmation, and is
  // played at once rather than asked about again.
  test("Crown of Emara: End the turn is played at once; a turn's last action waits for End turn, with Undo", slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startTurns(page, 'emara', 5);
    const rnd = lcg(5);
    let ended = false;
    for (let i = 0; i < 40 && !ended; i++) {
      const targets = await decision(page);
      const end = targets.find((t) => /^End the turn/.test(t.label));
      if (!end) {
        const target = preferring(rnd, [])(targets);
        if (await heldAfter(page, target)) {
          await page.locator(endButton).click();
          await page.locator(endButton).waitFor({ state: 'detached' });
        }
        continue;
      }
      const logged = await moves(page);
      assert.ok(!await heldAfter(page, end), '"End the turn" waits for End turn');
      await waitForMoves(page, '>', logged);
      ended = true;
    }
    assert.ok(ended, '"End the turn" was never offered');
    const held = await playUntilHeld(page, preferring(rnd, [], /^End the turn/), () => true, 60);
    assert.doesNotMatch(held.label, /^End /);
    assert.match(held.question, / and end (your turn|the game)\?$/);
    await close();
  });

  // By keyboard: the held move's End turn takes the focus, and
  // Enter pressed twice on the move does not press End turn too.
  test('Battle Merchants by keyboard: Enter twice on the forge that ends the turn leaves it waiting, End turn focused; Enter then plays it', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startTurns(page, 'battlemerchants', 3);
    const choose = preferring(lcg(3), [/^Forge a /, /^Forge/]);
    let forge = null;
    for (let i = 0; i < 40 && !forge; i++) {
      const targets = await decision(page);
      const target = choose(targets);
      if (!await heldAfter(page, target)) continue;
      forge = target.label;
      const held = await moment(page);
      await page.locator(undoButton).click();
      await settle(page, held, 'Undo');
    }
    assert.ok(forge, 'no forge waited for End turn');
    const logged = await moves(page);
    const again = (await decision(page, 60000, { confirm: false })).find((t) => t.label === forge);
    await targetLocator(page, again.i).focus();
    const before = await moment(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await settle(page, before, forge);
    await page.locator(endButton).waitFor();
    await page.waitForTimeout(300);
    assert.equal(await moves(page), logged, 'the second Enter pressed End turn');
    assert.ok(await page.locator(endButton).evaluate((b) => b === document.activeElement), 'End turn does not have the focus');
    await page.waitForTimeout(700);
    await page.keyboard.press('Enter');
    await page.locator(endButton).waitFor({ state: 'detached' });
    assert.ok(await moves(page) > logged, 'Enter on End turn played nothing');
    await close();
  });

  test('turned off, the move that ends the turn is played at once', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startTurns(page, 'battlemerchants', 3, { confirm: false });
    const choose = preferring(lcg(3), [/^Forge a /, /^Forge/]);
    // Play until a click hands the turn to the computer: End turn never
    // shows, and the computer's move follows the person's in the log.
    let passed = false;
    for (let i = 0; i < 60 && !passed; i++) {
      const targets = await decision(page, 60000, { confirm: false });
      assert.ok(targets, 'the game ended');
      const logged = await moves(page);
      const target = choose(targets);
      const m = await moment(page);
      await clickTarget(page, target);
      await settle(page, m, target.label);
      assert.equal(await page.locator(endButton).count(), 0, `"${target.label}" waits for End turn with the setting off`);
      await decision(page, 60000, { confirm: false });
      const names = await page.locator('.log-lines > li > strong').allInnerTexts();
      passed = names.slice(logged).some((n) => !/^You/.test(n));
    }
    assert.ok(passed, 'the turn never passed');
    await close();
  });
});

// barAt measures the status bar's height and the board's top edge at the
// page's viewport, after the layout of the next frame.
async function barAt(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const bar = document.querySelector('.status-bar').getBoundingClientRect();
    const board = document.querySelector('.table-board').getBoundingClientRect();
    resolve([Math.round(bar.height * 2) / 2, Math.round(board.top * 2) / 2]);
  }))));
}

// quick are the targets that move a Battle Merchants game on fast.
const quick = {
  battlemerchants: [/^Forge a /, /^Sell /, /^Forge/],
};

// boardTargetsAtFit presses Fit on the board's tab and lists what would
// need a sideways pan: a board wider than its viewport, and the
// board's targets that, brought into view by scrolling down, are not
// wholly across the screen's width. Their size is the choices for the
// thumb's (table.mjs readThumbs).
async function boardTargetsAtFit(page) {
  await page.locator('.table-tab[data-tab="board"]').click();
  await page.locator('.zoom-controls [data-zoom="fit"]').click();
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => {
    const bad = [];
    const view = document.querySelector('.board-view');
    const canvas = view.querySelector('.board-canvas').getBoundingClientRect();
    if (canvas.width > view.clientWidth + 1) bad.push(`the board is ${Math.round(canvas.width)} px wide in ${view.clientWidth} px`);
    const ts = [...view.querySelectorAll('.target:not([disabled])')].filter((t) => !t.closest('.chooser'));
    for (const t of ts) {
      t.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = t.getBoundingClientRect();
      const label = (t.getAttribute('aria-label') || t.title || t.textContent.trim()).slice(0, 50);
      if (r.left < -0.5 || r.right > innerWidth + 0.5) bad.push(`${label}: at x ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    resolve({ bad, count: ts.length, zoom: document.querySelector('.board-canvas').style.zoom });
  })));
}

describe('on a phone', () => {
  for (const game of ['battlemerchants', 'coincrown', 'emara', 'craftconquer']) {
    test(`${game}: at Fit the board is the screen's width and every target across it, no sideways pan`, slow, async () => {
      const { page, close } = await site.fresh({ viewport: sizes.phone });
      await startTurns(page, game, 31);
      // Moves that keep the game going (a Coin & Crown game of passes ends
      // in a few decisions).
      const choose = preferring(lcg(31), [], /^(Cancel|Discard|Pass|End )/);
      let seen = 0;
      for (let i = 0; i < 8; i++) {
        const targets = await decision(page);
        if (!targets) break;
        const fit = await boardTargetsAtFit(page);
        seen += fit.count;
        assert.deepEqual(fit.bad, [], `${game} at Fit (zoom ${fit.zoom}), decision ${i}`);
        const target = choose(await decision(page) ?? targets);
        const before = await moment(page);
        await clickTarget(page, target);
        await settle(page, before, target.label);
      }
      assert.ok(seen > 0, `${game}: no target on the board in 8 decisions`);
      await close();
    });
  }

  test('on an upright phone the zoom buttons stand above the board, over none of it', slow, async () => {
    const { page, close } = await site.fresh({ viewport: { width: 360, height: 740 } });
    await startTurns(page, 'coincrown', 31);
    await decision(page);
    const [buttons, view] = await page.evaluate(() => ['.zoom-controls', '.board-view']
      .map((s) => { const r = document.querySelector(s).getBoundingClientRect(); return { top: r.top, bottom: r.bottom, height: r.height }; }));
    assert.ok(buttons.height > 0 && buttons.bottom <= view.top + 1, `the zoom buttons (${buttons.top}–${buttons.bottom}) lie over the board's view (from ${view.top})`);
    await close();
  });

  test("Battle Merchants' map and side board are stacked", slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.phone });
    await startTurns(page, 'battlemerchants', 31);
    await decision(page);
    await page.locator('.table-tab[data-tab="board"]').click();
    const [map, side] = await page.evaluate(() => [...document.querySelector('.board-canvas .bm').children]
      .slice(0, 2).map((e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; }));
    assert.ok(side.top >= map.bottom - 1, `the side board (top ${side.top}) is beside the map (bottom ${map.bottom})`);
    await close();
  });

  test('"Since your move" and a long prompt open whole on a tap, the bar keeping its height', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.phone, hasTouch: true });
    await startTurns(page, 'battlemerchants', 33);
    const choose = preferring(lcg(33), quick.battlemerchants);
    const recent = page.locator('.status-bar .status-recent');
    const cut = () => recent.evaluate((e) => e.scrollWidth > e.clientWidth + 1);
    for (let i = 0; i < 40 && !await cut(); i++) {
      const target = choose(await decision(page));
      const before = await moment(page);
      await clickTarget(page, target);
      await settle(page, before, target.label);
      await decision(page);
    }
    assert.ok(await cut(), 'the line about the others\' moves was never cut short');
    const [height] = await barAt(page);
    await recent.tap();
    const open = await recent.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { whole: e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1, inside: r.left >= 0 && r.right <= innerWidth };
    });
    assert.ok(open.whole && open.inside, `"Since your move" did not open whole: ${JSON.stringify(open)}`);
    assert.equal((await barAt(page))[0], height, 'opening the line changed the status bar\'s height');
    await close();
  });

  // go-app may change a target's attributes alone in a browser task of
  // its own (a phone's Emara lesson once showed a card's target with no
  // pick): the picks follow a target's attributes too.
  test('a target made unusable, then usable again, by its attributes alone loses its pick and gets it back', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.phone });
    await startTurns(page, 'emara', 31);
    await decision(page);
    // The target probed: a pick's number leaves a target that is no longer listed.
    await page.evaluate(() => { document.querySelector('.table .target[data-pick]:not(.pick, .status-bar *)').dataset.probe = '1'; });
    const source = '.table .target[data-probe]';
    const picked = () => page.evaluate((source) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
      const t = document.querySelector(source);
      const label = (t.getAttribute('aria-label') || t.title || t.textContent).trim().replace(/\s+/g, ' ');
      resolve([...document.querySelectorAll('.picks .pick')].some((p) => p.textContent === label));
    }))), source);
    assert.ok(await picked(), 'a target has no pick');
    await page.evaluate((source) => document.querySelector(source).setAttribute('aria-disabled', 'true'), source);
    assert.ok(!await picked(), 'a target made unusable keeps its pick');
    await page.evaluate((source) => document.querySelector(source).removeAttribute('aria-disabled'), source);
    assert.ok(await picked(), 'a target usable again has no pick');
    await close();
  });

  test("a long press shows a sale's price, and plays nothing", slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.phone, hasTouch: true });
    await startTurns(page, 'battlemerchants', 9);
    const choose = preferring(lcg(9), [/^Forge a /, /^Forge/], /^(Pass|Stop)/);
    let space = null;
    for (let i = 0; i < 200 && !space; i++) {
      const targets = await decision(page);
      assert.ok(targets, 'the game ended without a sale');
      if (await page.locator('.bm-space.target[aria-describedby]').count() > 0) {
        space = page.locator('.bm-space.target[aria-describedby]').first();
        break;
      }
      const target = choose(targets);
      const before = await moment(page);
      await clickTarget(page, target);
      await settle(page, before, target.label);
    }
    assert.ok(space, 'no sale was ever offered');
    await page.locator('.table-tab[data-tab="board"]').click();
    await space.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
    const box = await space.boundingBox();
    const x = box.x + box.width / 2, y = box.y + box.height / 2;
    const logged = await moves(page);
    const before = await moment(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(900);
    const tip = page.locator('#touch-tip');
    assert.ok(await tip.isVisible(), 'a long press shows no tooltip');
    assert.match(await tip.innerText(), /\d+ \((Standard|Vorpal)\).* = \d+ gold/);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(500);
    assert.equal(await moves(page), logged, 'the long press played the sale');
    assert.equal(await moment(page), before, 'the long press changed the table');
    // The next touch elsewhere puts the tooltip away.
    await page.locator('.status-bar .progress').tap();
    assert.ok(!await tip.isVisible(), 'the tooltip stays after the next touch');
    await close();
  });
});

// covers are the sizes at which no target on the board may be covered: the
// narrowest phone, an upright phone, a tablet upright and a laptop.
const tablet = { width: 768, height: 1024 };
const covers = [sizes.small, sizes.phone, tablet, sizes.desktop];

// The status bar's buttons are checked whole at the same sizes (on the
// tablet, where the bar has the room, their labels whole too), in the
// states a player meets: a decision with the board's buttons, a move
// waiting for End turn (the moves are chosen at random, End turn among
// them) and a suggestion shown.
// The games' checks run at once (their waits overlap): run one after the
// other, last in the suite's last file, they kept one core a third busy for
// the suite's last 46 s.
describe('no target on the board is covered', { concurrency: true }, () => {
  for (const game of ['battlemerchants', 'coincrown', 'emara', 'craftconquer']) {
    test(`${game}: at 360×740, 390×844, 768×1024 and 1366×768, each target's centre is the target and each status bar button is whole`, slow, async () => {
      const { page, close } = await site.fresh({ viewport: sizes.desktop });
      await startTurns(page, game, 7);
      const rnd = lcg(7);
      for (let i = 0; i < 10; i++) {
        const targets = await decision(page, 60000, { confirm: false });
        if (!targets) break;
        if (i === 2 && await page.locator('.status-bar .suggest:not([aria-disabled="true"])').count() > 0) {
          await page.locator('.status-bar .suggest').click();
          await page.waitForFunction(() => /Suggested move/.test(document.querySelector('.status-bar .suggestion')?.textContent || ''), null, { timeout: 30000 });
        }
        for (const size of covers) {
          await page.setViewportSize(size);
          await decision(page, 60000, { confirm: false });
          const where = `${game} at ${size.width}×${size.height}, decision ${i}: ${await prompt(page)}`;
          assert.deepEqual(await coveredTargets(page), [], where);
          assert.deepEqual(await cutStatusButtons(page, { labels: size === tablet }), [], `${where}: a status bar button is cut`);
        }
        await page.setViewportSize(sizes.desktop);
        const now = await decision(page, 60000, { confirm: false }) ?? targets;
        const target = now[Math.floor(rnd() * now.length)];
        const before = await moment(page);
        await clickTarget(page, target);
        await settle(page, before, target.label);
      }
      await close();
    });
  }

  // A turned tablet lays the board out anew: its pieces are where the new
  // layout puts them, with none sliding there from where the old one had
  // them (Battle Merchants' cards once slid across the map, covering it).
  test('a change of the window\'s width slides no piece', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.phone });
    await startTurns(page, 'battlemerchants', 7);
    await decision(page);
    const slides = () => page.evaluate(async () => {
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
      return document.getAnimations().filter((a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition)).length;
    });
    // The first moves' slides (280 ms) end first.
    for (let i = 0; i < 20 && await slides() > 0; i++) await page.waitForTimeout(100);
    assert.equal(await slides(), 0, 'pieces still slide before the change');
    for (const size of [tablet, sizes.phone, sizes.desktop]) {
      await page.setViewportSize(size);
      assert.equal(await slides(), 0, `pieces slide after the change to ${size.width}×${size.height}`);
    }
    await close();
  });
});
