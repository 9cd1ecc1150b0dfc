// Browser test of issue 57, the phone-first table: each game played by
// taps on the smallest phone of the issue, 360×740, with touch, as a
// player with one thumb would: at every decision checkTable measures the
// choices for the thumb (every target of the decision has a button of at
// least 44×44 px across the screen's width), the board fitted to the
// screen's width, the prompt's instruction and the buttons' labels whole.
// Each game's own file plays a whole game at 390×844 with the same checks
// (play → checkTable), and 20 decisions on a phone on its side. The
// computers play random legal moves: the table is under test, not them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { catalog, lcg, patience, startGame, useSite } from './harness.mjs';
import { play, sizes } from './table.mjs';

const site = useSite();
const decisions = 40;

describe('the phone-first table at 360×740, by taps', () => {
  for (const { id, name, minPlayers, maxPlayers } of catalog()) {
    test(`${name}: ${decisions} decisions, every choice a thumb's target`, patience(600000), async () => {
      const { page, close } = await site.fresh({ viewport: sizes.small, hasTouch: true, isMobile: true });
      const players = Math.min(Math.max(2, minPlayers), maxPlayers);
      await startGame(page, site.root.url(), minPlayers === maxPlayers ? undefined : players, { game: id, level: 'random', pace: 'instant' });
      const rnd = lcg(57);
      // Taps, not clicks: the choice a seeded player picks, tapped where
      // it is (its button among the choices for the thumb).
      const made = await play(page, sizes.small, decisions, (targets) => targets[Math.floor(rnd() * targets.length)], { axeEvery: 20, tap: true });
      assert.ok(made >= Math.min(decisions, 10), `only ${made} decisions`);
      await close();
    });
  }
});
