// One way to drive the browser: a helper is written once, in the
// shared modules (harness.mjs, table.mjs, …), and every test file imports
// it. This check fails when two of e2e's files define a function of the
// same name at their top level, the sign of a helper copied and grown
// apart.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));

// entries are the functions a script runs first (bench.mjs's main and
// screenshots.mjs's): each script has its own, and no test imports one.
const entries = new Set(['main']);

// topLevelFunctions lists the names of the functions a module's text
// defines at its top level: `function f`, `async function f`, exported or
// not, and `const f = (…) =>` or `= function`.
export function topLevelFunctions(text) {
  const names = [];
  const re = /^(?:export\s+)?(?:(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>))/gm;
  for (const m of text.matchAll(re)) names.push(m[1] ?? m[2]);
  return names;
}

test('topLevelFunctions finds every form of a top-level function', () => {
  const text = [
    'function a() {}', 'async function b(x) {}', 'export function c() {}', 'export async function d() {}',
    'const e = (x) => x;', 'export const f = async (x) => x;', 'const g = function () {};', 'const h = x => x;',
    '  function nested() {}', 'const value = 3;', '// function commented() {}',
  ].join('\n');
  assert.deepEqual(topLevelFunctions(text), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
});

test('no helper is defined in two e2e files', () => {
  const where = new Map();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) {
    for (const name of topLevelFunctions(fs.readFileSync(path.join(dir, file), 'utf8')).filter((n) => !entries.has(n))) {
      where.set(name, [...(where.get(name) ?? []), file]);
    }
  }
  const twice = [...where].filter(([, files]) => new Set(files).size > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
  assert.deepEqual(twice, [], 'helpers defined in more than one file: write each once and import it');
});
