// Video presentations have no source to edit: their details, and where to change them.

import { useT } from '../../../i18n/react';
import type { EditorPresentation, EditorRole } from '../contracts';

export function VideoDetails({ presentation, role }: { presentation: EditorPresentation; role: EditorRole }) {
  const t = useT();
  return (
    <section className="video-details" aria-labelledby="video-details-title">
      <h2 id="video-details-title" className="editor__section-title">
        {t('editor.videoTitle')}
      </h2>
      <p>{t('editor.videoNoSource')}</p>
      <dl className="video-details__list">
        <dt>{t('dashboard.privacy')}</dt>
        <dd>{t(`dashboard.privacy.${presentation.privacy}`)}</dd>
        {presentation.tags.length > 0 ? (
          <>
            <dt>{t('editor.videoTags')}</dt>
            <dd>{presentation.tags.join(', ')}</dd>
          </>
        ) : null}
        {presentation.description ? (
          <>
            <dt>{t('editor.videoDescription')}</dt>
            <dd>{presentation.description}</dd>
          </>
        ) : null}
      </dl>
      <p className="editor__actions">
        {role === 'owner' ? (
          <a className="button button--primary" href={presentation.settingsPath}>
            {t('editor.settings')}
          </a>
        ) : null}
        <a className="button" href={presentation.path}>
          {t('editor.viewPage')}
        </a>
      </p>
    </section>
  );
}
