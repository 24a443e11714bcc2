// A brand kit's form: four colours (#rrggbb, with a WCAG contrast warning for text on
// background), heading and body fonts from the shipped list, the logo, and Save draft / Publish /
// Unpublish. The live preview follows every change; nothing reaches decks before Publish. Those
// who may only read the kit (a team's members and viewers) see it without the controls.
import { type ChangeEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import { track } from '../../../ui/telemetry';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../ui-kit/actions/useAction';
import type { BrandKitData, BrandKitScope } from '../contracts';
import {
  BRAND_COLOR_NAMES,
  BRAND_FONT_IDS,
  BRAND_FONTS,
  type BrandColorName,
  type BrandFontId,
  type BrandStyle,
  contrastRatio,
  isHexColor,
  MIN_TEXT_CONTRAST,
} from '../rules';
import { BrandPreview } from './BrandPreview';
import type { BrandKitApi } from './brand-api';

export interface BrandKitFormProps {
  scope: BrandKitScope;
  initialKit: BrandKitData;
  canManage: boolean;
  api: BrandKitApi;
}

type Colors = Record<BrandColorName, string>;

const sameStyle = (a: BrandStyle, b: BrandStyle) =>
  a.headingFont === b.headingFont &&
  a.bodyFont === b.bodyFont &&
  BRAND_COLOR_NAMES.every((name) => a.colors[name].toLowerCase() === b.colors[name].toLowerCase());

export function BrandKitForm({ scope, initialKit, canManage, api }: BrandKitFormProps) {
  const t = useT();
  const id = useId();
  const [kit, setKit] = useState(initialKit);
  const [colors, setColors] = useState<Colors>(initialKit.draft.colors);
  const [headingFont, setHeadingFont] = useState<BrandFontId>(initialKit.draft.headingFont);
  const [bodyFont, setBodyFont] = useState<BrandFontId>(initialKit.draft.bodyFont);
  const { status, run, busy } = useAction();
  const teamField = scope.kind === 'team' ? { team_id: scope.tid } : {};

  const valid = BRAND_COLOR_NAMES.every((name) => isHexColor(colors[name]));
  const style: BrandStyle = { colors, headingFont, bodyFont };
  // While a colour is being typed the preview keeps the kit's last whole colour for it.
  const shown: BrandStyle = {
    ...style,
    colors: Object.fromEntries(
      BRAND_COLOR_NAMES.map((name) => [
        name,
        isHexColor(colors[name]) ? colors[name] : kit.draft.colors[name],
      ]),
    ) as Colors,
  };
  const contrast = contrastRatio(shown.colors.text, shown.colors.background);
  const dirty = !sameStyle(style, kit.draft);
  const publishedDiffers = kit.published !== null && (dirty || !sameStyle(kit.draft, kit.published));

  const setColor = (name: BrandColorName) => (event: ChangeEvent<HTMLInputElement>) =>
    setColors((current) => ({ ...current, [name]: event.target.value.trim() }));
  const saveDraft = () => api.save({ colors, headingFont, bodyFont });

  const onSave = () =>
    run(async () => {
      setKit(await saveDraft());
      return t('brand.saved');
    });
  const onPublish = () =>
    run(async () => {
      if (dirty || kit.updatedAt === null) await saveDraft();
      setKit(await api.publish());
      // Sent once the server has published it.
      track('BrandKitPublished', teamField);
      return t('brand.published');
    });
  const onUnpublish = () =>
    run(async () => {
      setKit(await api.unpublish());
      track('BrandKitUnpublished', teamField);
      return t('brand.unpublished');
    });
  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      setKit(await api.uploadLogo(file));
      return t('brand.saved');
    });
  };
  const onRemoveLogo = () =>
    run(async () => {
      setKit(await api.removeLogo());
      return t('brand.saved');
    });

  const statusText = kit.published ? t('brand.statusPublished') : t('brand.statusDraft');
  return (
    <div className="brand-kit">
      <div className="brand-kit__form">
        <p className={`brand-kit__state${kit.published ? ' brand-kit__state--published' : ''}`}>
          <strong>{statusText}</strong>
          {publishedDiffers ? <span> · {t('brand.statusChanged')}</span> : null}
        </p>
        {canManage ? null : <p className="brand-kit__note">{t('brand.readOnly')}</p>}
        <fieldset className="brand-kit__group" disabled={!canManage}>
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
                  value={ok ? colors[name].toLowerCase() : kit.draft.colors[name]}
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
        <fieldset className="brand-kit__group" disabled={!canManage}>
          <legend>{t('brand.fonts')}</legend>
          {(
            [
              ['headingFont', headingFont, setHeadingFont],
              ['bodyFont', bodyFont, setBodyFont],
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
        <fieldset className="brand-kit__group" disabled={!canManage}>
          <legend>{t('brand.logo')}</legend>
          {kit.draft.logo ? (
            <img className="brand-kit__logo" src={kit.draft.logo.url} alt={t('brand.logoAlt')} />
          ) : (
            <p className="brand-kit__note">{t('brand.logoNone')}</p>
          )}
          {canManage ? (
            <div className="brand-kit__logo-actions">
              <label className="button brand-kit__upload">
                {t('brand.logoUpload')}
                <input type="file" accept="image/png,image/jpeg,image/webp" onChange={onLogo} />
              </label>
              {kit.draft.logo ? (
                <button type="button" className="button" onClick={() => void onRemoveLogo()} disabled={busy}>
                  {t('brand.logoRemove')}
                </button>
              ) : null}
            </div>
          ) : null}
          <p className="brand-kit__note">{t('brand.logoHint')}</p>
        </fieldset>
        {canManage ? (
          <div className="brand-kit__actions">
            <button type="button" className="button" onClick={() => void onSave()} disabled={busy || !valid}>
              {t('brand.saveDraft')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void onPublish()}
              disabled={busy || !valid}
            >
              {t('brand.publish')}
            </button>
            {kit.published ? (
              <button type="button" className="button" onClick={() => void onUnpublish()} disabled={busy}>
                {t('brand.unpublish')}
              </button>
            ) : null}
          </div>
        ) : null}
        <ActionStatus status={status} busyText={t('brand.saving')} />
      </div>
      <div className="brand-kit__preview">
        <h2>{t('brand.preview')}</h2>
        <BrandPreview style={shown} logo={kit.draft.logo} />
      </div>
    </div>
  );
}
