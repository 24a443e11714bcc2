// Visits: the figures the statistics page shows of them, and the CSV export's
// cells. Pure: the server reads the rows, this adds them up and writes them out.

/** What the statistics read of a link's visits in the period (visits that reached a step only). */
export interface VisitTotals {
  visits: number;
  completed: number;
  totalMs: number;
}

/** Share of visits that reached the last step (0–1), and the average visible time per visit. */
export function visitFigures({ visits, completed, totalMs }: VisitTotals): {
  completionRate: number;
  avgMs: number | null;
} {
  if (visits <= 0) return { completionRate: 0, avgMs: null };
  return { completionRate: Math.min(1, completed / visits), avgMs: Math.round(totalMs / visits) };
}

/**
 * Reach and average time of each of a deck's `steps` (0-based), from rows of (step, visits that
 * reached it, their time on it): every step is listed, those no visit reached with 0 and null.
 * Steps past the deck's end (it was edited shorter) are left out.
 */
export function stepFigures(
  rows: readonly { step: number; reached: number; ms: number }[],
  steps: number,
): { step: number; reached: number; avgMs: number | null }[] {
  const byStep = new Map(rows.map((row) => [row.step, row]));
  return Array.from({ length: Math.max(0, steps) }, (_, step) => {
    const row = byStep.get(step);
    const reached = row?.reached ?? 0;
    return { step, reached, avgMs: row && reached > 0 ? Math.round(row.ms / reached) : null };
  });
}

/** Whether a visit that reached `maxStep` (0-based) saw the last of `steps`. */
export const isCompleted = (maxStep: number, steps: number) => steps > 0 && maxStep >= steps - 1;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A
 * text that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with ' first, so it shows as text. Numbers are written as they are.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF (RFC 4180). */
export const csvRow = (values: readonly (string | number | boolean | null | undefined)[]) =>
  `${values.map(csvCell).join(',')}\r\n`;

/** Seconds, with one decimal, from milliseconds. */
export const seconds = (ms: number) => Math.round(ms / 100) / 10;
