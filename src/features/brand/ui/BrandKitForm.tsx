// A brand kit's form: four colours (#rrggbb, with a WCAG contrast warning for text on
// background), heading and body fonts from the shipped list, the logo, and Save draft / Publish /
// Unpublish. The live preview follows every change; nothing reaches decks before Publish. Those
// who may only read the kit (a team's members and viewers) see it without the controls.
import { useId } from 'react';
import { useT } from '../../../i18n/react';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import type { BrandKitData, BrandKitScope } from '../contracts';
import { ColorFields, FontFields, LogoField } from './BrandKitFields';
import { BrandPreview } from './BrandPreview';
import type { BrandKitApi } from './brand-api';
import { useBrandKitDraft } from './useBrandKitDraft';

export interface BrandKitFormProps {
  scope: BrandKitScope;
  initialKit: BrandKitData;
  canManage: boolean;
  api: BrandKitApi;
}

export function BrandKitForm({ scope, initialKit, canManage, api }: BrandKitFormProps) {
  const t = useT();
  const id = useId();
  const { kit, draft, shown, contrast, valid, publishedDiffers, status, busy, actions } = useBrandKitDraft(
    scope,
    initialKit,
    api,
  );

  const statusText = kit.published ? t('brand.statusPublished') : t('brand.statusDraft');
  return (
    <div className="brand-kit">
      <div className="brand-kit__form">
        <p className={`brand-kit__state${kit.published ? ' brand-kit__state--published' : ''}`}>
          <strong>{statusText}</strong>
          {publishedDiffers ? <span> · {t('brand.statusChanged')}</span> : null}
        </p>
        {canManage ? null : <p className="brand-kit__note">{t('brand.readOnly')}</p>}
        <ColorFields
          id={id}
          colors={draft.colors}
          saved={kit.draft.colors}
          contrast={contrast}
          disabled={!canManage}
          onChange={draft.setColor}
        />
        <FontFields
          id={id}
          headingFont={draft.headingFont}
          bodyFont={draft.bodyFont}
          disabled={!canManage}
          onHeadingFont={draft.setHeadingFont}
          onBodyFont={draft.setBodyFont}
        />
        <LogoField
          logo={kit.draft.logo}
          canManage={canManage}
          busy={busy}
          onUpload={actions.uploadLogo}
          onRemove={() => void actions.removeLogo()}
        />
        {canManage ? (
          <div className="brand-kit__actions">
            <button
              type="button"
              className="button"
              onClick={() => void actions.save()}
              disabled={busy || !valid}
            >
              {t('brand.saveDraft')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void actions.publish()}
              disabled={busy || !valid}
            >
              {t('brand.publish')}
            </button>
            {kit.published ? (
              <button
                type="button"
                className="button"
                onClick={() => void actions.unpublish()}
                disabled={busy}
              >
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
