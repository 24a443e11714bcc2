// "Show brand logo" in a presentation's settings: its owner chooses whether the view
// page and the embed show the published brand kit's logo instead of Podium's. Saved on change.
import { useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../ui-kit/actions/useAction';
import { type BrandLogoSetting, brandApi } from '../contracts';

export function BrandLogoSection({ oid, setting }: { oid: string; setting: BrandLogoSetting }) {
  const t = useT();
  const id = useId();
  const [show, setShow] = useState(setting.show);
  const [available, setAvailable] = useState(setting.available);
  const { status, run, busy } = useAction();
  // The box follows the click at once; a refusal puts it back.
  const change = (next: boolean) => {
    setShow(next);
    return run(async () => {
      try {
        const answer = await callApi(brandApi.showLogo, { params: { oid }, body: { show: next } });
        setShow(answer.show);
        setAvailable(answer.available);
        return t('brand.showLogoSaved');
      } catch (error) {
        setShow(!next);
        throw error;
      }
    });
  };
  return (
    <section className="manage__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('brand.kitLink')}</h2>
      <div className="field">
        <label className="manage__check">
          <input
            className="manage__checkbox"
            type="checkbox"
            checked={show}
            disabled={busy}
            aria-describedby={`${id}-help`}
            onChange={(event) => void change(event.target.checked)}
          />
          {t('brand.showLogo')}
        </label>
        <p className="manage__help" id={`${id}-help`}>
          {available ? t('brand.showLogoHint') : t('brand.showLogoUnavailable')}{' '}
          <a href={setting.kitPath}>{t('brand.kitLink')}</a>
        </p>
      </div>
      <ActionStatus status={status} />
    </section>
  );
}
