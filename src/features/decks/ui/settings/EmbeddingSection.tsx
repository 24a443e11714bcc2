// Where the presentation may be embedded: on any site, or only on the sites the
// owner lists, one per line. The embed page names them in its frame-ancestors. Owner only.

import { type FormEvent, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { callApi } from '../../../../lib/api-client';
import { ActionStatus } from '../../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../../ui-kit/actions/useAction';
import { type PresentationSettings, settingsApi } from '../../settings.contracts';

export interface EmbeddingSectionProps {
  settings: PresentationSettings;
  onSaved: (settings: PresentationSettings) => void;
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function EmbeddingSection({ settings, onSaved }: EmbeddingSectionProps) {
  const t = useT();
  const [limited, setLimited] = useState(settings.embedDomains !== null);
  const [sites, setSites] = useState((settings.embedDomains ?? []).join('\n'));
  const { status, run, busy } = useAction();
  const saved = (settings.embedDomains ?? []).join('\n');
  const changed =
    limited !== (settings.embedDomains !== null) || (limited && linesOf(sites).join('\n') !== saved);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const embedDomains = limited ? linesOf(sites) : null;
      const next = await callApi(settingsApi.update, {
        params: { oid: settings.oid },
        body: { embedDomains },
      });
      setLimited(next.embedDomains !== null);
      setSites((next.embedDomains ?? []).join('\n'));
      onSaved(next);
      return t('manage.saved');
    });
  };

  return (
    <section className="manage__section" aria-labelledby="manage-embedding">
      <h2 id="manage-embedding">{t('manage.embedding')}</h2>
      <form onSubmit={save}>
        <fieldset className="manage__choices">
          <legend className="visually-hidden">{t('manage.embedding')}</legend>
          <label className="manage__choice">
            <input
              className="manage__radio"
              type="radio"
              name="embedding"
              checked={!limited}
              onChange={() => setLimited(false)}
            />
            <span>
              <strong>{t('manage.embedAnywhere')}</strong>
              <span className="manage__help">{t('manage.embedAnywhereHelp')}</span>
            </span>
          </label>
          <label className="manage__choice">
            <input
              className="manage__radio"
              type="radio"
              name="embedding"
              checked={limited}
              onChange={() => setLimited(true)}
            />
            <span>
              <strong>{t('manage.embedOnly')}</strong>
              <span className="manage__help">{t('manage.embedOnlyHelp')}</span>
            </span>
          </label>
        </fieldset>
        {limited ? (
          <div className="field">
            <label htmlFor="manage-embed-sites">{t('manage.embedSites')}</label>
            <textarea
              id="manage-embed-sites"
              className="manage__sites"
              rows={4}
              value={sites}
              placeholder="blog.example.com&#10;*.school.example"
              onChange={(event) => setSites(event.target.value)}
            />
          </div>
        ) : null}
        <div className="manage__actions">
          <button className="button button--primary" type="submit" disabled={busy || !changed}>
            {t('manage.embedSave')}
          </button>
          <ActionStatus status={status} busyText={t('manage.saving')} />
        </div>
      </form>
    </section>
  );
}
