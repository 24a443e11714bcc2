// Several elements selected: arrange them (group, ungroup, align, distribute, stacking) and, when
// every one of them has a fill (shapes and frames), give them one fill. Each button is one edit, so
// one Undo takes it back for all of them.
import { useT } from '../../../../../i18n/react';
import {
  ALIGN_EDGES,
  alignElements,
  DISTRIBUTE_AXES,
  distributeElements,
} from '../../../../../kernel/document/canvas/crdt/ops-align';
import { setProperties } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import { group, ungroup } from '../../../../../kernel/document/canvas/crdt/ops-order';
import { edit } from '../../../../../kernel/document/canvas/crdt/ydoc';
import type { CanvasElement, FrameElement, ShapeElement } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { ColorField } from './ColorField';
import { ActionButtons, Section } from './fields';
import type { Apply } from './format-apply';
import { StackingFields } from './StackingFields';

export interface MultiFormatProps {
  elements: readonly CanvasElement[];
  apply: Apply;
  theme: Theme;
  newId(): string;
}

/** Frames and shapes with an inside to fill: lines and arrows have none. */
const filled = (element: CanvasElement): element is FrameElement | ShapeElement =>
  element.kind === 'frame' ||
  (element.kind === 'shape' && element.shape !== 'line' && element.shape !== 'arrow');

export function MultiFormat({ elements, apply, theme, newId }: MultiFormatProps) {
  const t = useT();
  const ids = elements.map((element) => element.id);
  const grouped = elements.some((element) => element.group !== undefined);
  const fills = elements.every(filled) ? elements.map((element) => element.fill) : null;
  const fill = fills?.every((each) => each === fills[0]) ? fills[0] : null;
  return (
    <>
      <p className="format-panel__hint">{t('canvasFormat.selectedCount', { count: elements.length })}</p>
      <Section title={t('canvasFormat.arrange')}>
        <ActionButtons
          label={t('canvasFormat.grouping')}
          actions={[
            {
              key: 'group',
              label: t('canvasFormat.group'),
              onClick: () => apply((ydoc) => group(ydoc, ids, newId()), t('canvasFormat.group')),
            },
            {
              key: 'ungroup',
              label: t('canvasFormat.ungroup'),
              disabled: !grouped,
              onClick: () => apply((ydoc) => ungroup(ydoc, ids), t('canvasFormat.ungroup')),
            },
          ]}
        />
        <StackingFields elements={elements} apply={apply} />
      </Section>
      <Section title={t('canvasFormat.alignTitle')}>
        <ActionButtons
          label={t('canvasFormat.alignTitle')}
          actions={ALIGN_EDGES.map((edge) => ({
            key: edge,
            label: t(`canvasFormat.alignTo.${edge}`),
            onClick: () => apply((ydoc) => alignElements(ydoc, ids, edge), t(`canvasFormat.alignTo.${edge}`)),
          }))}
        />
        <ActionButtons
          label={t('canvasFormat.distribute')}
          actions={DISTRIBUTE_AXES.map((axis) => ({
            key: axis,
            label: t(`canvasFormat.distribute.${axis}`),
            disabled: elements.length < 3,
            onClick: () =>
              apply((ydoc) => distributeElements(ydoc, ids, axis), t(`canvasFormat.distribute.${axis}`)),
          }))}
        />
      </Section>
      {fills ? (
        <Section title={t('canvasFormat.fill')}>
          <ColorField
            label={t('canvasFormat.sharedFill')}
            value={fill}
            theme={theme}
            optional
            onChange={(color) =>
              apply(
                (ydoc) =>
                  edit(ydoc, () => {
                    for (const id of ids) setProperties(ydoc, id, { fill: color });
                  }),
                t('canvasFormat.fill'),
              )
            }
          />
        </Section>
      ) : null}
    </>
  );
}
