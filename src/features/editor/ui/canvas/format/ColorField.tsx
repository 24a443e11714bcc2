// A colour of the deck: one of the theme's roles (so applying another theme or the brand kit
// recolours it, decision 065), drawn as swatches in the current theme, or a hex value typed as
// #rrggbb. "None" removes an optional colour (a frame or shape without fill).
import { useId } from 'react';
import { useT } from '../../../../../i18n/react';
import { resolveColor } from '../../../../../kernel/document/canvas/colors';
import {
  type CanvasColor,
  THEME_COLOR_ROLES,
  type ThemeColorRole,
} from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { DraftField } from './fields';
import type { Translate } from './format-apply';

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface ColorFieldProps {
  label: string;
  /** The colour as stored; null when the selection holds several. */
  value: CanvasColor | undefined | null;
  theme: Theme;
  /** Writes the colour; undefined removes it. False when the deck refused it. */
  onChange(color: CanvasColor | undefined): boolean;
  /** Offers "None" for a colour that may be absent. */
  optional?: boolean;
}

export const roleLabel = (t: Translate, role: ThemeColorRole): string => {
  const palette = /^palette(\d)$/.exec(role);
  if (palette) return t('canvasFormat.colorRole.palette', { n: Number(palette[1]) + 1 });
  return t(`canvasFormat.colorRole.${role as 'text' | 'accent' | 'surface' | 'background'}`);
};

export function ColorField({ label, value, theme, onChange, optional }: ColorFieldProps) {
  const t = useT();
  const id = useId();
  const shown = value ?? undefined;
  const parse = (text: string) => {
    const hex = text.trim();
    if (hex === '' && optional) return { value: undefined };
    return HEX.test(hex) ? { value: hex.toLowerCase() } : { error: t('canvasFormat.hexInvalid') };
  };
  return (
    <fieldset className="format-panel__color">
      <legend className="format-panel__label">{label}</legend>
      <fieldset className="format-panel__swatches" aria-labelledby={`${id}-roles`}>
        <span id={`${id}-roles`} className="format-panel__hint">
          {t('canvasFormat.themeColors')}
        </span>
        {THEME_COLOR_ROLES.map((role) => {
          const color = `theme:${role}`;
          return (
            <button
              key={role}
              type="button"
              className="format-panel__swatch"
              style={{ background: resolveColor(color, theme) }}
              aria-label={roleLabel(t, role)}
              title={roleLabel(t, role)}
              aria-pressed={shown === color}
              onClick={() => onChange(color)}
            />
          );
        })}
        {optional ? (
          <button
            type="button"
            className="format-panel__swatch format-panel__swatch--none"
            aria-label={t('canvasFormat.noColor')}
            title={t('canvasFormat.noColor')}
            aria-pressed={value === undefined}
            onClick={() => onChange(undefined)}
          />
        ) : null}
      </fieldset>
      <DraftField
        label={t('canvasFormat.hex')}
        value={shown && HEX.test(shown) ? shown : ''}
        parse={parse}
        onCommit={(color) => onChange(color)}
        className="format-panel__field--hex"
      />
    </fieldset>
  );
}
