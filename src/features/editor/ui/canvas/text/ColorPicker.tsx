// The toolbar's text colour: the theme's roles as swatches (so a new theme or brand kit recolours
// the text), the theme's own text colour, or a hex value.
import type { EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { resolveColor } from '../../../../../kernel/document/canvas/colors';
import { THEME_COLOR_ROLES, type ThemeColorRole } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { ToolButton } from './ToolButton';
import { markValue, setValueMark } from './text-commands';
import { isCanvasColor } from './text-schema';
import { keepFocus } from './toolbar-support';

export interface ColorPickerProps {
  view: EditorView;
  state: EditorState;
  theme: Theme;
}

/** The swatch's name: "Accent", "Palette colour 2"… */
function useRoleLabel() {
  const t = useT();
  return (role: ThemeColorRole) => {
    const palette = /^palette([0-9])$/.exec(role);
    if (palette) return t('canvasText.colorPalette', { n: Number(palette[1]) + 1 });
    const labels = {
      text: t('canvasText.colorText'),
      accent: t('canvasText.colorAccent'),
      surface: t('canvasText.colorSurface'),
      background: t('canvasText.colorBackground'),
    };
    return labels[role as keyof typeof labels];
  };
}

/** A hex value, with or without its "#"; refused (and marked so) unless it is six hex digits. */
function HexForm({ apply }: { apply(color: string): void }) {
  const t = useT();
  const [hex, setHex] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = hex.trim().startsWith('#') ? hex.trim() : `#${hex.trim()}`;
    setInvalid(!isCanvasColor(value));
    if (isCanvasColor(value)) apply(value);
  };
  return (
    <form className="canvas-text-toolbar__hex" onSubmit={submit}>
      <input
        type="text"
        className="canvas-text-toolbar__field"
        aria-label={t('canvasText.colorHex')}
        placeholder="#1a2b3c"
        maxLength={7}
        value={hex}
        aria-invalid={invalid}
        onChange={(event) => {
          setHex(event.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit" className="canvas-text-toolbar__action">
        {t('canvasText.colorApply')}
      </button>
    </form>
  );
}

export function ColorPicker({ view, state, theme }: ColorPickerProps) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const [open, setOpen] = useState(false);
  const current = markValue(state, 'color');
  const apply = (color: string | null) => setValueMark('color', color)(view.state, view.dispatch);
  const swatch = resolveColor(typeof current === 'string' ? current : undefined, theme) ?? theme.text;

  return (
    <span className="canvas-text-toolbar__popover-anchor">
      <ToolButton label={t('canvasText.color')} expanded={open} onPress={() => setOpen(!open)}>
        <span className="canvas-text-toolbar__color-glyph" style={{ borderBottomColor: swatch }}>
          A
        </span>
      </ToolButton>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a group of swatch buttons, not a form field set
        <div
          className="canvas-text-toolbar__popover"
          role="group"
          aria-label={t('canvasText.color')}
          // Escape closes the swatches; the toolbar then gives the focus back to the text.
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <button
            type="button"
            className="canvas-text-toolbar__action"
            aria-pressed={current === undefined}
            onMouseDown={keepFocus}
            onClick={() => apply(null)}
          >
            {t('canvasText.colorDefault')}
          </button>
          <span className="canvas-text-toolbar__swatches">
            {THEME_COLOR_ROLES.map((role) => (
              <button
                key={role}
                type="button"
                className="canvas-text-toolbar__swatch"
                aria-label={roleLabel(role)}
                title={roleLabel(role)}
                aria-pressed={current === `theme:${role}`}
                style={{ background: resolveColor(`theme:${role}`, theme) }}
                onMouseDown={keepFocus}
                onClick={() => apply(`theme:${role}`)}
              />
            ))}
          </span>
          <HexForm apply={apply} />
        </div>
      )}
    </span>
  );
}
