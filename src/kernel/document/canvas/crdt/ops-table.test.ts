import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../schema-problems';
import type { TableElement } from '../model';
import { parseCanvasDocument } from '../validate';
import { addTableColumn, addTableRow, removeTableColumn, removeTableRow } from './ops-table';
import { everyKind, plain, session } from './test-support';

const empty = { content: { paragraphs: [{ runs: [] }] } };
const texts = (table: TableElement) =>
  table.rows.map((row) => row.map((cell) => cell.content.paragraphs[0]?.runs[0]?.text ?? ''));

describe('a table’s rows and columns', () => {
  const open = () => {
    const s = session(everyKind());
    return { ...s, grid: () => s.element('grid') as TableElement };
  };

  it('adds an empty row anywhere, in one step of Undo, and the document stays valid', () => {
    const { ydoc, undo, grid, read } = open();
    addTableRow(ydoc, 'grid', 1);
    expect(texts(grid())).toEqual([
      ['Year', 'Birds'],
      ['', ''],
      ['2025', '12'],
    ]);
    expect(grid().rows[1]).toEqual([empty, empty]);
    expect(() => parseCanvasDocument(read())).not.toThrow();
    undo.undo();
    expect(texts(grid())).toEqual([
      ['Year', 'Birds'],
      ['2025', '12'],
    ]);
  });

  it('removes a row, in one step of Undo, but never the last', () => {
    const { ydoc, undo, grid } = open();
    removeTableRow(ydoc, 'grid', 0);
    expect(texts(grid())).toEqual([['2025', '12']]);
    expect(() => removeTableRow(ydoc, 'grid', 0)).toThrow(DocumentError);
    undo.undo();
    expect(texts(grid())).toEqual([
      ['Year', 'Birds'],
      ['2025', '12'],
    ]);
    expect(grid().rows[0]?.[0]?.fill).toBe('#eeeeee');
  });

  it('adds a column that takes an equal share of the width, in one step of Undo', () => {
    const { ydoc, undo, grid, read } = open();
    addTableColumn(ydoc, 'grid', 2);
    expect(texts(grid())).toEqual([
      ['Year', 'Birds', ''],
      ['2025', '12', ''],
    ]);
    expect(grid().columns.map((share) => Math.round(share * 1000) / 1000)).toEqual([0.167, 0.5, 0.333]);
    expect(() => parseCanvasDocument(read())).not.toThrow();
    undo.undo();
    expect(grid().columns).toEqual([0.25, 0.75]);
    expect(texts(grid())).toEqual([
      ['Year', 'Birds'],
      ['2025', '12'],
    ]);
  });

  it('removes a column, the others widening to fill the table, but never the last', () => {
    const { ydoc, undo, grid } = open();
    removeTableColumn(ydoc, 'grid', 0);
    expect(grid().columns).toEqual([1]);
    expect(texts(grid())).toEqual([['Birds'], ['12']]);
    expect(() => removeTableColumn(ydoc, 'grid', 0)).toThrow(DocumentError);
    undo.undo();
    expect(grid().columns).toEqual([0.25, 0.75]);
  });

  it('refuses places outside the table, tables at their limits and elements that are not tables', () => {
    const { ydoc, undo } = open();
    expect(() => addTableRow(ydoc, 'grid', 5)).toThrow(DocumentError);
    expect(() => removeTableColumn(ydoc, 'grid', 2)).toThrow(DocumentError);
    expect(() => addTableColumn(ydoc, 'box', 0)).toThrow(DocumentError);
    const wide = session({
      ...everyKind(),
      elements: [
        {
          kind: 'table',
          id: 'wide',
          x: 0,
          y: 0,
          width: 100,
          height: 100,
          rotation: 0,
          z: 0,
          columns: Array.from({ length: 20 }, () => 0.05),
          rows: [Array.from({ length: 20 }, () => ({ content: plain('x') }))],
        },
      ],
      path: [],
    });
    expect(() => addTableColumn(wide.ydoc, 'wide', 0)).toThrow(DocumentError);
    expect(undo.undoStack).toHaveLength(0);
  });
});
