// The order a screen reader reads the canvas in, or the selected frame: frames in the path's order,
// each top to bottom and left to right (the kernel's reading order). Each element is listed with its
// kind and what a reader hears first; a picture with no description that is not marked decorative is
// flagged, and choosing an entry selects the element on the canvas.
import { type CSSProperties, useId, useMemo, useState } from 'react';
import type { MessageId } from '../../../../../i18n/catalogs';
import { useT } from '../../../../../i18n/react';
import type { CanvasElement, ElementKind, ShapeKind } from '../../../../../kernel/document/canvas/model';
import type { CanvasPanelProps } from '../panel-props';
import { frameInSelection, type ReadingLabel, readingOrder } from './reading-order';
import './PathPanel.css';

const KIND_MESSAGES: Record<ElementKind, MessageId> = {
  frame: 'canvasPath.kindFrame',
  text: 'canvasPath.kindText',
  image: 'canvasPath.kindImage',
  shape: 'canvasPath.kindShape',
  connector: 'canvasPath.kindConnector',
  video: 'canvasPath.kindVideo',
  table: 'canvasPath.kindTable',
};

const SHAPE_MESSAGES: Record<ShapeKind, MessageId> = {
  rectangle: 'canvasPath.shapeRectangle',
  rounded: 'canvasPath.shapeRounded',
  ellipse: 'canvasPath.shapeEllipse',
  triangle: 'canvasPath.shapeTriangle',
  line: 'canvasPath.shapeLine',
  arrow: 'canvasPath.shapeArrow',
};

const LABEL_MESSAGES: Record<Exclude<ReadingLabel['type'], 'words' | 'shape'>, MessageId> = {
  untitledFrame: 'canvasPath.untitledFrame',
  emptyText: 'canvasPath.emptyText',
  decorative: 'canvasPath.decorative',
  needsAlt: 'canvasPath.needsAlt',
  connector: 'canvasPath.connector',
  emptyTable: 'canvasPath.emptyTable',
};

function useLabelText() {
  const t = useT();
  return (label: ReadingLabel): string => {
    if (label.type === 'words') return label.words;
    if (label.type === 'shape') return t(SHAPE_MESSAGES[label.shape]);
    return t(LABEL_MESSAGES[label.type]);
  };
}

export function ReadingOrderPanel({ store, snapshot }: CanvasPanelProps) {
  const t = useT();
  const labelText = useLabelText();
  const titleId = useId();
  const doc = snapshot.document;
  const selection = snapshot.selection;
  // Choosing an entry here selects it; the list keeps the scope it had, rather than following that
  // selection to the whole canvas (or into a frame chosen from the list).
  const [chosen, setChosen] = useState<{ id: string; scope: string | undefined } | null>(null);
  const ownSelection = chosen !== null && selection.length === 1 && selection[0] === chosen.id;
  const scope = ownSelection ? chosen.scope : frameInSelection(doc, selection);
  const frame = doc.elements.find((element) => element.id === scope);
  const entries = useMemo(() => readingOrder(doc, scope), [doc, scope]);
  const select = (element: CanvasElement, label: string) => {
    setChosen({ id: element.id, scope });
    store.select([element.id]);
    store.announce(t('canvasPath.selectedElement', { label }));
  };
  const frameTitle = frame?.kind === 'frame' && frame.title ? frame.title : t('canvasPath.untitledFrame');
  return (
    <section className="reading-order" aria-labelledby={titleId}>
      <h2 className="reading-order__title" id={titleId}>
        {t('canvasPath.readingTitle')}
      </h2>
      <p className="reading-order__intro">
        {frame ? t('canvasPath.readingFrame', { title: frameTitle }) : t('canvasPath.readingCanvas')}
      </p>
      {entries.length === 0 ? (
        <p className="reading-order__intro">{t('canvasPath.readingEmpty')}</p>
      ) : (
        <ol className="reading-order__list">
          {entries.map(({ element, depth, label }) => {
            const text = labelText(label);
            return (
              <li
                key={element.id}
                className="reading-order__item"
                style={{ '--depth': depth } as CSSProperties}
              >
                <button
                  type="button"
                  className="reading-order__select"
                  aria-pressed={selection.includes(element.id)}
                  onClick={() => select(element, text)}
                >
                  <span className="reading-order__kind">{t(KIND_MESSAGES[element.kind])}</span>{' '}
                  {label.type === 'needsAlt' ? (
                    <span className="reading-order__flag">{text}</span>
                  ) : (
                    <span className="reading-order__label">{text}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
