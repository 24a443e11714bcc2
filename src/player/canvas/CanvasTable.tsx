// A table as a real <table>: columns by their shares, the header row as column headers, each cell's
// rich text and fill, the stroke as the grid.
import type { CSSProperties } from 'react';
import { resolveColor } from '../../kernel/document/canvas/colors';
import type { TableElement } from '../../kernel/document/canvas/model';
import type { Theme } from '../../kernel/document/themes';
import { RichTextView, type TextScale } from './RichTextView';

export function CanvasTable({
  table,
  theme,
  scale,
}: {
  table: TableElement;
  theme: Theme;
  scale: TextScale;
}) {
  const stroke = table.stroke;
  const grid: CSSProperties = stroke
    ? {
        borderWidth: `${stroke.width / scale.unit}px`,
        borderStyle: stroke.dash === 'solid' ? 'solid' : stroke.dash,
        borderColor: resolveColor(stroke.color, theme) ?? theme.text,
      }
    : {};
  const [header, body] = table.headerRow ? [table.rows[0], table.rows.slice(1)] : [undefined, table.rows];
  return (
    <table className="podium-canvas-table">
      <colgroup>
        {table.columns.map((share, i) => (
          <col key={i} style={{ width: `${share * 100}%` }} />
        ))}
      </colgroup>
      {header && (
        <thead>
          <tr>
            {header.map((cell, i) => (
              <th key={i} scope="col" style={{ ...grid, background: resolveColor(cell.fill, theme) }}>
                <RichTextView text={cell.content} theme={theme} scale={scale} />
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {body.map((row, r) => (
          <tr key={r}>
            {row.map((cell, i) => (
              <td key={i} style={{ ...grid, background: resolveColor(cell.fill, theme) }}>
                <RichTextView text={cell.content} theme={theme} scale={scale} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
