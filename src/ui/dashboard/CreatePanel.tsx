// "Create your own" on the dashboard: a new presentation from pasted or uploaded Markdown or JSON.
import { useState } from 'react';
import type { MessageId } from '../../i18n/catalogs';
import { useT } from '../i18n';
import type { SiteProps } from '../site';

type Privacy = 'public' | 'reusable' | 'private';

export interface CreateForm {
  source: string;
  privacy: Privacy;
  problems: string[];
}

export function CreatePanel({ site, form }: { site: SiteProps; form: CreateForm }) {
  const t = useT();
  const [source, setSource] = useState(form.source);
  const openFile = async (file: File | undefined) => {
    if (file) setSource(await file.text());
  };
  return (
    <section className="dashboard__create" aria-labelledby="create-title">
      <h2 id="create-title">{t('dashboard.create')}</h2>
      <p>{t('dashboard.createLead')}</p>
      {form.problems.length > 0 ? (
        <div className="form-alert" role="alert">
          <p>{t('dashboard.problems')}</p>
          <ul>
            {form.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action="/dashboard/next/">
        <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
        <label className="dashboard__file">
          {t('dashboard.file')}{' '}
          <input
            type="file"
            accept=".md,.markdown,.json,text/markdown,application/json"
            onChange={(e) => openFile(e.target.files?.[0])}
          />
        </label>
        <label htmlFor="dashboard-source">{t('dashboard.source')}</label>
        <textarea
          id="dashboard-source"
          name="source"
          rows={14}
          value={source}
          onChange={(e) => setSource(e.target.value)}
          required
          spellCheck={false}
        />
        <div className="dashboard__publish">
          <label>
            {t('dashboard.privacy')}{' '}
            <select name="privacy" defaultValue={form.privacy}>
              {(['public', 'reusable', 'private'] as const).map((p) => (
                <option key={p} value={p}>
                  {t(`dashboard.privacy.${p}` as MessageId)}
                </option>
              ))}
            </select>
          </label>
          <button className="button button--primary" type="submit">
            {t('dashboard.publish')}
          </button>
        </div>
      </form>
    </section>
  );
}
