#!/usr/bin/env node
// `npm run bench [-- <name>…] [--seconds N]`: runs the benchmarks (all, or the ones named of http,
// js, player, editor, telemetry, search, search-postgres, analytics, slow-clients, workers, soak, lighthouse, peers, live, propagation, co-editing) against the production build (built first when stale), prints a
// table per benchmark and the budget verdicts, writes bench/results/latest.json and exits 1 when a
// budget is missed or a benchmark fails. --seconds overrides each load test's duration.
// Each benchmark is bench/<name>.mjs exporting `title` and `run({ seconds })` → table rows
// ({ name, …figures }). bench/budgets.json format (checked by bench/lib/budget.mjs):
//   { "<benchmark>": { "<row name>": { "min<Field>": n, "max<Field>": n, … }, … }, … }
//   "min<Field>": n requires row.<field> ≥ n and "max<Field>": n requires row.<field> ≤ n, where
//   <field> is <Field> with its first letter lower-cased (maxP99ms → row.p99ms).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkBudgets, readBudgets } from './lib/budget.mjs';
import { ensureBuilt } from './lib/server.mjs';

const ALL = [
  'http',
  'js',
  'player',
  'editor',
  'telemetry',
  'search',
  'search-postgres',
  'analytics',
  'slow-clients',
  'workers',
  'soak',
  'lighthouse',
  'peers',
  'live',
  'propagation',
  'co-editing',
];

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const secondsAt = args.indexOf('--seconds');
const seconds = secondsAt >= 0 ? Number(args[secondsAt + 1]) : undefined;
if (secondsAt >= 0 && !(seconds > 0)) throw new Error('--seconds needs a positive number');
const named = args.filter((arg, i) => !arg.startsWith('--') && !(secondsAt >= 0 && i === secondsAt + 1));
const unknown = named.filter((name) => !ALL.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')} (known: ${ALL.join(', ')})`);
  process.exit(2);
}
const selected = named.length > 0 ? ALL.filter((name) => named.includes(name)) : ALL;
const budgets = readBudgets();

/** The table as printed: figures only (nested objects stay in latest.json). */
const printable = (rows) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => typeof v !== 'object')));

ensureBuilt();
const report = { at: new Date().toISOString(), node: process.version, seconds, benchmarks: {} };
const verdicts = [];
for (const name of selected) {
  const started = Date.now();
  const bench = await import(`./${name}.mjs`);
  console.log(`\n▶ ${name}: ${bench.title}`);
  let rows = [];
  let error;
  try {
    rows = await bench.run({ seconds });
  } catch (caught) {
    error =
      caught instanceof Error
        ? `${caught.stack}${caught.cause ? `\ncause: ${caught.cause}` : ''}`
        : String(caught);
    console.error(`✗ ${name} failed: ${error}`);
  }
  if (rows.length > 0) console.table(printable(rows));
  const checked = checkBudgets(name, rows, budgets);
  if (error)
    checked.push({ benchmark: name, row: '(run)', field: 'error', value: 'failed', limit: '-', pass: false });
  verdicts.push(...checked);
  report.benchmarks[name] = { rows, verdicts: checked, error, ms: Date.now() - started };
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

console.log('\nBudgets (bench/budgets.json)');
console.table(verdicts.map((v) => ({ ...v, pass: v.pass ? 'pass' : 'MISSED' })));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('Wrote bench/results/latest.json');
const missed = verdicts.filter((v) => !v.pass);
if (missed.length > 0) {
  console.error(`Missed: ${missed.map((v) => `${v.benchmark} › ${v.row} › ${v.field}`).join('; ')}`);
  process.exit(1);
}
