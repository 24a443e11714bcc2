// The toolbar's fields: the selection's size (world units, as the model's size mark) and font role,
// and its paragraphs' line height and role. A field shows the shared value, or nothing when the
// selection mixes values.
import type { EditorState } from 'prosemirror-state';
import { useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { CANVAS_LIMITS, FONT_ROLES, PARAGRAPH_ROLES } from '../../../../../kernel/document/canvas/model';
import { CANVAS_FONT_SIZES } from '../../../../../kernel/document/canvas/text-fit';
import { markValue, paragraphValue, setParagraphAttrs, setValueMark } from './text-commands';
import { isFontSize } from './text-schema';
import type { Exec } from './toolbar-support';

interface FieldProps {
  state: EditorState;
  exec: Exec;
}

const LINE_HEIGHTS = [1, 1.15, 1.25, 1.5, 2];

/** The selection's size: its size mark, or its paragraph role's size when it has none. */
function currentSize(state: EditorState): number {
  const size = markValue(state, 'size');
  if (typeof size === 'number') return size;
  const role = (paragraphValue(state, 'role') as keyof typeof CANVAS_FONT_SIZES | null) ?? 'body';
  return CANVAS_FONT_SIZES[role];
}

export function SizeInput({ state, exec }: FieldProps) {
  const t = useT();
  // What is being typed, which may be no size yet ("" or "4" on the way to "48").
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      className="canvas-text-toolbar__size"
      aria-label={t('canvasText.size')}
      title={t('canvasText.size')}
      min={CANVAS_LIMITS.fontSize.min}
      max={CANVAS_LIMITS.fontSize.max}
      step={1}
      value={draft ?? String(currentSize(state))}
      onChange={(event) => {
        setDraft(event.target.value);
        const size = Number(event.target.value);
        if (event.target.value !== '' && isFontSize(size)) exec(setValueMark('size', size));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

export function FontSelect({ state, exec }: FieldProps) {
  const t = useT();
  const font = markValue(state, 'font');
  const labels = {
    heading: t('canvasText.fontHeading'),
    body: t('canvasText.fontBody'),
    mono: t('canvasText.fontMono'),
  };
  return (
    <select
      className="canvas-text-toolbar__select"
      aria-label={t('canvasText.font')}
      title={t('canvasText.font')}
      value={typeof font === 'string' ? font : ''}
      onChange={(event) => exec(setValueMark('font', event.target.value || null))}
    >
      <option value="">{t('canvasText.fontDefault')}</option>
      {FONT_ROLES.map((role) => (
        <option key={role} value={role}>
          {labels[role]}
        </option>
      ))}
    </select>
  );
}

export function LineHeightSelect({ state, exec }: FieldProps) {
  const t = useT();
  const current = paragraphValue(state, 'lineHeight');
  const heights =
    typeof current === 'number' && !LINE_HEIGHTS.includes(current)
      ? [...LINE_HEIGHTS, current]
      : LINE_HEIGHTS;
  return (
    <select
      className="canvas-text-toolbar__select"
      aria-label={t('canvasText.lineHeight')}
      title={t('canvasText.lineHeight')}
      value={typeof current === 'number' ? String(current) : ''}
      onChange={(event) =>
        exec(setParagraphAttrs({ lineHeight: event.target.value ? Number(event.target.value) : null }))
      }
    >
      <option value="">{t('canvasText.lineHeightDefault')}</option>
      {heights.map((height) => (
        <option key={height} value={String(height)}>
          {height}
        </option>
      ))}
    </select>
  );
}

export function RoleSelect({ state, exec }: FieldProps) {
  const t = useT();
  const role = paragraphValue(state, 'role');
  const labels = {
    title: t('canvasText.roleTitle'),
    subtitle: t('canvasText.roleSubtitle'),
    body: t('canvasText.roleBody'),
  };
  return (
    <select
      className="canvas-text-toolbar__select"
      aria-label={t('canvasText.role')}
      title={t('canvasText.role')}
      value={typeof role === 'string' ? role : 'body'}
      // Body is the default: it is written as no role, as the kernel's documents have it.
      onChange={(event) =>
        exec(setParagraphAttrs({ role: event.target.value === 'body' ? null : event.target.value }))
      }
    >
      {PARAGRAPH_ROLES.map((each) => (
        <option key={each} value={each}>
          {labels[each]}
        </option>
      ))}
    </select>
  );
}
