// Browser test of issue 57, the phone-first table: each game played to its
// end by taps on the smallest phone of the issue, 360×740, with touch, as a
// player with one thumb would: at every decision checkTable measures the
// choices for the thumb (every target of the decision has a button of at
// least 44×44 px across the screen's width), the board fitted to the
// screen's width, the prompt's instruction and the buttons' labels whole;
// the status bar keeping one height through the game, a suggestion asked
// now and then; at the end, the result in front of the table (theEnd).
// These are the games' whole games on an upright phone (Crown of Emara's
// own file adds a solo game at 390×844); each game's own file plays 20
// decisions on a phone on its side. The computers play random legal moves:
// the table is under test, not them. The game's seed is fixed, so that a
// run plays the games the last one played.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { catalog, lcg, patience, startGame, useSite } from './harness.mjs';
import { over, play, sizes, theEnd } from './table.mjs';

const site = useSite();

// shorter sets up a shorter game where the setup offers one, as each
// game's own whole-game tests do: Craft & Conquer's 30-minute game of the
// rulebook, in which the player claims each Objective as soon as it may
// (prefer): random play took 400 s and more to the end.
const shorter = { craftconquer: ['variant-length-30'] };
const prefer = { craftconquer: /^Claim/ };

describe('the phone-first table at 360×740, by taps', () => {
  for (const { id, name, minPlayers, maxPlayers } of catalog()) {
    test(`${name}: a whole game, every choice a thumb's target, the status bar keeping one height`, patience(600000), async () => {
      const { page, close } = await site.fresh({ viewport: sizes.small, hasTouch: true, isMobile: true });
      const players = Math.min(Math.max(2, minPlayers), maxPlayers);
      await startGame(page, site.root.url(), minPlayers === maxPlayers ? undefined : players, { game: id, level: 'random', seed: 57, pace: 'instant', choose: shorter[id] ?? [] });
      const rnd = lcg(57);
      // Taps, not clicks: the choice a seeded player picks, tapped where
      // it is (its button among the choices for the thumb).
      const pick = (targets) => {
        const preferred = prefer[id] ? targets.filter((t) => prefer[id].test(t.label)) : [];
        const from = preferred.length > 0 ? preferred : targets;
        return from[Math.floor(rnd() * from.length)];
      };
      const made = await play(page, sizes.small, 2000, pick, { tap: true, watchBar: true });
      assert.ok(await over(page), `${name}: no end after ${made} decisions`);
      console.log(`${name} at 360×740: ${made} decisions`);
      await theEnd(page, sizes.small, ['Total']);
      await close();
    });
  }
});
