// Browser test of the phone table on a tablet held upright, 768×1024: it is
// the phone's table (web/tabula.css), and two games are played by taps on
// the board as phone.test.mjs plays them (e2e/phone.mjs's playOnPhone, its
// checks at every decision): Battle Merchants, whose targets spread
// furthest over its board, to its end; Craft & Conquer, whose hexes are the
// smallest targets, for its first 40 decisions (its whole game, three times
// as long, is played on the phones).
import { describe, test } from 'node:test';
import { catalog, patience, useSite } from './harness.mjs';
import { playOnPhone } from './phone.mjs';

const site = useSite();
const tablet = { width: 768, height: 1024 };
const decisions = { battlemerchants: Infinity, craftconquer: 40 };

describe('the phone table on a tablet held upright, 768×1024', () => {
  for (const game of catalog().filter((g) => g.id in decisions)) {
    const upTo = decisions[game.id];
    test(`${game.name}: ${upTo === Infinity ? 'a whole game' : `its first ${upTo} decisions`}, the board first, framed on each decision and tapped`, patience(900000), async () => {
      const f = await playOnPhone(site, game, tablet, { upTo });
      console.log(`${game.name} at 768×1024: ${f.decisions} decisions, ${f.onBoard} on the board (${f.tapped} tapped there, ${f.pending} waiting for End turn marked there)`);
    });
  }
});
