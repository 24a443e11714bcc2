// The overlay's restart mode (spec §2): restart, learn more only when the host handles it, and a
// call-to-action variant with text, a get-the-product button and a looping muted video.
import { useT } from '../../../../i18n/react';

export interface CallToAction {
  text: string;
  buttonText: string;
  href: string;
  videoSrc: string;
}

export interface RestartScreenProps {
  onRestart: () => void;
  onLearnMore?: () => void;
  callToAction?: CallToAction;
  brandName: string;
}

export function RestartScreen({ onRestart, onLearnMore, callToAction, brandName }: RestartScreenProps) {
  const t = useT();
  return (
    <div className="viewer-overlay__center viewer-overlay__restart">
      {callToAction ? (
        <div className="viewer-overlay__cta">
          <video
            className="viewer-overlay__cta-video"
            src={callToAction.videoSrc}
            autoPlay
            loop
            muted
            playsInline
          />
          <p className="viewer-overlay__cta-text">{callToAction.text}</p>
          <a className="button button--primary viewer-overlay__cta-button" href={callToAction.href}>
            {callToAction.buttonText}
          </a>
        </div>
      ) : null}
      <div className="viewer-overlay__actions">
        <button type="button" className="button viewer-overlay__restart-button" onClick={onRestart}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" />
          </svg>
          {t('viewer.restart')}
        </button>
        {onLearnMore ? (
          <button type="button" className="button viewer-overlay__learn-more" onClick={onLearnMore}>
            {t('viewer.learnAbout', { brand: brandName })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
