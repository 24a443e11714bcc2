// A table (a:tbl in a p:graphicFrame) as the canvas's table: columns as shares of the width from the
// grid, each cell's text and fill, the first row a header when the table says so. Merged cells keep
// their text in the first cell and show apart; rows and columns past the model's limits are left
// out and reported.
import { CANVAS_LIMITS, type CanvasElement, type TableCell } from '../../document/canvas/model';
import { colorIn } from './colors';
import { placeBox, type SlideContext, type Transform } from './context';
import { boxOf } from './inherit';
import { richTextOf } from './text';
import { child, childrenNamed, numberAttr, type XmlNode } from './xml';

export function tableElements(
  frame: XmlNode,
  tbl: XmlNode,
  ctx: SlideContext,
  t: Transform,
  group?: string,
): CanvasElement[] {
  const box = boxOf(child(frame, 'p:xfrm'));
  const widths = childrenNamed(child(tbl, 'a:tblGrid'), 'a:gridCol').map((col) =>
    Math.max(1, numberAttr(col, 'w') ?? 1),
  );
  const rowNodes = childrenNamed(tbl, 'a:tr');
  if (!box || widths.length === 0 || rowNodes.length === 0) return [];
  if (widths.length > CANVAS_LIMITS.tableColumns || rowNodes.length > CANVAS_LIMITS.tableRows) {
    ctx.report.drop('table-too-big');
  }
  const kept = widths.slice(0, CANVAS_LIMITS.tableColumns);
  const total = kept.reduce((sum, w) => sum + w, 0);
  const columns = kept.map((w) => Math.max(0.001, w / total));
  let merged = false;
  const rows = rowNodes.slice(0, CANVAS_LIMITS.tableRows).map((tr) => {
    const cells = childrenNamed(tr, 'a:tc').slice(0, kept.length);
    if (cells.some((tc) => tc.attrs.gridSpan || tc.attrs.rowSpan)) merged = true;
    const row = cells.map((tc) => cellOf(tc, ctx));
    // A row with fewer cells than the grid (a broken file) is padded, since the model needs a full row.
    while (row.length < kept.length) row.push({ content: { paragraphs: [{ runs: [] }] } });
    return row;
  });
  if (merged) ctx.report.approximate('merged-cells');
  ctx.report.keep('table');
  return [
    {
      kind: 'table',
      id: ctx.ids.take(undefined, `s${ctx.index}-table`),
      ...placeBox(ctx, box, t, group),
      z: ctx.nextZ(),
      columns,
      rows,
      ...(child(tbl, 'a:tblPr')?.attrs.firstRow === '1' ? { headerRow: true as const } : {}),
    },
  ];
}

function cellOf(tc: XmlNode, ctx: SlideContext): TableCell {
  const content = richTextOf(child(tc, 'a:txBody'), ctx, {
    font: 'body',
    styles: () => ({}),
    part: ctx.slide,
  }) ?? { paragraphs: [{ runs: [] }] };
  const fill = colorIn(child(child(tc, 'a:tcPr'), 'a:solidFill'), ctx.scheme);
  return { content, ...(fill ? { fill } : {}) };
}
