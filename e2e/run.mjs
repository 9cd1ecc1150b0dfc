// run.mjs runs every browser test file (make e2e), concurrency files at a
// time (its one argument), the longest first. `node --test` takes its files
// in alphabetical order, which started the three-minute phone.test.mjs after
// half the run and left one or two files alone at its end, part of the
// 2-core machine idle (docs/bench/suite.md); started longest first, the
// files left for the end are the short ones. The report is node --test's
// own (TAP), and the exit code is 1 when a test failed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

const dir = path.dirname(fileURLToPath(import.meta.url));

// byLength lists the files by the time each took in a run of three at a
// time (2026-11-28: from three minutes for phone.test.mjs down to a second),
// the longest first. A file it does not list yet runs first, as if it were
// the longest.
const byLength = ['keyboard', 'phone', 'phone-small', 'tablet', 'emara', 'lesson', 'linkplay', 'battlemerchants', 'live', 'nat', 'review', 'craftconquer', 'tabula',
  'turn', 'coincrown', 'storage', 'workers', 'hostile', 'explain', 'computer', 'nesting', 'hint', 'linkpreview', 'helpers']
  .map((name) => `${name}.test.mjs`);

const all = fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).sort();
const missing = byLength.filter((f) => !all.includes(f));
if (missing.length > 0) throw new Error(`run.mjs lists ${missing.join(', ')}, which e2e/ does not hold`);
const files = [...all.filter((f) => !byLength.includes(f)), ...byLength].map((f) => path.join(dir, f));

const concurrency = Number(process.argv[2] ?? 3);
const stream = run({ files, concurrency });
stream.on('test:fail', () => { process.exitCode = 1; });
stream.compose(tap).pipe(process.stdout);
