// The public view page (first version, issue "Foundation"): title, owner, last-modified text,
// description, counts, like, and the whole transcript. The full viewer lands in its own issue.
import { useEffect, useState } from 'react';
import { sendView } from '../../lib/like-client';
import type { ViewPageData } from '../../server/presenters/presentation.presenter';
import { formatCount } from '../common/format';
import { SiteHeader } from '../common/SiteHeader';
import { useT } from '../i18n';
import type { PageProps } from '../site';
import { LikeButton } from '../view-page/LikeButton';
import { TranscriptText } from '../view-page/TranscriptText';
import './ViewPage.css';

interface ViewPageProps extends PageProps {
  presentation: ViewPageData;
}

export default function ViewPage({ site, presentation: p }: ViewPageProps) {
  const t = useT();
  const [viewCount, setViewCount] = useState(p.viewCount);
  const linkId = p.prezilink?.link_id;

  useEffect(() => {
    sendView(p.oid, linkId).then(
      (result) => setViewCount(result.viewCount),
      () => undefined, // a view that was not counted changes nothing for the visitor
    );
  }, [p.oid, linkId]);

  const showViews = viewCount > 0 && p.privacy !== 'private';
  return (
    <>
      <SiteHeader site={site} />
      <main className="page view-page">
        {p.hiddenReason ? (
          <div className="view-page__notice" role="status">
            {t('view.takenDown', { reason: p.hiddenReason })}
          </div>
        ) : null}
        <figure className="view-page__stage">
          <img src={p.thumbnail} alt={t('viewer.coverAlt', { title: p.title })} width={640} height={360} />
        </figure>
        <section className="view-page__meta" aria-labelledby="presentation-title">
          <h1 id="presentation-title">{p.title}</h1>
          <div className="view-page__byline">
            {p.owner.oid ? (
              <a href={`/user/${p.owner.oid}/`} className="view-page__owner">
                {p.ownerName}
              </a>
            ) : (
              <span className="view-page__owner">{p.ownerName}</span>
            )}
            <span className="view-page__date">{p.lastModifiedDateString}</span>
          </div>
          <div className="view-page__actions">
            <LikeButton
              oid={p.oid}
              likesCount={p.likesCount}
              hasLiked={p.hasLikedPrezi}
              isAuthenticated={site.viewer !== null}
              linkId={linkId}
              onLoggedOutLike={() => {
                window.location.assign(`/signup/?next=${encodeURIComponent(window.location.pathname)}`);
              }}
            />
            {showViews ? (
              <span className="view-page__views">
                {t('viewer.viewsCount', { n: viewCount, count: formatCount(viewCount, site.lang) })}
              </span>
            ) : null}
          </div>
          {p.description ? (
            // Sanitised on write against an allow-list (server/services/description.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised description HTML
            <div className="view-page__description" dangerouslySetInnerHTML={{ __html: p.description }} />
          ) : null}
          {p.tags ? (
            <ul className="view-page__tags" aria-label={t('view.tags')}>
              {p.tags.split(',').map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="transcript" aria-labelledby="transcript-title">
          <h2 id="transcript-title">{t('view.transcript')}</h2>
          <TranscriptText topic={p.transcriptData} />
        </section>
      </main>
    </>
  );
}
