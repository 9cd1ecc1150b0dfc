// Browser test of the phone table on an upright phone of 390×844: each game
// played to its end by taps on the board itself (e2e/phone.mjs's
// playOnPhone), and at every decision on the board: the board's view at
// least 55% of the screen's height; every target's centre in the view as
// the decision opens (no drag); each target reached by a tap at its centre
// and at four points 20 px out (on it, within a thumb's reach of it, or
// among the targets a tap there offers); no control over a target; no
// choice listed twice; a move tapped there that waits for End turn
// marked where it was tapped; at every decision the table's checks (checkTable:
// the choices for the thumb, nothing cut, nothing wider than the screen);
// the board's view beginning at one height all game; a press and hold on a
// piece showing its tip in the theme's box, whole, beside the piece; the
// result at the end. phone-small.test.mjs does the same at 360×740.
import { describe, test } from 'node:test';
import { catalog, patience, useSite } from './harness.mjs';
import { playOnPhone } from './phone.mjs';
import { sizes } from './table.mjs';

const site = useSite();

describe('the phone table at 390×844, by taps on the board', () => {
  for (const game of catalog()) {
    test(`${game.name}: a whole game, the board first, framed on each decision and tapped`, patience(900000), async () => {
      const f = await playOnPhone(site, game, sizes.phone);
      console.log(`${game.name} at 390×844: ${f.decisions} decisions, ${f.onBoard} on the board (${f.tapped} tapped there, ${f.pending} waiting for End turn marked there)`);
    });
  }
});
