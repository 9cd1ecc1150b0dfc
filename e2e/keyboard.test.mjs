// A whole game of each game against Easy, by the keyboard alone, reading
// only the accessibility tree and what the live regions say (keys.mjs's
// playByKeys): every move of the others and of the person, what the rules
// did in its course and every new Season, Year or round was said, in
// order; no decision took more than 8 keys from where the focus was left;
// the focus was never on the page's body after a move; no two controls of
// a decision shared a name. It prints the keys per decision, as make
// bench's "A whole game by keyboard" reports them. axe-core reads the list of
// moves open over the table, in each theme. A lesson goes on by Enter
// alone, one step an Enter, a double Enter one step too.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeSource, catalog, open, patience, startGame, useSite } from './harness.mjs';
import { keyboardGame, keysSummary } from './keys.mjs';
import { enterApart, sizes } from './table.mjs';

const site = useSite();

describe('a whole game by keyboard and screen reader', () => {
  for (const game of catalog()) {
    const { name } = game;
    test(`${name} against Easy: every move and round said, each decision in 8 keys or fewer, the focus kept, names apart`, patience(900000), async () => {
      const { decisions, problems } = await keyboardGame(site, game);
      console.log(`${name}: ${JSON.stringify(keysSummary(decisions))}`);
      assert.deepEqual(problems, [], `${name}: what a blind player missed`);
      const over = decisions.filter((d) => d.keys > 8);
      assert.deepEqual(over, [], `${name}: decisions that took more than 8 keys`);
      assert.ok(decisions.length > 10, `${name}: only ${decisions.length} decisions`);
    });
  }

  test('the list of moves, open over the table, passes axe-core in every theme', patience(360000), async () => {
    for (const theme of ['light', 'dark', 'contrast']) {
      const { page, close } = await site.fresh({ viewport: sizes.desktop, bypassCSP: true });
      const base = site.root.url();
      await open(page, base + 'settings');
      await page.click(`label[for=theme-${theme}]`);
      await startGame(page, base, 2, { game: 'coincrown', level: 'easy', seed: 5, pace: 'instant' });
      await page.waitForFunction(() => / — Your turn — /.test(document.title));
      await page.keyboard.press('m');
      await page.getByRole('combobox', { name: 'Your moves' }).waitFor();
      await page.keyboard.type('buy');
      await page.addScriptTag({ content: axeSource });
      const { violations } = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `axe-core with the list of moves open, ${theme} theme`);
      await close();
    }
  });

  test('a lesson by Enter alone: each Enter one step, a double Enter one step too, the focus on the next thing to do', patience(300000), async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await open(page, site.root.url() + 'learn?game=battlemerchants');
    await page.waitForFunction(() => Number(document.querySelector('#lesson')?.dataset.step) === 1);
    const step = () => page.evaluate(() => Number(document.querySelector('#lesson').dataset.step));
    const focus = () => page.evaluate(() => {
      const el = document.activeElement;
      return el === document.body || !el ? 'body' : `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') || el.textContent.trim().slice(0, 60)}`;
    });
    // The lesson opens with the focus on its Continue.
    await page.waitForFunction(() => document.activeElement?.matches('#lesson .lesson-next'), null, { timeout: 20000 });
    // Two Enters 0.1 s apart on Continue are one press: one step on.
    await page.keyboard.press('Enter');
    await page.waitForTimeout(100);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => Number(document.querySelector('#lesson').dataset.step) >= 2);
    await page.waitForTimeout(1500);
    assert.equal(await step(), 2, 'a double Enter on Continue went on more than one step');
    // Then each Enter, on whatever the focus was left on (a Continue, the
    // move the step teaches), is one step on, the focus never lost.
    // The focus is read once the page has moved it (the step's number
    // may be drawn a frame before the focus follows, later on a busy
    // machine): within 5 s.
    const settled = async () => {
      let on = await focus();
      for (let waited = 0; waited < 5000 && (on === 'body' || on.startsWith('main') || /Skip step|Back|Restart/.test(on)); waited += 100) {
        await page.waitForTimeout(100);
        on = await focus();
      }
      return on;
    };
    for (let k = 2; k < 14; k++) {
      const on = await settled();
      assert.ok(on !== 'body' && !on.startsWith('main'), `step ${k}: the focus is on the ${on}`);
      assert.ok(!/Skip step|Back|Restart/.test(on), `step ${k}: the focus is on "${on}", which the next Enter would press unmeant`);
      await enterApart(page);
      await page.waitForFunction((n) => Number(document.querySelector('#lesson').dataset.step) === n, k + 1, { timeout: 30000 })
        .catch(async () => assert.fail(`step ${k}: Enter on "${on}" did not go on to step ${k + 1} (at ${await step()})`));
    }
    await close();
  });
});
