// Where editors and commenters land (/p/edit/{oid}/, /{oid}/edit/): the presentation, opened.
import { useEffect } from 'react';
import { SiteHeader } from '../common/SiteHeader';
import { useT } from '../i18n';
import type { PageProps } from '../site';
import './EditPage.css';

interface EditPageProps extends PageProps {
  presentation: { oid: string; title: string; path: string; thumbnail: string; privacy: string };
  canEdit: boolean;
}

export default function EditPage({ site, presentation, canEdit }: EditPageProps) {
  const t = useT();
  // Commenters arrive at #present: that means "open it to present", so go straight there.
  useEffect(() => {
    if (window.location.hash === '#present') window.location.replace(`${presentation.path}#step=1`);
  }, [presentation.path]);
  return (
    <>
      <SiteHeader site={site} />
      <main className="page edit-page">
        <h1>{presentation.title}</h1>
        <p>{canEdit ? t('edit.editing') : t('edit.commenting')}</p>
        <a className="edit-page__cover" href={presentation.path}>
          <img src={presentation.thumbnail} alt="" width={640} height={360} />
        </a>
        <p className="edit-page__actions">
          <a className="button button--primary" href={presentation.path}>
            {t('edit.present')}
          </a>
          <a className="button" href="/dashboard/next/">
            {t('edit.dashboard')}
          </a>
        </p>
      </main>
    </>
  );
}
