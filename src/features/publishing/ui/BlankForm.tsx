// "Blank presentation": a title and one topic, created with the chosen privacy and opened in the editor.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import type { Privacy } from '../../../kernel/document/import-metadata';
import { ApiError, callApi } from '../../../lib/api-client';
import { publishingApi } from '../contracts';

export function BlankForm({ privacy, team }: { privacy: Privacy; team?: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const created = await callApi(publishingApi.blank, { body: { privacy, ...(team ? { team } : {}) } });
      window.location.assign(created.editUrl);
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError && failure.status !== 0 ? failure.message : t('create.error.network'),
      );
    }
  };

  return (
    <div>
      <p className="create-panel__lead">{t('create.blank.lead')}</p>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="create-panel__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={create}>
          {busy ? t('create.working') : t('create.blank.create')}
        </button>
      </div>
    </div>
  );
}
