// The brand kit form's three groups: the colours (typed as #rrggbb or picked, with the text's
// contrast on the background), the heading and body fonts, and the logo. Disabled for those who
// may only read the kit.
import type { ChangeEvent } from 'react';
import { useT } from '../../../i18n/react';
import type { BrandKitData } from '../contracts';
import {
  BRAND_COLOR_NAMES,
  BRAND_FONT_IDS,
  BRAND_FONTS,
  type BrandColorName,
  type BrandFontId,
  isHexColor,
  MIN_TEXT_CONTRAST,
} from '../rules';
import type { Colors } from './useBrandKitDraft';

interface ColorFieldsProps {
  id: string;
  colors: Colors;
  /** The kit's saved colours: the swatch shows them while a colour is half typed. */
  saved: Colors;
  contrast: number;
  disabled: boolean;
  onChange: (name: BrandColorName, value: string) => void;
}

export function ColorFields({ id, colors, saved, contrast, disabled, onChange }: ColorFieldsProps) {
  const t = useT();
  const setColor = (name: BrandColorName) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(name, event.target.value);
  return (
    <fieldset className="brand-kit__group" disabled={disabled}>
      <legend>{t('brand.colors')}</legend>
      {BRAND_COLOR_NAMES.map((name) => {
        const field = `${id}-${name}`;
        const ok = isHexColor(colors[name]);
        return (
          <div className="brand-kit__color" key={name}>
            <label htmlFor={field}>{t(`brand.color.${name}`)}</label>
            <input
              type="color"
              className="brand-kit__swatch"
              value={ok ? colors[name].toLowerCase() : saved[name]}
              onChange={setColor(name)}
              aria-hidden="true"
              tabIndex={-1}
            />
            <input
              id={field}
              type="text"
              className="brand-kit__hex"
              value={colors[name]}
              onChange={setColor(name)}
              maxLength={7}
              spellCheck={false}
              aria-invalid={!ok}
              aria-describedby={ok ? undefined : `${field}-error`}
            />
            {ok ? null : (
              <span id={`${field}-error`} className="form-error">
                {t('brand.colorInvalid')}
              </span>
            )}
          </div>
        );
      })}
      <p className={contrast < MIN_TEXT_CONTRAST ? 'brand-kit__warning' : 'brand-kit__note'} role="note">
        {contrast < MIN_TEXT_CONTRAST
          ? t('brand.contrastWarning', { ratio: contrast.toFixed(2) })
          : t('brand.contrastOk', { ratio: contrast.toFixed(2) })}
      </p>
    </fieldset>
  );
}

interface FontFieldsProps {
  id: string;
  headingFont: BrandFontId;
  bodyFont: BrandFontId;
  disabled: boolean;
  onHeadingFont: (font: BrandFontId) => void;
  onBodyFont: (font: BrandFontId) => void;
}

export function FontFields({
  id,
  headingFont,
  bodyFont,
  disabled,
  onHeadingFont,
  onBodyFont,
}: FontFieldsProps) {
  const t = useT();
  return (
    <fieldset className="brand-kit__group" disabled={disabled}>
      <legend>{t('brand.fonts')}</legend>
      {(
        [
          ['headingFont', headingFont, onHeadingFont],
          ['bodyFont', bodyFont, onBodyFont],
        ] as const
      ).map(([field, value, set]) => (
        <div className="brand-kit__font" key={field}>
          <label htmlFor={`${id}-${field}`}>{t(`brand.${field}`)}</label>
          <select
            id={`${id}-${field}`}
            value={value}
            onChange={(event) => set(event.target.value as BrandFontId)}
          >
            {BRAND_FONT_IDS.map((font) => (
              <option key={font} value={font}>
                {BRAND_FONTS[font].label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="brand-kit__note">{t('brand.fontsNote')}</p>
    </fieldset>
  );
}

interface LogoFieldProps {
  logo: BrandKitData['draft']['logo'];
  canManage: boolean;
  busy: boolean;
  onUpload: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

export function LogoField({ logo, canManage, busy, onUpload, onRemove }: LogoFieldProps) {
  const t = useT();
  return (
    <fieldset className="brand-kit__group" disabled={!canManage}>
      <legend>{t('brand.logo')}</legend>
      {logo ? (
        <img className="brand-kit__logo" src={logo.url} alt={t('brand.logoAlt')} />
      ) : (
        <p className="brand-kit__note">{t('brand.logoNone')}</p>
      )}
      {canManage ? (
        <div className="brand-kit__logo-actions">
          <label className="button brand-kit__upload">
            {t('brand.logoUpload')}
            <input type="file" accept="image/png,image/jpeg,image/webp" onChange={onUpload} />
          </label>
          {logo ? (
            <button type="button" className="button" onClick={onRemove} disabled={busy}>
              {t('brand.logoRemove')}
            </button>
          ) : null}
        </div>
      ) : null}
      <p className="brand-kit__note">{t('brand.logoHint')}</p>
    </fieldset>
  );
}
