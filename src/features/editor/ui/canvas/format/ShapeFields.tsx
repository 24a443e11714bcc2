// The fields of frames, shapes and connectors: their outline, fill and stroke. A stroke is one
// value in the document (colour, width and dash together), so each control writes the whole of it.
import { useT } from '../../../../../i18n/react';
import { setProperties } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import {
  CANVAS_LIMITS,
  type ConnectorElement,
  DASHES,
  FRAME_SHAPES,
  type FrameElement,
  SHAPE_KINDS,
  type ShapeElement,
  type Stroke,
} from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { ColorField } from './ColorField';
import { CheckField, DraftField, NumberField, Section, SelectField } from './fields';
import type { Apply } from './format-apply';

interface KindProps<E> {
  element: E;
  apply: Apply;
  theme: Theme;
}

/** Sets properties of one element, announced as `what`. */
const setter =
  (apply: Apply, id: string) =>
  (what: string, properties: Record<string, unknown>): boolean =>
    apply((ydoc) => setProperties(ydoc, id, properties), what);

/** A checkbox for a flag the model keeps as `true` or leaves out, announced by its label. */
function FlagCheck({
  label,
  name,
  value,
  set,
}: {
  label: string;
  name: string;
  value: true | undefined;
  set: ReturnType<typeof setter>;
}) {
  return (
    <CheckField
      label={label}
      checked={value === true}
      onChange={(on) => set(label, { [name]: on ? true : undefined })}
    />
  );
}

export function FrameFields({ element, apply, theme }: KindProps<FrameElement>) {
  const t = useT();
  const set = setter(apply, element.id);
  return (
    <Section title={t('canvasFormat.kind.frame')}>
      <SelectField
        label={t('canvasFormat.frameShape')}
        value={element.shape}
        choices={FRAME_SHAPES.map((shape) => ({
          value: shape,
          label: t(`canvasFormat.frameShape.${shape}`),
        }))}
        onChange={(shape) => set(t('canvasFormat.frameShape'), { shape })}
      />
      <DraftField
        label={t('canvasFormat.frameTitle')}
        value={element.title ?? ''}
        parse={(text) => ({ value: text.trim() === '' ? undefined : text.trim() })}
        onCommit={(title) => set(t('canvasFormat.frameTitle'), { title })}
      />
      <ColorField
        label={t('canvasFormat.fill')}
        value={element.fill}
        theme={theme}
        optional
        onChange={(fill) => set(t('canvasFormat.fill'), { fill })}
      />
    </Section>
  );
}

const NEW_STROKE: Stroke = { color: 'theme:text', width: 2, dash: 'solid' };

/** Colour, width and dash of a stroke; `optional` lets "None" remove it (a shape without outline). */
function StrokeFields({
  stroke,
  theme,
  optional,
  onChange,
}: {
  stroke: Stroke | undefined;
  theme: Theme;
  optional: boolean;
  onChange(what: string, stroke: Stroke | undefined): boolean;
}) {
  const t = useT();
  const current = stroke ?? NEW_STROKE;
  return (
    <>
      <ColorField
        label={t('canvasFormat.strokeColor')}
        value={stroke?.color}
        theme={theme}
        optional={optional}
        onChange={(color) =>
          onChange(t('canvasFormat.strokeColor'), color === undefined ? undefined : { ...current, color })
        }
      />
      {stroke ? (
        <div className="format-panel__grid">
          <NumberField
            label={t('canvasFormat.strokeWidth')}
            value={stroke.width}
            min={0}
            max={CANVAS_LIMITS.strokeWidth}
            onCommit={(width) => onChange(t('canvasFormat.strokeWidth'), { ...stroke, width })}
          />
          <SelectField
            label={t('canvasFormat.dash')}
            value={stroke.dash}
            choices={DASHES.map((dash) => ({ value: dash, label: t(`canvasFormat.dash.${dash}`) }))}
            onChange={(dash) => onChange(t('canvasFormat.dash'), { ...stroke, dash })}
          />
        </div>
      ) : null}
    </>
  );
}

export function ShapeFields({ element, apply, theme }: KindProps<ShapeElement>) {
  const t = useT();
  const set = setter(apply, element.id);
  const isLine = element.shape === 'line' || element.shape === 'arrow';
  return (
    <Section title={t('canvasFormat.kind.shape')}>
      <SelectField
        label={t('canvasFormat.shapeKind')}
        value={element.shape}
        choices={SHAPE_KINDS.map((shape) => ({ value: shape, label: t(`canvasFormat.shapeKind.${shape}`) }))}
        onChange={(shape) => set(t('canvasFormat.shapeKind'), { shape })}
      />
      {isLine ? null : (
        <ColorField
          label={t('canvasFormat.fill')}
          value={element.fill}
          theme={theme}
          optional
          onChange={(fill) => set(t('canvasFormat.fill'), { fill })}
        />
      )}
      {/* A line or an arrow is nothing but its stroke: it keeps one. */}
      <StrokeFields
        stroke={element.stroke}
        theme={theme}
        optional={!isLine}
        onChange={(what, stroke) => set(what, { stroke })}
      />
      {isLine ? (
        <div className="format-panel__checks">
          <FlagCheck label={t('canvasFormat.flipH')} name="flipH" value={element.flipH} set={set} />
          <FlagCheck label={t('canvasFormat.flipV')} name="flipV" value={element.flipV} set={set} />
        </div>
      ) : null}
    </Section>
  );
}

export function ConnectorFields({ element, apply, theme }: KindProps<ConnectorElement>) {
  const t = useT();
  const set = setter(apply, element.id);
  return (
    <Section title={t('canvasFormat.kind.connector')}>
      <StrokeFields
        stroke={element.stroke}
        theme={theme}
        optional={false}
        onChange={(what, stroke) => set(what, { stroke })}
      />
      <div className="format-panel__checks">
        <FlagCheck
          label={t('canvasFormat.arrowStart')}
          name="arrowStart"
          value={element.arrowStart}
          set={set}
        />
        <FlagCheck label={t('canvasFormat.arrowEnd')} name="arrowEnd" value={element.arrowEnd} set={set} />
      </div>
    </Section>
  );
}
