// The overlay's start mode (spec §2): title, owner, last-modified text, an optional link to the
// presentation on the site, and the play button — large and round, or small and labelled.
import { useT } from '../../../../i18n/react';
import type { ResponsiveMode } from './responsive';

export interface StartScreenProps {
  title: string;
  ownerName: string;
  lastModified: string;
  siteUrl?: string;
  brandName: string;
  presentButtonText?: string;
  onPlay: () => void;
  responsive: ResponsiveMode;
}

function PlayIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

export function StartScreen(props: StartScreenProps) {
  const t = useT();
  const small = props.responsive === 'small';
  const label = props.presentButtonText || t('viewer.present');
  return (
    <>
      <div className="viewer-overlay__meta">
        <h2 className="viewer-overlay__title">{props.title}</h2>
        <p className="viewer-overlay__owner">{props.ownerName}</p>
        <p className="viewer-overlay__date">{props.lastModified}</p>
        {props.siteUrl ? (
          <a className="viewer-overlay__site-link" href={props.siteUrl} target="_blank" rel="noopener">
            {t('viewer.viewOnSite', { brand: props.brandName })}
          </a>
        ) : null}
      </div>
      <div className="viewer-overlay__center">
        {small ? (
          <button type="button" className="viewer-overlay__play-small" onClick={props.onPlay} data-present>
            <PlayIcon size={16} />
            {label}
          </button>
        ) : (
          <button type="button" className="viewer-overlay__play" onClick={props.onPlay} data-present>
            <span className="viewer-overlay__play-circle">
              <PlayIcon size={44} />
            </span>
            <span className="viewer-overlay__play-label">{label}</span>
          </button>
        )}
      </div>
    </>
  );
}
