// Whether visitors may download the presentation: its PDF with the transcript,
// and a PDF deck's original file. Off by default; share links may allow or forbid it on their own.
// Owner only.

import { type FormEvent, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { callApi } from '../../../../lib/api-client';
import { ActionStatus } from '../../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../../ui-kit/actions/useAction';
import { type PresentationSettings, settingsApi } from '../../settings.contracts';

export interface DownloadsSectionProps {
  settings: PresentationSettings;
  onSaved: (settings: PresentationSettings) => void;
}

export function DownloadsSection({ settings, onSaved }: DownloadsSectionProps) {
  const t = useT();
  const [allow, setAllow] = useState(settings.allowDownloads);
  const { status, run, busy } = useAction();

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const next = await callApi(settingsApi.update, {
        params: { oid: settings.oid },
        body: { allowDownloads: allow },
      });
      setAllow(next.allowDownloads);
      onSaved(next);
      return t('manage.saved');
    });
  };

  return (
    <section className="manage__section" aria-labelledby="manage-downloads">
      <h2 id="manage-downloads">{t('manage.downloads')}</h2>
      <form onSubmit={save}>
        <div className="field">
          <label className="manage__check">
            <input
              className="manage__checkbox"
              type="checkbox"
              name="allowDownloads"
              checked={allow}
              aria-describedby="manage-downloads-help"
              onChange={(event) => setAllow(event.target.checked)}
            />
            {t('manage.allowDownloads')}
          </label>
          <p className="manage__help" id="manage-downloads-help">
            {t(settings.hasOriginalPdf ? 'manage.allowDownloadsHelpPdf' : 'manage.allowDownloadsHelp')}
          </p>
        </div>
        <div className="manage__actions">
          <button
            className="button button--primary"
            type="submit"
            disabled={busy || allow === settings.allowDownloads}
          >
            {t('manage.downloadsSave')}
          </button>
          <ActionStatus status={status} busyText={t('manage.saving')} />
        </div>
      </form>
    </section>
  );
}
