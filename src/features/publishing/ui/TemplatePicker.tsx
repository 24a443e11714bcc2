// "Start from a template": the site's templates as cards; picking one makes the owner's own copy
// (with the chosen privacy) and opens it in the editor.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { Privacy } from '../../../kernel/document/import-metadata';
import { ApiError, callApi } from '../../../lib/api-client';
import { publishingApi, type TemplateCard } from '../contracts';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; templates: TemplateCard[] };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '');

export function TemplatePicker({ privacy, team }: { privacy: Privacy; team?: string }) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);

  const fetchTemplates = useCallback(() => {
    setLoad({ state: 'loading' });
    callApi(publishingApi.templates)
      .then(({ templates }) => live.current && setLoad({ state: 'ready', templates }))
      .catch((failure: unknown) => live.current && setLoad({ state: 'failed', message: messageOf(failure) }));
  }, []);

  useEffect(() => {
    live.current = true;
    fetchTemplates();
    return () => {
      live.current = false;
    };
  }, [fetchTemplates]);

  const use = async (template: TemplateCard) => {
    setBusy(template.oid);
    setError(null);
    try {
      const created = await callApi(publishingApi.template, {
        body: { oid: template.oid, privacy, ...(team ? { team } : {}) },
      });
      window.location.assign(created.editUrl);
    } catch (failure) {
      setBusy(null);
      setError(messageOf(failure) || t('create.error.network'));
    }
  };

  if (load.state === 'loading') return <p aria-live="polite">{t('create.template.loading')}</p>;
  if (load.state === 'failed') {
    return (
      <div className="form-alert" role="alert">
        <p>{t('create.template.failed', { message: load.message || t('create.error.network') })}</p>
        <button type="button" className="button" onClick={fetchTemplates}>
          {t('create.template.retry')}
        </button>
      </div>
    );
  }
  return (
    <div>
      <p className="create-panel__lead">{t('create.template.lead')}</p>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      {load.templates.length === 0 ? <p>{t('create.template.empty')}</p> : null}
      <ul className="template-grid">
        {load.templates.map((template) => (
          <li key={template.oid} className="template-grid__item">
            <img src={template.thumbnail} alt="" width={320} height={180} loading="lazy" />
            <span className="template-grid__title">{template.title}</span>
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              aria-label={t('create.template.useNamed', { title: template.title })}
              onClick={() => use(template)}
            >
              {busy === template.oid ? t('create.working') : t('create.template.use')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
