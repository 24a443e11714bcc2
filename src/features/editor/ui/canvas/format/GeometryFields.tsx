// Where an element is and how big: X and Y move it (with what its frame holds), W and H resize it
// about its top-left corner, rotation turns it about its centre. A connector has none of these: its
// box follows the elements it joins.
import { useT } from '../../../../../i18n/react';
import {
  moveElements,
  resizeElement,
  rotateElement,
} from '../../../../../kernel/document/canvas/crdt/ops-geometry';
import { CANVAS_LIMITS, type CanvasElement } from '../../../../../kernel/document/canvas/model';
import { NumberField, Section } from './fields';
import type { Apply } from './format-apply';

const { coordinate, size } = CANVAS_LIMITS;

export function GeometryFields({ element, apply }: { element: CanvasElement; apply: Apply }) {
  const t = useT();
  const { id, x, y, width, height } = element;
  const move = (what: string, dx: number, dy: number) =>
    apply((ydoc) => moveElements(ydoc, [id], dx, dy), what);
  const resize = (what: string, box: { width: number; height: number }) =>
    apply((ydoc) => resizeElement(ydoc, id, { x, y, ...box }), what);
  return (
    <Section title={t('canvasFormat.geometry')}>
      <div className="format-panel__grid">
        <NumberField
          label={t('canvasFormat.x')}
          value={x}
          min={-coordinate}
          max={coordinate}
          onCommit={(value) => move(t('canvasFormat.x'), value - x, 0)}
        />
        <NumberField
          label={t('canvasFormat.y')}
          value={y}
          min={-coordinate}
          max={coordinate}
          onCommit={(value) => move(t('canvasFormat.y'), 0, value - y)}
        />
        <NumberField
          label={t('canvasFormat.width')}
          value={width}
          min={size.min}
          max={size.max}
          onCommit={(value) => resize(t('canvasFormat.width'), { width: value, height })}
        />
        <NumberField
          label={t('canvasFormat.height')}
          value={height}
          min={size.min}
          max={size.max}
          onCommit={(value) => resize(t('canvasFormat.height'), { width, height: value })}
        />
        <NumberField
          label={t('canvasFormat.rotation')}
          value={element.rotation}
          min={-360}
          max={360}
          onCommit={(value) => apply((ydoc) => rotateElement(ydoc, id, value), t('canvasFormat.rotation'))}
        />
      </div>
    </Section>
  );
}
