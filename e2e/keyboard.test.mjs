// A whole game of each game against Easy, by the keyboard alone, reading
// only the accessibility tree and what the live regions say (keys.mjs's
// playByKeys): every move of the others and of the person, what the rules
// did in its course and every new Season, Year or round was said, in
// order; no decision took more than 8 keys from where the focus was left;
// the focus was never on the page's body after a move; no two controls of
// a decision shared a name. It prints the keys per decision, as make
// bench's "Keys per decision" reports them. axe-core reads the list of
// moves open over the table.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeSource, catalog, lcg, patience, startGame, useSite } from './harness.mjs';
import { keysSummary, listenToLiveRegions, playByKeys } from './keys.mjs';
import { sizes } from './table.mjs';

const site = useSite();

// shorter and prefer make Craft & Conquer's game the rulebook's 30-minute
// one, its player claiming each Objective as soon as it may, as the
// phone's whole games do.
const shorter = { craftconquer: ['variant-length-30'] };
const prefer = { craftconquer: /^Claim/ };

describe('a whole game by keyboard and screen reader', () => {
  for (const { id, name, minPlayers } of catalog()) {
    test(`${name} against Easy: every move and round said, each decision in 8 keys or fewer, the focus kept, names apart`, patience(900000), async () => {
      const { context, page, close } = await site.fresh({ viewport: sizes.desktop });
      await listenToLiveRegions(context);
      await startGame(page, site.root.url(), Math.max(2, minPlayers), { game: id, level: 'easy', seed: 77, pace: 'instant', choose: shorter[id] ?? [] });
      const rnd = lcg(77);
      const pick = (labels) => {
        const preferred = prefer[id] ? labels.map((l, i) => [l, i]).filter(([l]) => prefer[id].test(l)) : [];
        if (preferred.length) return preferred[Math.floor(rnd() * preferred.length)][1];
        return Math.floor(rnd() * labels.length);
      };
      const { decisions, problems } = await playByKeys(page, { pick });
      console.log(`${name}: ${JSON.stringify(keysSummary(decisions))}`);
      assert.deepEqual(problems, [], `${name}: what a blind player missed`);
      const over = decisions.filter((d) => d.keys > 8);
      assert.deepEqual(over, [], `${name}: decisions that took more than 8 keys`);
      assert.ok(decisions.length > 10, `${name}: only ${decisions.length} decisions`);
      await close();
    });
  }

  test('the list of moves, open over the table, passes axe-core', patience(180000), async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop, bypassCSP: true });
    await startGame(page, site.root.url(), 2, { game: 'coincrown', level: 'easy', seed: 5, pace: 'instant' });
    await page.waitForFunction(() => / — Your turn — /.test(document.title));
    await page.keyboard.press('m');
    await page.getByRole('combobox', { name: 'Your moves' }).waitFor();
    await page.keyboard.type('buy');
    await page.addScriptTag({ content: axeSource });
    const { violations } = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'axe-core with the list of moves open');
    await close();
  });
});
