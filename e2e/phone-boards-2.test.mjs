// Browser tests of the phone layouts of Crown of Emara's and Craft &
// Conquer's boards (issue 57): at 390×844 and 360×740, touch, at each of a
// dozen decisions of a game against the computer, the board is laid out
// no wider than its view, so that its default view needs no sideways pan;
// the prompt's instruction (its first sentence) is whole in the status
// bar; and the status bar's buttons are whole.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lcg, patience, startGame, useSite } from './harness.mjs';
import { clickTarget, cutStatusButtons, decision, legal, moment, openTab, settle } from './table.mjs';

const site = useSite();

const phones = [{ width: 390, height: 844 }, { width: 360, height: 740 }];

// measure reads, on the board's tab, the board's natural width (its
// canvas at zoom 1), the view's width and how far the view scrolls
// sideways; and the prompt: whether it overflows sideways, and whether its
// first sentence ends inside the box that shows it.
function measure(page) {
  return page.evaluate(() => {
    const view = document.querySelector('.board-view');
    const canvas = view.querySelector('.board-canvas');
    const zoom = parseFloat(canvas.style.zoom) || 1;
    const prompt = document.querySelector('.status-bar .prompt');
    const text = prompt.textContent;
    const end = text.search(/[.:?!](\s|$)/) + 1 || text.length;
    // The range of the first sentence, over the prompt's text nodes.
    const range = document.createRange();
    range.setStart(prompt, 0);
    let seen = 0;
    const walker = document.createTreeWalker(prompt, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (seen + n.length >= end) {
        range.setEnd(n, end - seen);
        break;
      }
      seen += n.length;
    }
    const box = prompt.getBoundingClientRect();
    const lines = [...range.getClientRects()].filter((r) => r.width > 0);
    const last = lines.length ? Math.max(...lines.map((r) => r.bottom)) : box.bottom;
    return {
      natural: canvas.getBoundingClientRect().width / zoom,
      view: view.clientWidth,
      scrollWidth: view.scrollWidth,
      prompt: text,
      promptWide: prompt.scrollWidth > prompt.clientWidth,
      instructionCut: last > box.top + prompt.clientHeight + 1,
    };
  });
}

for (const game of ['emara', 'craftconquer']) {
  for (const size of phones) {
    const where = `${game} at ${size.width}×${size.height}`;
    test(`${where}: the board is no wider than its view, the instruction and the buttons whole`, patience(300000), async () => {
      const { page, close } = await site.fresh({ viewport: size, hasTouch: true, isMobile: true, timeout: 60000 });
      await startGame(page, site.root.url(), 2, { game, level: 'random', seed: 5, pace: 'instant' });
      const rnd = lcg(5);
      let checked = 0;
      for (let i = 0; i < 12; i++) {
        if (!await decision(page)) break;
        await openTab(page, 'board');
        const m = await measure(page);
        const context = `${where}, decision ${i}: ${m.prompt}`;
        assert.ok(m.natural <= m.view, `${context}: the board is ${Math.round(m.natural)} px wide in a ${m.view} px view`);
        assert.ok(m.scrollWidth <= m.view, `${context}: the board's view scrolls sideways (${m.scrollWidth} > ${m.view})`);
        assert.ok(!m.promptWide, `${context}: the prompt overflows sideways`);
        assert.ok(!m.instructionCut, `${context}: the prompt's first sentence is cut`);
        assert.deepEqual(await cutStatusButtons(page), [], `${context}: a status bar button is cut`);
        checked++;
        // Moves that keep the game going, not a selection dropped again
        // (the targets read again, with the board's tab shown).
        const targets = await legal(page);
        const going = targets.filter((t) => !/^(Cancel|Close)\b/.test(t.label));
        const target = (going.length ? going : targets)[Math.floor(rnd() * (going.length || targets.length))];
        const before = await moment(page);
        await clickTarget(page, target);
        await settle(page, before, target.label);
      }
      assert.ok(checked >= 8, `${where}: only ${checked} decisions`);
      await close();
    });
  }
}
