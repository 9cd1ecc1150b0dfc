// Browser test of the phone layouts of Battle Merchants and Coin & Crown
// (issue 57, item 3): at 390×844 and 360×740, on a touch screen, 12
// decisions of a game against a computer, and at each the board's natural
// layout is no wider than its viewport (no sideways pan at its natural
// size, nor at the view it opens with), the prompt's instruction (its
// first sentence) is whole in the status bar's two lines, and the status
// bar's buttons are whole. On a laptop the board stays as it was.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lcg, startGame, useSite } from './harness.mjs';
import { cutStatusButtons, play } from './table.mjs';

const site = useSite();

const phones = [{ width: 390, height: 844 }, { width: 360, height: 740 }];

// phoneBoardProblems lists what a player on a phone would find wrong with
// the board and the status bar now.
async function phoneBoardProblems(page) {
  const problems = await page.evaluate(() => {
    const out = [];
    const table = document.querySelector('.table');
    const shown = table.dataset.tab || 'board';
    table.dataset.tab = 'board';
    const view = document.querySelector('.board-view');
    const canvas = view.querySelector('.board-canvas');
    const zoom = parseFloat(canvas.style.zoom) || 1;
    const natural = canvas.getBoundingClientRect().width / zoom;
    if (natural > view.clientWidth + 0.5) out.push(`the board is ${Math.round(natural)} px wide at its natural size in a ${view.clientWidth} px viewport`);
    if (view.scrollWidth > view.clientWidth + 1) out.push(`the board's view pans sideways: ${view.scrollWidth} > ${view.clientWidth}`);
    table.dataset.tab = shown;
    // The instruction, the prompt's first sentence, in the prompt's own
    // box and style: no taller than the two lines the bar shows.
    const prompt = document.querySelector('.status-bar .prompt');
    const first = prompt.textContent.split(/(?<=[.?!:])\s/)[0];
    const probe = prompt.cloneNode(false);
    probe.textContent = first;
    probe.style.position = 'absolute';
    probe.style.visibility = 'hidden';
    probe.style.width = prompt.clientWidth + 'px';
    prompt.parentElement.append(probe);
    if (probe.scrollHeight > probe.clientHeight + 1) out.push(`the prompt's instruction "${first}" is cut`);
    probe.remove();
    for (const b of document.querySelectorAll('.status-bar .status-actions .button')) {
      if (!b.checkVisibility()) continue;
      if (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1) out.push(`the button "${b.textContent.trim()}" is cut`);
    }
    return out;
  });
  return [...problems, ...await cutStatusButtons(page)];
}

describe('the phone layouts of Battle Merchants and Coin & Crown', () => {
  for (const game of ['battlemerchants', 'coincrown']) {
    for (const size of phones) {
      test(`${game} at ${size.width}×${size.height}: the board fits the width and the prompt and buttons are whole`, async () => {
        const { page, close } = await site.fresh({ viewport: size, hasTouch: true, timeout: 90000 });
        await startGame(page, site.root.url(), 2, { game, level: 'random', seed: 57, pace: 'instant' });
        const rnd = lcg(57);
        const made = await play(page, size, 12, async (targets) => {
          const prompt = await page.locator('.status-bar .prompt').innerText();
          assert.deepEqual(await phoneBoardProblems(page), [], `${game} at ${size.width}×${size.height}: ${prompt}`);
          return targets[Math.floor(rnd() * targets.length)];
        });
        assert.ok(made >= 12, `only ${made} decisions made`);
        await close();
      });
    }
  }

  test('battlemerchants on a laptop keeps the printed map beside the side board', async () => {
    const { page, close } = await site.fresh({ viewport: { width: 1366, height: 768 }, timeout: 90000 });
    await startGame(page, site.root.url(), 2, { game: 'battlemerchants', level: 'random', seed: 57, pace: 'instant' });
    const shown = await page.evaluate(() => ['.bm-map-base', '.bm-map-wide', '.bm-map-narrow']
      .map((s) => [...document.querySelectorAll(s)].filter((e) => e.checkVisibility()).length));
    assert.deepEqual(shown, [1, 1, 0], 'the printed map and its pieces shown, the narrow map hidden');
    const columns = await page.locator('.bm').evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(' ').length);
    assert.equal(columns, 2, 'the map beside the side board');
    await close();
  });
});
