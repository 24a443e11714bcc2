// The budget check shared by every benchmark. bench/budgets.json maps a benchmark to the rows of
// its table, and a row to limits: "min<Field>": n means row.<field> ≥ n, "max<Field>": n means
// row.<field> ≤ n, where <field> is <Field> with its first letter lower-cased (maxP99ms → p99ms).
// A budgeted row or field the benchmark did not produce counts as missed.
import { readFileSync } from 'node:fs';

export function readBudgets(file = 'bench/budgets.json') {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** One verdict per limit: { benchmark, row, field, value, limit, pass }. */
export function checkBudgets(benchmark, rows, budgets) {
  const verdicts = [];
  for (const [rowName, limits] of Object.entries(budgets[benchmark] ?? {})) {
    const row = rows.find((r) => r.name === rowName);
    for (const [key, limit] of Object.entries(limits)) {
      const match = /^(min|max)(\w)(\w*)$/.exec(key);
      if (!match) throw new Error(`bench/budgets.json: ${benchmark} › ${rowName}: "${key}" is not min…/max…`);
      const [, kind, first, rest] = match;
      const field = first.toLowerCase() + rest;
      const value = row?.[field];
      const pass = typeof value === 'number' && (kind === 'min' ? value >= limit : value <= limit);
      verdicts.push({
        benchmark,
        row: rowName,
        field,
        value: value ?? 'missing',
        limit: `${kind === 'min' ? '≥' : '≤'} ${limit}`,
        pass,
      });
    }
  }
  return verdicts;
}
