// Who may see the presentation: public, reusable or private, each explained in one line. Owner only.

import { type FormEvent, useState } from 'react';
import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { Privacy } from '../../../../kernel/document/import-metadata';
import { callApi } from '../../../../lib/api-client';
import { ActionStatus } from '../../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../../ui-kit/actions/useAction';
import { type PresentationSettings, settingsApi } from '../../settings.contracts';

const PRIVACIES: Privacy[] = ['public', 'reusable', 'private'];

export interface PrivacySectionProps {
  settings: PresentationSettings;
  onSaved: (settings: PresentationSettings) => void;
}

export function PrivacySection({ settings, onSaved }: PrivacySectionProps) {
  const t = useT();
  const [privacy, setPrivacy] = useState<Privacy>(settings.privacy);
  const { status, run, busy } = useAction();

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onSaved(await callApi(settingsApi.update, { params: { oid: settings.oid }, body: { privacy } }));
      return t('manage.saved');
    });
  };

  return (
    <section className="manage__section" aria-labelledby="manage-privacy">
      <h2 id="manage-privacy">{t('manage.privacy')}</h2>
      <form onSubmit={save}>
        <fieldset className="manage__choices">
          <legend className="visually-hidden">{t('manage.privacy')}</legend>
          {PRIVACIES.map((value) => (
            <label key={value} className="manage__choice">
              <input
                className="manage__radio"
                type="radio"
                name="privacy"
                value={value}
                checked={privacy === value}
                onChange={() => setPrivacy(value)}
              />
              <span>
                <strong>{t(`manage.privacy.${value}` as MessageId)}</strong>
                <span className="manage__help">{t(`manage.privacy.${value}.help` as MessageId)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="manage__actions">
          <button
            className="button button--primary"
            type="submit"
            disabled={busy || privacy === settings.privacy}
          >
            {t('manage.privacySave')}
          </button>
          <ActionStatus status={status} busyText={t('manage.saving')} />
        </div>
      </form>
    </section>
  );
}
