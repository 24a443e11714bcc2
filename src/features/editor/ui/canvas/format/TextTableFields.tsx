// The fields of text boxes and tables. A text box's role and alignment here apply to every
// paragraph in it (the text toolbar sets them paragraph by paragraph); a table's rows and columns
// are added at the end and removed from the end.
import { useT } from '../../../../../i18n/react';
import { setProperties } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import {
  addTableColumn,
  addTableRow,
  removeTableColumn,
  removeTableRow,
} from '../../../../../kernel/document/canvas/crdt/ops-table';
import { setParagraphAttrs } from '../../../../../kernel/document/canvas/crdt/ops-text';
import type { ParagraphAttrs } from '../../../../../kernel/document/canvas/crdt/rich-text';
import {
  ALIGNMENTS,
  CANVAS_LIMITS,
  PARAGRAPH_ROLES,
  type TableElement,
  type TextElement,
} from '../../../../../kernel/document/canvas/model';
import { ActionButtons, CheckField, Section, SelectField } from './fields';
import type { Apply } from './format-apply';

/** The value every paragraph shares, or null when they differ. */
function shared<T>(values: readonly T[]): T | null {
  const [first] = values;
  return values.every((value) => value === first) ? (first as T) : null;
}

export function TextFields({ element, apply }: { element: TextElement; apply: Apply }) {
  const t = useT();
  const paragraphs = element.content.paragraphs;
  const everyParagraph = (what: string, attrs: Partial<ParagraphAttrs>) =>
    apply((ydoc) => setParagraphAttrs(ydoc, { element: element.id }, 0, paragraphs.length - 1, attrs), what);
  return (
    <Section title={t('canvasFormat.kind.text')}>
      <CheckField
        label={t('canvasFormat.autoFit')}
        checked={element.autoFit === true}
        onChange={(on) =>
          apply(
            (ydoc) => setProperties(ydoc, element.id, { autoFit: on ? true : undefined }),
            t('canvasFormat.autoFit'),
          )
        }
      />
      {paragraphs.length > 0 ? (
        <>
          <SelectField
            label={t('canvasFormat.role')}
            value={shared(paragraphs.map((paragraph) => paragraph.role ?? 'body'))}
            choices={PARAGRAPH_ROLES.map((role) => ({ value: role, label: t(`canvasFormat.role.${role}`) }))}
            onChange={(role) => everyParagraph(t('canvasFormat.role'), { role })}
          />
          <SelectField
            label={t('canvasFormat.align')}
            value={shared(paragraphs.map((paragraph) => paragraph.align ?? 'left'))}
            choices={ALIGNMENTS.map((align) => ({ value: align, label: t(`canvasFormat.align.${align}`) }))}
            onChange={(align) => everyParagraph(t('canvasFormat.align'), { align })}
          />
        </>
      ) : null}
    </Section>
  );
}

export function TableFields({ element, apply }: { element: TableElement; apply: Apply }) {
  const t = useT();
  const { id, rows, columns } = element;
  const action = (key: string, label: string, run: Parameters<Apply>[0], disabled: boolean) => ({
    key,
    label,
    disabled,
    onClick: () => apply(run, label),
  });
  return (
    <Section title={t('canvasFormat.kind.table')}>
      <CheckField
        label={t('canvasFormat.headerRow')}
        checked={element.headerRow === true}
        onChange={(on) =>
          apply(
            (ydoc) => setProperties(ydoc, id, { headerRow: on ? true : undefined }),
            t('canvasFormat.headerRow'),
          )
        }
      />
      <p className="format-panel__hint">
        {t('canvasFormat.tableSize', { rows: rows.length, columns: columns.length })}
      </p>
      <ActionButtons
        label={t('canvasFormat.tableRowsColumns')}
        actions={[
          action(
            'add-row',
            t('canvasFormat.addRow'),
            (ydoc) => addTableRow(ydoc, id, rows.length),
            rows.length >= CANVAS_LIMITS.tableRows,
          ),
          action(
            'remove-row',
            t('canvasFormat.removeRow'),
            (ydoc) => removeTableRow(ydoc, id, rows.length - 1),
            rows.length <= 1,
          ),
          action(
            'add-column',
            t('canvasFormat.addColumn'),
            (ydoc) => addTableColumn(ydoc, id, columns.length),
            columns.length >= CANVAS_LIMITS.tableColumns,
          ),
          action(
            'remove-column',
            t('canvasFormat.removeColumn'),
            (ydoc) => removeTableColumn(ydoc, id, columns.length - 1),
            columns.length <= 1,
          ),
        ]}
      />
    </Section>
  );
}
