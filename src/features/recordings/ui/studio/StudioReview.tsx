// The studio's review step: the recording playable, its trim (start and
// end, in seconds of the recording), the talk's title and privacy, captions typed as WebVTT (checked
// line by line), and Publish with the upload's progress, a Retry after repeated failures. A new take
// of a recording (re-recorded from a step) has no title or privacy of its own: the recording's stay.
import { useRef, useState } from 'react';
import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import { PRIVACIES, type Privacy } from '../../../../kernel/document/import-metadata';
import { formatClock } from '../../../../player/recording-sync';
import type { StudioDeck } from '../../studio.contracts';
import { CaptionProblems } from './CaptionProblems';
import { captionProblems } from './captions-check';
import type { StudioPhase } from './studio-state';
import { readTrim, seconds, TrimFields } from './TrimFields';
import type { PublishForm } from './usePublish';
import type { Recorded } from './useRecorder';

/**
 * The recorder's clock runs a little past the file's last frame (the server measures the file), so
 * the program ends this much before the clock's end.
 */
export const END_MARGIN_MS = 300;

export interface StudioReviewProps {
  deck: StudioDeck;
  recorded: Recorded | null;
  /** A new take of a published recording: no title or privacy to ask. */
  retake?: boolean;
  phase: StudioPhase;
  limitReached: boolean;
  maxMinutes: number;
  onPublish(form: PublishForm): void;
  onDiscard(): void;
  onBack(): void;
}

const PRIVACY_KEYS: Record<Privacy, MessageId> = {
  public: 'dashboard.privacy.public',
  reusable: 'dashboard.privacy.reusable',
  private: 'dashboard.privacy.private',
};

export function StudioReview(props: StudioReviewProps) {
  const { deck, recorded, phase } = props;
  const t = useT();
  const usableMs = recorded ? Math.max(0, Math.floor(recorded.durationMs) - END_MARGIN_MS) : 0;
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState<string | null>(null);
  const [title, setTitle] = useState(deck.title);
  const [privacy, setPrivacy] = useState<Privacy>(deck.privacy);
  const [captions, setCaptions] = useState('');
  const [tried, setTried] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  const endText = end ?? seconds(usableMs);
  const { startMs, endMs, bad: trimBad } = readTrim(start, endText, usableMs);
  const problems = captionProblems(captions);
  const titleBad = !props.retake && title.trim() === '';
  const busy = phase.name === 'uploading' || phase.name === 'published';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!recorded || trimBad || titleBad || problems.length > 0 || busy) return;
    props.onPublish({
      title: title.trim(),
      privacy,
      startMs,
      endMs,
      captions: captions.trim() ? captions : '',
    });
  };
  const at = () => seconds((video.current?.currentTime ?? 0) * 1000);

  if (!recorded)
    return (
      <p className="studio__preparing" role="status">
        {t('studio.preparing')}
      </p>
    );

  const percent =
    phase.name === 'uploading' && phase.total > 0 ? Math.floor((phase.sent / phase.total) * 100) : 0;

  return (
    <form className="studio-review" onSubmit={submit} noValidate>
      <h2 className="studio-review__heading">{t('studio.review')}</h2>
      {props.limitReached ? (
        <p className="studio__message" role="alert">
          {t('studio.limitReached', { minutes: props.maxMinutes })}
        </p>
      ) : null}
      <div className="studio-review__grid">
        <div className="studio-review__media">
          {/* biome-ignore lint/a11y/useMediaCaption: the owner's own recording, before its captions exist */}
          <video
            ref={video}
            className="studio-review__video"
            src={recorded.url}
            controls
            playsInline
            preload="metadata"
          />
          {/* A MediaRecorder WebM has no Duration in its header, so the browser's own bar shows
              none: the length the recorder measured is said here. */}
          <p className="studio-review__length">
            {t('studio.totalLength', { time: formatClock(recorded.durationMs) })}
          </p>
          <TrimFields
            start={start}
            end={endText}
            onStart={setStart}
            onEnd={setEnd}
            maxMs={usableMs}
            here={at}
            tried={tried}
          />
        </div>
        <div className="studio-review__details">
          {props.retake ? null : (
            <>
              <label className="studio-review__field">
                {t('studio.title')}
                <input
                  type="text"
                  value={title}
                  maxLength={200}
                  onChange={(event) => setTitle(event.target.value)}
                  aria-invalid={tried && titleBad}
                  required
                />
              </label>
              {tried && titleBad ? (
                <p className="studio-review__error" role="alert">
                  {t('studio.titleRequired')}
                </p>
              ) : null}
              <label className="studio-review__field">
                {t('studio.privacy')}
                <select value={privacy} onChange={(event) => setPrivacy(event.target.value as Privacy)}>
                  {PRIVACIES.map((value) => (
                    <option key={value} value={value}>
                      {t(PRIVACY_KEYS[value])}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          <label className="studio-review__field">
            {t('studio.captions')}
            <textarea
              value={captions}
              rows={7}
              spellCheck={false}
              placeholder={'WEBVTT\n\n00:00.500 --> 00:03.000\n…'}
              onChange={(event) => setCaptions(event.target.value)}
              aria-invalid={problems.length > 0}
              aria-describedby="studio-captions-help"
            />
          </label>
          <p id="studio-captions-help" className="studio-review__hint">
            {t('studio.captionsHint')}
          </p>
          <CaptionProblems problems={problems} />
          {phase.name === 'uploading' ? (
            <div className="studio-review__progress" role="status">
              <label>
                {t('studio.uploading', { percent })}
                <progress max={100} value={percent} />
              </label>
            </div>
          ) : null}
          {phase.name === 'published' ? (
            <p className="studio-review__hint" role="status">
              {t('studio.published')}
            </p>
          ) : null}
          {phase.name === 'failed' ? (
            <div className="studio__message" role="alert">
              <p>{t('studio.failed', { message: phase.message })}</p>
              {phase.retryable ? (
                <button type="submit" className="button button--primary">
                  {t('studio.retry')}
                </button>
              ) : (
                <button type="button" className="button" onClick={props.onBack}>
                  {t('studio.backToReview')}
                </button>
              )}
            </div>
          ) : (
            <div className="studio-review__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {props.retake ? t('studio.retake.publish') : t('studio.publish')}
              </button>
              <button type="button" className="button" onClick={props.onDiscard} disabled={busy}>
                {t('studio.discard')}
              </button>
            </div>
          )}
        </div>
      </div>
    </form>
  );
}
