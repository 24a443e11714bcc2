// The canvas editor's inspector, beside the canvas as in Pitch or Google Slides: the deck's settings
// while nothing is selected, one element's place, size and own properties, or what can be done to
// several at once. Every control changes the deck through the store (format-apply.ts), so each
// change is one step of Undo and a refused value is announced rather than written.

import { useT } from '../../../../../i18n/react';
import type { CanvasElement } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import type { EditorBrand } from '../../../../brand/contracts';
import type { CanvasPanelProps } from '../panel-props';
import { DeckFormat } from './DeckFormat';
import { Section } from './fields';
import { type Apply, applierFor } from './format-apply';
import { GeometryFields } from './GeometryFields';
import { ImageFields, VideoFields } from './MediaFields';
import { MultiFormat } from './MultiFormat';
import { ConnectorFields, FrameFields, ShapeFields } from './ShapeFields';
import { StackingFields } from './StackingFields';
import { TableFields, TextFields } from './TextTableFields';
import './FormatPanel.css';

export interface FormatPanelProps extends CanvasPanelProps {
  /** The kit "Apply brand kit" uses; null or absent when the deck has none to offer. */
  brand?: EditorBrand | null;
}

export function FormatPanel({ store, snapshot, theme, brand = null }: FormatPanelProps) {
  const t = useT();
  const apply = applierFor(store, t);
  const byId = new Map(snapshot.document.elements.map((element) => [element.id, element]));
  const selected = snapshot.selection
    .map((id) => byId.get(id))
    .filter((element): element is CanvasElement => element !== undefined);
  return (
    <div className="format-panel">
      <h2 className="format-panel__title">{t('canvasFormat.title')}</h2>
      {selected.length === 0 ? (
        <DeckFormat document={snapshot.document} theme={theme} brand={brand} apply={apply} />
      ) : selected.length === 1 ? (
        <ElementFormat
          key={selected[0]?.id}
          element={selected[0] as CanvasElement}
          apply={apply}
          theme={theme}
        />
      ) : (
        <MultiFormat elements={selected} apply={apply} theme={theme} newId={store.newId} />
      )}
    </div>
  );
}

function ElementFormat({ element, apply, theme }: { element: CanvasElement; apply: Apply; theme: Theme }) {
  const t = useT();
  return (
    <>
      <p className="format-panel__hint">{t(`canvasFormat.kind.${element.kind}`)}</p>
      {element.kind === 'connector' ? null : <GeometryFields element={element} apply={apply} />}
      <KindFields element={element} apply={apply} theme={theme} />
      <Section title={t('canvasFormat.stacking')}>
        <StackingFields elements={[element]} apply={apply} />
      </Section>
    </>
  );
}

function KindFields({ element, apply, theme }: { element: CanvasElement; apply: Apply; theme: Theme }) {
  switch (element.kind) {
    case 'frame':
      return <FrameFields element={element} apply={apply} theme={theme} />;
    case 'shape':
      return <ShapeFields element={element} apply={apply} theme={theme} />;
    case 'connector':
      return <ConnectorFields element={element} apply={apply} theme={theme} />;
    case 'image':
      return <ImageFields element={element} apply={apply} />;
    case 'video':
      return <VideoFields element={element} apply={apply} />;
    case 'text':
      return <TextFields element={element} apply={apply} />;
    case 'table':
      return <TableFields element={element} apply={apply} />;
  }
}
