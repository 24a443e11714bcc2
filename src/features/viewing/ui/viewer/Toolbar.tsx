// The viewer toolbar (spec §2, §6), 54 px high. Left: like, and the views of a public or reusable
// presentation once it has any (no lone "Views" word); other presentations say they are unlisted.
// Right: share, embed, report, and the curation Tag button behind the allow-content-curation flag,
// only where the page has the curation tool to answer it (staff: the staff-pick call refuses others).

import { useT } from '../../../../i18n/react';
import { TOOLBAR_HEIGHT } from '../../../../lib/constants';
import type { LikeResult } from '../../../../lib/like-client';
import { formatCount, takesSingular } from '../../../../ui-kit/common/format';
import { CURATION_FEATURE } from '../../../moderation/curation.contracts';
import { CurationButton } from './CurationButton';
import { LikeButton } from './LikeButton';
import './Toolbar.css';

export interface ToolbarProps {
  oid: string;
  title: string;
  privacy: string;
  viewCount: number;
  likesCount: number | undefined;
  hasLiked: boolean;
  isAuthenticated: boolean;
  linkId?: string;
  onLoggedOutLike: () => void;
  onLikeChange?: (liked: boolean) => void;
  sendLike?: (oid: string, like: boolean, linkId?: string) => Promise<LikeResult>;
  onShare: () => void;
  onEmbed: () => void;
  features?: Record<string, boolean>;
  curationExists?: boolean;
  /** The page has the curation tool and its calls are accepted for this viewer (staff). */
  canCurate?: boolean;
  lang?: string;
}

export const reportPath = (oid: string) => `/contact/abuse/${encodeURIComponent(oid)}/`;
const showsViews = (privacy: string) => privacy === 'public' || privacy === 'reusable';

export function Toolbar(props: ToolbarProps) {
  const t = useT();
  const { viewCount } = props;
  return (
    <div
      className="viewer-toolbar"
      role="toolbar"
      aria-label={t('viewer.toolbar')}
      style={{ height: TOOLBAR_HEIGHT }}
    >
      <div className="viewer-toolbar__group viewer-toolbar__group--left">
        <LikeButton
          oid={props.oid}
          likesCount={props.likesCount}
          hasLiked={props.hasLiked}
          isAuthenticated={props.isAuthenticated}
          linkId={props.linkId}
          onLoggedOutLike={props.onLoggedOutLike}
          onChange={props.onLikeChange}
          send={props.sendLike}
        />
        {!showsViews(props.privacy) ? (
          <span className="viewer-toolbar__unlisted">{t('viewer.unlisted')}</span>
        ) : viewCount > 0 ? (
          <span className="viewer-toolbar__views">
            <span className="viewer-toolbar__view-count">{formatCount(viewCount, props.lang)}</span>{' '}
            <span className="viewer-toolbar__views-label">
              {t(takesSingular(viewCount, props.lang) ? 'viewer.viewsOne' : 'viewer.views')}
            </span>
          </span>
        ) : null}
      </div>
      <div className="viewer-toolbar__group viewer-toolbar__group--right">
        <button type="button" className="viewer-toolbar__button" onClick={props.onShare}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" />
          </svg>
          <span>{t('viewer.share')}</span>
        </button>
        <button type="button" className="viewer-toolbar__button" onClick={props.onEmbed}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M8.6 16.6 4 12l4.6-4.6L7.2 6l-6 6 6 6 1.4-1.4zm6.8 0L20 12l-4.6-4.6L16.8 6l6 6-6 6-1.4-1.4z" />
          </svg>
          <span>{t('viewer.embed')}</span>
        </button>
        <button
          type="button"
          className="viewer-toolbar__button"
          onClick={() => window.open(reportPath(props.oid), '_blank', 'noopener')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 21V4h9l.4 2H20v10h-7l-.4-2H7v7H5z" />
          </svg>
          <span>{t('viewer.report')}</span>
          <span className="visually-hidden"> {t('viewer.opensInNewTab')}</span>
        </button>
        {props.features?.[CURATION_FEATURE] && props.canCurate ? (
          <CurationButton oid={props.oid} title={props.title} curationExists={props.curationExists} />
        ) : null}
      </div>
    </div>
  );
}
