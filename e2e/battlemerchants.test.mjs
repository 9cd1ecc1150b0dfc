// Browser test of the Battle Merchants table: games against
// computers at the "random" level and the "instant" pace, played by clicking
// the table's legal targets as a player would, with the one-screen checks of
// e2e/table.mjs at every decision: to the end at 1366×768 (the status bar
// keeping one height; a phone's whole game is phone.test.mjs's), 20
// decisions at 1366×768 and 844×390. Also: the marks of an opponent's last
// move, animation off and reduced motion, the log lines of a Season's end
// with its wars and repairs, a sale's price on hover and focus, and a few
// decisions by keyboard alone; a click on a target leaves the focus on the
// board; the map's key is clear of the zoom buttons at the fitted zoom;
// on a laptop the printed map is shown beside the side board.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { artifacts, open, patience, setPace, startGame, useSite } from './harness.mjs';
import { animated, checkTable, clickTarget, decision, enterApart, logEvents, moment, over, play, settle, sizes, targetLocator, theEnd } from './table.mjs';

const site = useSite();

// startBattle sets up a Battle Merchants game: you, and computers at the
// "random" level in the other seats, at the "instant" pace (paced already
// when set); it waits for the table.
function startBattle(page, players, { paced = false } = {}) {
  return startGame(page, site.root.url(), players, { level: 'random', pace: paced ? undefined : 'instant' });
}

// random is a small seeded generator, so a failing game can be replayed.
function random(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

// pick chooses a target as a merchant would, mostly: sell when a sale is
// offered, learn and forge often, stop forging or pass when that is all
// there is, so that games see sales, wars and repairs.
function pick(targets, rnd) {
  const sales = targets.filter((t) => /^Sell |^Forge \(|ways to sell here/.test(t.label));
  if (sales.length > 0 && rnd(3) > 0) return sales[rnd(sales.length)];
  const moves = targets.filter((t) => !/^(Stop forging|Stop selling|Take no Craft|Pass)/.test(t.label));
  if (moves.length > 0 && rnd(4) > 0) return moves[rnd(moves.length)];
  return targets[rnd(targets.length)];
}

// merchant is play's choice of a merchant (pick), seeded.
function merchant(seed) {
  const rnd = random(seed);
  return (targets) => pick(targets, rnd);
}

// othersMoved plays on until, at the person's decision, the status bar
// tells what the others did since the person's last move (a few decisions
// of one turn, such as forging, come before any other player moves); it
// returns that line.
async function othersMoved(page, rnd) {
  for (let i = 0; i < 20; i++) {
    const targets = await decision(page);
    assert.ok(targets, 'the game ended');
    const recent = (await page.locator('.status-recent').innerText()).trim();
    if (recent !== '') return recent;
    const before = await moment(page);
    await clickTarget(page, pick(targets, rnd));
    await settle(page, before);
  }
  assert.fail('the other players never moved');
}

const slow = patience(300000);

describe('Battle Merchants at the table', () => {
  // A whole game with the status bar's height watched (play's watchBar):
  // one height, a suggestion asked now and then. A phone's whole game by
  // taps is phone.test.mjs's, at 360×740.
  test('a 2-player game played to the end by clicks at 1366×768, the status bar keeping one height', slow, async () => {
    const size = sizes.desktop;
    const { page, close } = await site.fresh({ viewport: size, bypassCSP: true });
    await startBattle(page, 2);
    const played = await play(page, size, 5000, merchant(11), { watchBar: true });
    assert.ok(await over(page), `the game did not end after ${played} decisions`);
    // A whole game is seldom under 20 of the person's decisions, but
    // the computers' moves depend on their time caps, and CI under load
    // saw one end after 19.
    assert.ok(played >= 10, `only ${played} decisions`);

    // The result opens in front of the table, with the score table and
    // the chart; it can be closed to look at the final board.
    await theEnd(page, size, ['Total']);

    // Winter's end is told in the log: the war, repairs, Year's End.
    const events = await logEvents(page);
    for (const want of [/Winter is over\. War!$/, /^Repairs: /, /battles?: |^No battles/, /^Final gold: /]) {
      assert.ok(events.some((e) => want.test(e)), `no log line ${want}: ${events.slice(0, 12).join(' | ')}`);
    }
    assert.ok(events.some((e) => /^Salesman Steve (sells|makes no sale)/.test(e)), "no log line of Salesman Steve's sale");
    await page.click('.overlay.result .overlay-close');
    await page.waitForSelector('.overlay.result', { state: 'detached' });
    await page.screenshot({ path: path.join(artifacts, `battlemerchants-end-${size.width}x${size.height}.png`) });

    // A finished game's share link stays short. The menu closes once its
    // item is chosen, so the link is in view, and opens and closes again
    // as menus do: by a click outside it, and by Escape.
    await page.click('.table-menu > summary');
    await page.click('.table-menu-items >> text=Share link');
    const link = await page.locator('#table-link').inputValue();
    assert.ok(link.slice(link.indexOf('#') + 1).length <= 1000, `share link of ${link.length} characters`);
    const menuOpen = () => page.evaluate(() => document.querySelector('details.table-menu').open);
    assert.equal(await menuOpen(), false, 'the menu stayed open over the share link');
    assert.ok(await page.locator('#table-link').isVisible());
    await page.click('.table-menu > summary');
    await page.click('.status-line');
    assert.equal(await menuOpen(), false, 'a click outside the menu left it open');
    await page.click('.table-menu > summary');
    await page.keyboard.press('Escape');
    assert.equal(await menuOpen(), false, 'Escape left the menu open');
    await close();
  });

  for (const [name, size, players, seed] of [['1366×768', sizes.desktop, 4, 3], ['844×390', sizes.landscape, 2, 5]]) {
    test(`20 decisions of a ${players}-player game at ${name}`, slow, async () => {
      const { page, close } = await site.fresh({ viewport: size, bypassCSP: true });
      await startBattle(page, players);
      const played = await play(page, size, 20, merchant(seed));
      assert.equal(played, 20);
      // The table after the last move, once it is ready for the person
      // (decision: on a phone, every target with its pick, which
      // web/table.js draws at the frame after the change).
      await decision(page);
      await checkTable(page, size, { axe: true, context: 'after 20 decisions' });
      await page.screenshot({ path: path.join(artifacts, `battlemerchants-${size.width}x${size.height}.png`) });
      await close();
    });
  }

  test('a Season ends with its wars and repairs in the log and marked on the board', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startBattle(page, 2);
    // The board's zoom and drawn size, which the war report must leave
    // alone: it shows beside the board, so a fitted board is not zoomed
    // (and laid out) again when it comes and goes.
    const boardSize = () => page.evaluate(() => {
      const c = document.querySelector('.board-canvas');
      return { zoom: c.style.zoom, height: Math.round(c.getBoundingClientRect().height) };
    });
    await decision(page);
    const size = await boardSize();
    const rnd = random(21);
    for (let i = 0; i < 400; i++) {
      const targets = await decision(page);
      assert.ok(targets, 'the game ended before a Season did');
      const events = await logEvents(page);
      if (events.some((e) => /Spring is over\. War!$/.test(e))) break;
      const before = await moment(page);
      await clickTarget(page, pick(targets, rnd));
      await settle(page, before);
    }
    const events = await logEvents(page);
    const end = events.findIndex((e) => /Spring is over\. War!$/.test(e));
    assert.ok(end >= 0, 'Spring never ended');
    // The log is in the order of play: the war follows the end.
    const war = events.slice(end, end + 40).join('\n');
    assert.match(war, /Repairs: /);
    assert.match(war, /\d battles?: |No battles/);
    assert.match(war, /Summer begins; .* starts?\./);
    // The board tells it too, until the person moves again: the war report.
    const report = page.locator('.bm-war');
    await report.waitFor();
    assert.match(await report.innerText(), /Spring is over\. War!/);
    assert.match(await report.innerText(), /Repairs: /);
    assert.deepEqual(await boardSize(), size, 'the board changed its zoom or size at the Season end');
    assert.ok(await report.evaluate((el) => el.closest('.table-side') !== null), 'the war report is not beside the board');
    await close();
  });

  test("an opponent's last move is marked; animation off and reduced motion leave no animation", slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startBattle(page, 2);
    await play(page, sizes.desktop, 3, merchant(2));
    let recent = await othersMoved(page, random(2));
    assert.ok(await page.locator('.table .changed').count() > 0, `nothing is marked after the computer moved: ${recent}`);
    assert.ok(await animated(page), 'no animation with animation on');

    await open(page, site.root.url() + 'settings');
    await page.click('label[for=animation]');
    await page.waitForSelector('text=Settings saved.');
    await startBattle(page, 2, { paced: true });
    await play(page, sizes.desktop, 3, merchant(4));
    recent = await othersMoved(page, random(4));
    assert.ok(await page.locator('.table .changed').count() > 0, `nothing is marked with animation off: ${recent}`);
    assert.equal(await page.evaluate(() => document.getAnimations().length), 0, 'animations with animation off');
    await close();

    const reduced = await site.fresh({ viewport: sizes.desktop });
    await reduced.page.emulateMedia({ reducedMotion: 'reduce' });
    await startBattle(reduced.page, 2);
    await play(reduced.page, sizes.desktop, 3, merchant(6));
    await decision(reduced.page);
    assert.equal(await reduced.page.evaluate(() => document.getAnimations().length), 0, 'animations with reduced motion');
    await reduced.close();
  });

  test('a click on a target leaves the focus on the board, not on the element the move redraws', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startBattle(page, 2);
    const targets = await decision(page);
    const onBoard = targets.find((t) => t.tab === 'board' && t.shown);
    assert.ok(onBoard, `no target on the board: ${targets.map((t) => t.label).join(' | ')}`);
    const before = await moment(page);
    await targetLocator(page, onBoard.i).click();
    await settle(page, before, onBoard.label);
    assert.ok(await page.evaluate(() => document.activeElement?.matches('.board-view')),
      `the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`);
    await close();
  });

  test('on a laptop the printed map is shown, beside the side board', slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startBattle(page, 2);
    const shown = await page.evaluate(() => ['.bm-map-base', '.bm-map-wide', '.bm-map-narrow']
      .map((s) => [...document.querySelectorAll(s)].filter((e) => e.checkVisibility()).length));
    assert.deepEqual(shown, [1, 1, 0], 'the printed map and its pieces shown, the narrow map hidden');
    const columns = await page.locator('.bm').evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(' ').length);
    assert.equal(columns, 2, 'the map beside the side board');
    await close();
  });

  test("the map's key is not under the zoom buttons at the fitted zoom", slow, async () => {
    for (const [size, players] of [[sizes.laptop, 2], [sizes.desktop, 2], [sizes.desktop, 4]]) {
      const { page, close } = await site.fresh({ viewport: size });
      await startBattle(page, players);
      await decision(page);
      const overlaps = await page.evaluate(() => {
        const buttons = document.querySelector('.table .zoom-controls').getBoundingClientRect();
        const items = [...document.querySelectorAll('.table .bm-legend li')];
        return [items.length, items.filter((li) => {
          const r = li.getBoundingClientRect();
          return r.right > buttons.left && r.left < buttons.right && r.bottom > buttons.top && r.top < buttons.bottom;
        }).map((li) => li.textContent)];
      });
      assert.ok(overlaps[0] >= 5, `the key has ${overlaps[0]} items`);
      assert.deepEqual(overlaps[1], [], `${players} players at ${size.width}×${size.height}: under the zoom buttons`);
      await close();
    }
  });

  // Seed 3 deals Apprentices (Immediate, Pay 2 gold) face up: on the narrow
  // side board its foot takes two lines, and its text's last line was cut
  // through the middle under them.
  test("on a phone every side-board card's text lines are whole, a two-line foot's too", slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.phone, hasTouch: true, isMobile: true });
    await startGame(page, site.root.url(), 2, { level: 'random', pace: 'instant', seed: 3 });
    await decision(page);
    const cards = await page.evaluate(() => [...document.querySelectorAll('.bm-cards .bm-card')].filter((c) => c.querySelector('.bm-card-text')).map((c) => {
      const text = c.querySelector('.bm-card-text');
      const foot = c.querySelector('.bm-card-foot');
      // A line's height on screen: the board's view may be zoomed (a
      // phone's is framed on the decision), which the style does not say.
      const lh = parseFloat(getComputedStyle(text).lineHeight) * (parseFloat(c.closest('.board-canvas').style.zoom) || 1);
      const lines = Math.min(Number(getComputedStyle(text).webkitLineClamp) || 99, Math.round(text.scrollHeight / lh));
      const box = c.getBoundingClientRect(), t = text.getBoundingClientRect(), f = foot.getBoundingClientRect();
      return {
        name: c.querySelector('.bm-card-name').textContent,
        footLines: Math.round(f.height / lh),
        whole: t.height >= lines * lh - 1 && t.bottom <= f.top + 1 && f.bottom <= box.bottom - c.clientTop + 1,
      };
    }));
    const apprentices = cards.find((c) => c.name === 'Apprentices');
    assert.ok(apprentices && apprentices.footLines === 2, `no Apprentices with a two-line foot: ${JSON.stringify(cards)}`);
    assert.deepEqual(cards.filter((c) => !c.whole), []);
    await close();
  });

  test("a sale's price shows on hover and focus; the game is played by keyboard alone", slow, async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startBattle(page, 3);
    // Play until a sale is offered on the board.
    const rnd = random(9);
    let space = null;
    for (let i = 0; i < 200 && !space; i++) {
      const targets = await decision(page);
      assert.ok(targets, 'the game ended without a sale');
      if (await page.locator('.bm-space.target').count() > 0) {
        space = page.locator('.bm-space.target').first();
        break;
      }
      const forge = targets.filter((t) => /^Forge a /.test(t.label));
      const before = await moment(page);
      await clickTarget(page, forge.length > 0 ? forge[rnd(forge.length)] : pick(targets, rnd));
      await settle(page, before);
    }
    assert.ok(space, 'no sale was ever offered');
    const tip = page.locator(`#${await space.getAttribute('aria-describedby')}.bm-tip`);
    assert.equal(await tip.isVisible(), false, 'the price shows before hovering');
    await space.hover();
    assert.ok(await tip.isVisible(), 'the price does not show on hover');
    assert.match(await tip.innerText(), /\d+ \((Standard|Vorpal)\).* = \d+ gold/);
    await page.mouse.move(0, 0);
    await space.focus();
    assert.ok(await tip.isVisible(), 'the price does not show on focus');

    // Keyboard alone: Tab to a target, Enter, for a few decisions.
    for (let k = 0; k < 4; k++) {
      if (!await decision(page)) break;
      await page.evaluate(() => document.activeElement?.blur());
      let found = false;
      for (let tabs = 0; tabs < 400 && !found; tabs++) {
        await page.keyboard.press('Tab');
        found = await page.evaluate(() => {
          const a = document.activeElement;
          return !!a && a.matches('.table .target') && !a.closest('.overlay') && !/^Take no Craft|^Pass/.test(a.getAttribute('aria-label') || a.title || '');
        });
      }
      assert.ok(found, 'Tab never reached a target');
      const before = await moment(page);
      await enterApart(page);
      await settle(page, before);
      // A space with two ways to sell opens the chooser, its first choice
      // focused: Enter again chooses it.
      if (await page.locator('.bm-chooser').count() > 0) {
        const inChooser = await moment(page);
        await enterApart(page);
        await settle(page, inChooser);
      }
    }
    await close();
  });
});
