// The view page's closable banner (spec §2, §4): promotes the video product, or online learning
// under either human-connection flag (§9). Closing hides it for this page view only: it is not
// remembered, so a reload shows it again.
import { useId, useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { OnEvent } from './events';
import './Banner.css';

export const EDU_BANNER_FLAGS = [
  'gm-view-page-banner-human-connection',
  'gm-view-page-banner-human-connection-edu',
] as const;

export interface BannerProps {
  /** The evaluated feature flags of the page. */
  flags: Record<string, boolean>;
  onClose?: () => void;
  onEvent?: OnEvent;
}

export function Banner({ flags, onClose, onEvent }: BannerProps) {
  const t = useT();
  const titleId = useId();
  const [open, setOpen] = useState(true);
  if (!open) return null;

  const edu = EDU_BANNER_FLAGS.some((flag) => flags[flag]);
  const content = edu
    ? { title: t('view.bannerEduTitle'), text: t('view.bannerEduText'), link: t('view.bannerEduLink') }
    : { title: t('view.bannerVideoTitle'), text: t('view.bannerVideoText'), link: t('view.bannerVideoLink') };
  const target = edu ? '/edu/prezi-video-edu' : '/video';

  return (
    <aside className={`banner${edu ? ' banner--edu' : ''}`} aria-labelledby={titleId}>
      <div className="banner__body">
        <p id={titleId} className="banner__title">
          {content.title}
        </p>
        <p className="banner__text">{content.text}</p>
      </div>
      <a
        className="button button--primary banner__link"
        href={target}
        onClick={() =>
          onEvent?.('ClickCallToAction', { location: 'banner', type: 'LINK', text: content.link, target })
        }
      >
        {content.link}
      </a>
      <button
        type="button"
        className="banner__close"
        aria-label={t('view.bannerClose')}
        onClick={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
