// Adding and removing a table's rows and columns. A table's rows are shared arrays of cells (one
// Y.Map each, its text a Y.XmlFragment), so a row or column added by one person keeps the text
// another is typing in a cell; the column shares are one value, rescaled so they still add up to 1.
import * as Y from 'yjs';
import { DocumentError } from '../../schema-problems';
import { CANVAS_LIMITS } from '../model';
import { setField } from './mapping';
import { edit, elementAt, type YElement } from './ydoc';

type Rows = Y.Array<Y.Array<Y.Map<unknown>>>;

function tableAt(ydoc: Y.Doc, id: string): { table: YElement; rows: Rows; columns: number[] } {
  const table = elementAt(ydoc, id);
  const rows = table.get('rows');
  const columns = table.get('columns');
  if (table.get('kind') !== 'table' || !(rows instanceof Y.Array) || !Array.isArray(columns))
    throw new DocumentError([`${id}: is not a table`]);
  return { table, rows: rows as Rows, columns: columns as number[] };
}

const emptyCell = () => new Y.Map<unknown>();

/** Fills a cell once it is in the document: a shared type can be written only when attached. */
const fillCell = (cell: Y.Map<unknown>) => setField(cell, 'content', { paragraphs: [{ runs: [] }] });

function checkIndex(id: string, what: string, at: number, size: number) {
  if (!Number.isInteger(at) || at < 0 || at > size)
    throw new DocumentError([`${id}.${what}: no place ${at}`]);
}

/** Inserts an empty row before row `at` (the row count appends it). */
export function addTableRow(ydoc: Y.Doc, id: string, at: number) {
  const { rows, columns } = tableAt(ydoc, id);
  checkIndex(id, 'rows', at, rows.length);
  if (rows.length >= CANVAS_LIMITS.tableRows)
    throw new DocumentError([`${id}.rows: a table has at most ${CANVAS_LIMITS.tableRows} rows`]);
  edit(ydoc, () => {
    const row = new Y.Array<Y.Map<unknown>>();
    rows.insert(at, [row]);
    const cells = columns.map(emptyCell);
    row.push(cells);
    cells.forEach(fillCell);
  });
}

/** Removes row `at`; the last row stays, as a table has at least one. */
export function removeTableRow(ydoc: Y.Doc, id: string, at: number) {
  const { rows } = tableAt(ydoc, id);
  checkIndex(id, 'rows', at, rows.length - 1);
  if (rows.length <= 1) throw new DocumentError([`${id}.rows: a table keeps at least one row`]);
  edit(ydoc, () => rows.delete(at, 1));
}

/** Inserts an empty column before column `at`, taking an equal share of the width from the others. */
export function addTableColumn(ydoc: Y.Doc, id: string, at: number) {
  const { table, rows, columns } = tableAt(ydoc, id);
  checkIndex(id, 'columns', at, columns.length);
  if (columns.length >= CANVAS_LIMITS.tableColumns)
    throw new DocumentError([`${id}.columns: a table has at most ${CANVAS_LIMITS.tableColumns} columns`]);
  const share = 1 / (columns.length + 1);
  const kept = columns.map((each) => each * (1 - share));
  edit(ydoc, () => {
    table.set('columns', [...kept.slice(0, at), share, ...kept.slice(at)]);
    for (const row of rows) {
      const cell = emptyCell();
      row.insert(Math.min(at, row.length), [cell]);
      fillCell(cell);
    }
  });
}

/** Removes column `at`; the others widen in proportion. The last column stays. */
export function removeTableColumn(ydoc: Y.Doc, id: string, at: number) {
  const { table, rows, columns } = tableAt(ydoc, id);
  checkIndex(id, 'columns', at, columns.length - 1);
  if (columns.length <= 1) throw new DocumentError([`${id}.columns: a table keeps at least one column`]);
  const rest = columns.filter((_, i) => i !== at);
  const total = rest.reduce((sum, each) => sum + each, 0);
  edit(ydoc, () => {
    table.set(
      'columns',
      rest.map((each) => each / total),
    );
    for (const row of rows) if (at < row.length) row.delete(at, 1);
  });
}
