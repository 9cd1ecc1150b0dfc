// Browser test of the lessons: each game's lesson played from
// its Home tile to its end by following the highlights, once, in a window
// resized at each step between 1366×768 and 390×844 (as a window narrowed
// and widened again): each step is read at both sizes and played at one
// of them, the two in turn. At every step and at both sizes: the lesson
// card is in view, the step's move is the only one marked and can be
// brought into view without scrolling the page (checkTable), and a click
// off it is refused with a reason and changes nothing; the lesson is at
// the same step after a reload (at its
// middle step and at Back's; that the save brings a lesson back at every
// one of its steps is app's TestLessonResumesAtEveryStep, which is where
// every fifth step's reload here went: 5–7 page loads a lesson). With
// "What the rules did" open, the step's words show whole, above the
// buttons. Back takes a move back; the last step offers a
// first game against Easy, which starts one, and Home then shows the
// lesson done. A lesson's ending is played the same way from Home to the
// final score.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { open, setPace, useSite } from './harness.mjs';
import { checkTable, clickTarget, decision, legal, lessonStep as step, moment, moves, settle, sizes } from './table.mjs';

const site = useSite({ motion: false });

// lessons are the games with a lesson: how many steps each has, and a
// step that follows a move of the person's own, where Back takes it back.
// ending is the number of steps of the lesson's ending, if it has one.
const lessons = [
  { game: 'battlemerchants', steps: 27, back: 4, ending: 6 },
  { game: 'emara', steps: 32, back: 5, ending: 6 },
  { game: 'craftconquer', steps: 30, back: 11, ending: 9 },
  { game: 'coincrown', steps: 36, back: 4, ending: 8 },
];

// saved waits until the moves on screen are in local storage.
async function saved(page) {
  await page.waitForFunction(() => window.tabulaSaveDue !== true);
}

// inView asserts that the lesson card is wholly inside the viewport.
async function cardInView(page, size, where) {
  const box = await page.locator('#lesson').boundingBox();
  assert.ok(box, `${where}: no lesson card`);
  assert.ok(box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height + 1 && box.x + box.width <= size.width + 1,
    `${where}: the lesson card is not in view: ${JSON.stringify(box)}`);
}

// cardWhole opens the card's "What the rules did" and asserts that the
// step's title and words show whole: inside the card, which does not
// scroll, and above its buttons. A card folded to its instruction (an
// upright phone, while the step asks for a move) shows the step's title
// and instruction whole beside its buttons; it is then opened by its
// "More", read whole, and folded again by its "Less", as a player would.
async function cardWhole(page, where) {
  const fold = page.locator('#lesson .lesson-fold');
  if (await page.locator('#lesson.folded').count() > 0 && await fold.isVisible()) {
    const folded = await page.evaluate(() => {
      const card = document.querySelector('#lesson');
      const c = card.getBoundingClientRect();
      const whole = (el) => {
        const r = el.getBoundingClientRect();
        return r.height > 0 && r.top >= c.top - 1 && r.bottom <= c.bottom + 1 && el.scrollHeight <= el.clientHeight + 1;
      };
      // A refusal's lead ("Not that one:") stands in the title's place.
      const refused = card.querySelector('.lesson-refused-lead');
      return { title: whole(refused || card.querySelector('.lesson-title')), instruction: whole(card.querySelector('.lesson-do')), scrolls: card.scrollHeight > card.clientHeight + 1 };
    });
    assert.ok(folded.title && folded.instruction && !folded.scrolls, `${where}: the folded card's instruction is not whole: ${JSON.stringify(folded)}`);
    await fold.click();
    await page.waitForSelector('#lesson:not(.folded)');
    await cardWhole(page, `${where}, opened`);
    await fold.click();
    await page.waitForSelector('#lesson.folded');
    return;
  }
  const fit = await page.evaluate(() => {
    const card = document.querySelector('#lesson');
    const events = card.querySelector('.lesson-events');
    if (events) events.open = true;
    const c = card.getBoundingClientRect();
    const now = card.querySelector('.lesson-now').getBoundingClientRect();
    const buttons = card.querySelector('.lesson-actions').getBoundingClientRect();
    return {
      scrolls: card.scrollHeight > card.clientHeight + 1,
      inside: now.top >= c.top - 1 && now.bottom <= c.bottom + 1,
      above: now.bottom <= buttons.top + 1,
      events: Boolean(events),
    };
  });
  assert.ok(!fit.scrolls && fit.inside && fit.above,
    `${where}: with its notes open the step's words are not whole: ${JSON.stringify(fit)}`);
}

// offTarget is a point on the board that is no target, no refused place
// and no control, found as a player's finger would land on it.
function offTarget(page) {
  return page.evaluate(() => {
    const view = document.querySelector('.board-view');
    const r = view.getBoundingClientRect();
    // A fine grid: on a phone most of a board's view may be its parts,
    // each refused with its reason, and a coarse one once found no gap.
    for (let fy = 0.05; fy < 0.96; fy += 0.025) {
      for (let fx = 0.05; fx < 0.96; fx += 0.025) {
        const x = r.left + fx * r.width;
        const y = r.top + fy * r.height;
        const el = document.elementFromPoint(x, y);
        if (el && view.contains(el) && !el.closest('.target, .refused, button, a, summary, input, select, label')) return { x, y };
      }
    }
    return null;
  });
}

// stepTargets tells whether the step has a target for the person; when it
// has, it waits until the table is ready for them (decision: on a phone,
// each target with its choice for the thumb, which web/thumb.js draws at
// the frame after the change; at a load of 7 a clean run once read a
// card's target before its pick).
async function stepTargets(page) {
  if ((await legal(page)).length === 0) return false;
  return (await decision(page, 60000, { confirm: false }))?.length > 0;
}

// refusesOffTarget clicks the board off the step's target and checks that
// the lesson says why and nothing else changed.
async function refusesOffTarget(page, where) {
  const boardTab = page.locator('.table-tab[data-tab="board"]');
  if (await boardTab.isVisible()) await boardTab.click();
  let at = await offTarget(page);
  if (!at) {
    // Once more after the board's pan to the step's targets has ended.
    await page.waitForTimeout(500);
    at = await offTarget(page);
  }
  assert.ok(at, `${where}: no place off the targets to click`);
  const before = [await step(page), await moves(page)];
  await page.mouse.click(at.x, at.y);
  await page.waitForSelector('.lesson-refused');
  const why = await page.locator('.lesson-refused').innerText();
  assert.match(why, /the lesson asks/, `${where}: the refusal says why`);
  assert.deepEqual([await step(page), await moves(page)], before, `${where}: the refused click changed the game`);
}

// advance plays the step: its move, or Continue; it waits for the next
// step (or the end of the lesson). A move made in two clicks (a soldier,
// then where it goes) marks its second target once the first is clicked:
// that one is followed too, and it too must be the only one. A move may
// also be marked in several places, as Coin & Crown marks both a
// conquest's button and the card on the mat it uses, and Emara a Councilor,
// the Location it lands on and its "lands here" marker: then every target
// must name the step's move (the lesson card's data-play), and the one in
// view is clicked.
async function advance(page, k, where) {
  let targets = await legal(page);
  if (targets.length === 0) {
    await page.click('.lesson-next');
  }
  for (let click = 0; targets.length > 0; click++) {
    assert.ok(click < 3, `${where}: the move takes more than three clicks`);
    if (targets.length > 1) {
      const play = await page.evaluate(() => document.querySelector('#lesson')?.dataset.play || '');
      assert.ok(play !== '' && targets.every((t) => t.label.includes(play)),
        `${where}: the step marks other moves than its own (${play}): ${targets.map((t) => t.label)}`);
    }
    const target = targets.find((t) => t.shown) ?? targets[0];
    const before = await moment(page);
    await clickTarget(page, target);
    await settle(page, before, target.label);
    if (await step(page) !== k) break;
    targets = await legal(page);
  }
  await page.waitForFunction((s) => Number(document.querySelector('#lesson')?.dataset.step || 0) !== s, k);
  assert.equal(await step(page), k + 1, `${where}: the lesson went on to the next step`);
}

// bothSizes are the sizes each step is read at.
const bothSizes = [sizes.desktop, sizes.phone];
const named = (size) => `${size.width}×${size.height}`;

// resize gives the window size and waits two frames, for the table to lay
// itself out anew (web/table.js fits the board as its viewport changes).
async function resize(page, size) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// readStep checks step k at both sizes and leaves the window at the size
// the step is played at, each size in turn from step to step; it returns
// that size. The card is read at both sizes first, then again with the
// refusal of a click off the target, which stays on the card until the
// next step.
async function readStep(page, k, where) {
  const [first, last] = k % 2 ? bothSizes : [...bothSizes].reverse();
  for (const size of [first, last]) {
    await resize(page, size);
    const at = `${where} at ${named(size)}`;
    assert.equal(await step(page), k, at);
    await cardInView(page, size, at);
    await cardWhole(page, at);
  }
  if (await stepTargets(page)) {
    for (const size of [last, first]) {
      await resize(page, size);
      const at = `${where} at ${named(size)}`;
      await checkTable(page, size, { context: at });
      await refusesOffTarget(page, at);
      await cardWhole(page, `${at}, the refusal shown`);
    }
  } else {
    await resize(page, first);
  }
  return first;
}

describe('lessons', () => {
  for (const { game, steps, back } of lessons) {
    test(`${game}'s lesson to its end, each step at ${bothSizes.map(named).join(' and ')}`, async () => {
      const { page, close } = await site.fresh({ viewport: sizes.desktop });
      const base = site.root.url();
      await setPace(page, base, 'instant');
      await open(page, base);
      await page.click(`.tile-${game} .learn-link:not(.learn-ending)`);
      await page.waitForSelector('#lesson');
      assert.equal(await step(page), 1);
      const reloadAt = (k) => k === Math.ceil(steps / 2) || k === back;
      let size;
      for (let k = 1; k < steps; k++) {
        size = await readStep(page, k, `${game} step ${k}`);
        const where = `${game} step ${k} at ${named(size)}`;
        // After a reload the lesson is where it was (the step, the log).
        await saved(page);
        const logBefore = await moves(page);
        if (reloadAt(k)) {
          await page.reload();
          await page.waitForSelector('#lesson');
          assert.equal(await step(page), k, `${where}: after a reload`);
          assert.equal(await moves(page), logBefore, `${where}: the moves after a reload`);
        }
        // Back after a move of the person's own takes it back.
        if (k === back) {
          // A phone's card folded at a move shows Back once opened.
          if (!await page.locator('.lesson-back').isVisible()) await page.click('.lesson-fold');
          await page.click('.lesson-back');
          await page.waitForFunction((s) => Number(document.querySelector('#lesson')?.dataset.step) === s, k - 1);
          assert.equal(await moves(page), logBefore - 1, `${where}: Back took the move back`);
          await advance(page, k - 1, `${game} step ${k - 1} again`);
        }
        await advance(page, k, where);
      }
      await cardInView(page, size, `${game} last step`);
      await cardWhole(page, `${game} last step`);
      const lessonURL = page.url();
      await page.click('.lesson-first-game');
      await page.waitForFunction((u) => location.href !== u && !document.querySelector('#lesson') &&
        document.querySelector('.table .prompt'), lessonURL);
      const players = await page.locator('.players').innerText();
      assert.match(players, /Computer · Easy/, 'the first game is against Easy');
      await open(page, base);
      await page.waitForSelector(`.tile-${game} .learned`);
      await close();
    });
  }

  // The lesson's ending: from Home, a game near its end played
  // by its steps to the end; the result sets the person's Projected
  // before the last move beside the final score; the last step offers a
  // first game, and no more of a game that is over.
  for (const { game, ending } of lessons.filter((l) => l.ending)) {
    test(`${game}'s ending to the final score, each step at ${bothSizes.map(named).join(' and ')}`, async () => {
      const { page, close } = await site.fresh({ viewport: sizes.desktop });
      const base = site.root.url();
      await setPace(page, base, 'instant');
      await open(page, base);
      await page.click(`.tile-${game} .learn-ending`);
      await page.waitForSelector('#lesson');
      assert.match(await page.locator('#lesson .lesson-count').innerText(), new RegExp(`^The ending · step 1 of ${ending}$`));
      assert.ok(await moves(page) > 20, 'the ending does not start from a game under way');
      assert.ok(!await page.locator('.status-bar .undo').isEnabled(), 'a move before the ending can be taken back');
      let size;
      for (let k = 1; k < ending; k++) {
        size = await readStep(page, k, `${game}'s ending, step ${k}`);
        const where = `${game}'s ending, step ${k} at ${named(size)}`;
        if (k === 1) {
          await saved(page);
          await page.reload();
          await page.waitForSelector('#lesson');
          assert.equal(await step(page), k, `${where}: after a reload`);
        }
        await advance(page, k, where);
      }
      // The game is over: the result sets Projected beside the final score.
      await page.waitForSelector('.result .projected-final');
      const total = await page.locator('.result .projected-final tr.total').innerText();
      const [projected, final] = total.split(/\s+/).slice(1, 3).map(Number);
      const verdict = await page.locator('.result .verdict').innerText();
      assert.ok(projected > 0 && verdict.includes(String(final)), `the result's Projected and final totals: ${total}; ${verdict}`);
      const cut = await page.evaluate(() => {
        const table = document.querySelector('.result .projected-final table');
        return table.scrollWidth - table.closest('.table-scroll').clientWidth;
      });
      assert.ok(cut <= 1, `the Projected-to-final table is ${cut} px wider than its box`);
      await page.click('#result-close');
      await cardInView(page, size, `${game}'s ending, last step`);
      await cardWhole(page, `${game}'s ending, last step`);
      assert.equal(await page.locator('.lesson-keep').count(), 0, 'the last step offers to keep playing a game that is over');
      await page.waitForSelector('.lesson-first-game');
      await close();
    });
  }

  // On a phone on its side the card has 42% of 390 px. Where a step's
  // words need more (Craft & Conquer's first step: five lines at 844 px),
  // they scroll under the buttons, which stay in the card's view.
  test('on a phone on its side the lesson\'s buttons stay in view', async () => {
    const { page, close } = await site.fresh({ viewport: sizes.landscape, hasTouch: true, isMobile: true });
    await open(page, site.root.url() + 'learn?game=craftconquer');
    await page.waitForSelector('#lesson .lesson-next');
    const fit = await page.evaluate(() => {
      const card = document.querySelector('#lesson');
      const c = card.getBoundingClientRect();
      const b = card.querySelector('.lesson-actions').getBoundingClientRect();
      return { scrolls: card.scrollHeight > card.clientHeight + 1, card: [c.top, c.bottom], buttons: [b.top, b.bottom] };
    });
    assert.ok(fit.scrolls, `the step's words fit this card, so it tests nothing: ${JSON.stringify(fit)}`);
    assert.ok(fit.buttons[0] >= fit.card[0] && fit.buttons[1] <= fit.card[1] + 1, `the buttons are out of the card's view: ${JSON.stringify(fit)}`);
    await close();
  });

  // (Every game's lesson has an ending: app's TestLessonEnding covers a
  // lesson without one.)
  test('the lesson or ending of a game that is not there is refused with a reason', async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    const base = site.root.url();
    for (const [query, says] of [['game=nosuchgame', /names no game of Tabula's/], ['game=nosuchgame&part=ending', /names no game of Tabula's/]]) {
      await page.goto(`${base}learn?${query}`);
      await page.waitForFunction(() => !document.getElementById('app-wasm-loader'));
      await page.waitForSelector('.tabula main .notice');
      assert.match(await page.locator('.tabula main').innerText(), says, query);
    }
    await close();
  });
});
