// The studio's review step: the recording playable, its trim (start and
// end, in seconds of the recording), the talk's title and privacy, captions typed as WebVTT (checked
// line by line), and Publish with the upload's progress, a Retry after repeated failures. A new take
// of a recording (re-recorded from a step) has no title or privacy of its own: the recording's stay.
import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import { PRIVACIES, type Privacy } from '../../../../kernel/document/import-metadata';
import { formatClock } from '../../../../player/recording-sync';
import type { StudioDeck } from '../../studio.contracts';
import { CaptionProblems } from './CaptionProblems';
import type { StudioPhase } from './studio-state';
import { TrimFields } from './TrimFields';
import type { PublishForm } from './usePublish';
import type { Recorded } from './useRecorder';
import { useReviewForm } from './useReviewForm';

export { END_MARGIN_MS } from './useReviewForm';

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

type ReviewForm = ReturnType<typeof useReviewForm>;

export function StudioReview(props: StudioReviewProps) {
  const { recorded, phase } = props;
  const t = useT();
  const form = useReviewForm(props);

  if (!recorded)
    return (
      <p className="studio__preparing" role="status">
        {t('studio.preparing')}
      </p>
    );

  return (
    <form className="studio-review" onSubmit={form.submit} noValidate>
      <h2 className="studio-review__heading">{t('studio.review')}</h2>
      {props.limitReached ? (
        <p className="studio__message" role="alert">
          {t('studio.limitReached', { minutes: props.maxMinutes })}
        </p>
      ) : null}
      <div className="studio-review__grid">
        <ReviewMedia recorded={recorded} form={form} />
        <div className="studio-review__details">
          {props.retake ? null : <TitleAndPrivacy form={form} />}
          <CaptionsField captions={form.captions} />
          <PublishState
            phase={phase}
            busy={form.busy}
            retake={props.retake}
            onDiscard={props.onDiscard}
            onBack={props.onBack}
          />
        </div>
      </div>
    </form>
  );
}

/** The recording playable, its length as the recorder measured it, and its trim. */
function ReviewMedia({ recorded, form }: { recorded: Recorded; form: ReviewForm }) {
  const t = useT();
  return (
    <div className="studio-review__media">
      {/* biome-ignore lint/a11y/useMediaCaption: the owner's own recording, before its captions exist */}
      <video
        ref={form.video}
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
        start={form.trim.start}
        end={form.trim.end}
        onStart={form.trim.setStart}
        onEnd={form.trim.setEnd}
        maxMs={form.usableMs}
        here={form.at}
        tried={form.tried}
      />
    </div>
  );
}

/** The talk's title (required) and privacy, for a new recording. */
function TitleAndPrivacy({ form: { title, privacy, tried } }: { form: ReviewForm }) {
  const t = useT();
  return (
    <>
      <label className="studio-review__field">
        {t('studio.title')}
        <input
          type="text"
          value={title.value}
          maxLength={200}
          onChange={(event) => title.set(event.target.value)}
          aria-invalid={tried && title.bad}
          required
        />
      </label>
      {tried && title.bad ? (
        <p className="studio-review__error" role="alert">
          {t('studio.titleRequired')}
        </p>
      ) : null}
      <label className="studio-review__field">
        {t('studio.privacy')}
        <select value={privacy.value} onChange={(event) => privacy.set(event.target.value as Privacy)}>
          {PRIVACIES.map((value) => (
            <option key={value} value={value}>
              {t(PRIVACY_KEYS[value])}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** The captions typed as WebVTT, with how to write them and their problems by line. */
function CaptionsField({ captions }: { captions: ReviewForm['captions'] }) {
  const t = useT();
  return (
    <>
      <label className="studio-review__field">
        {t('studio.captions')}
        <textarea
          value={captions.value}
          rows={7}
          spellCheck={false}
          placeholder={'WEBVTT\n\n00:00.500 --> 00:03.000\n…'}
          onChange={(event) => captions.set(event.target.value)}
          aria-invalid={captions.problems.length > 0}
          aria-describedby="studio-captions-help"
        />
      </label>
      <p id="studio-captions-help" className="studio-review__hint">
        {t('studio.captionsHint')}
      </p>
      <CaptionProblems problems={captions.problems} />
    </>
  );
}

interface PublishStateProps {
  phase: StudioPhase;
  /** Uploading or published: nothing more to send or discard. */
  busy: boolean;
  retake?: boolean;
  onDiscard(): void;
  onBack(): void;
}

/** The upload's progress, that it is published, or its failure (Retry, or back); else Publish and Discard. */
function PublishState({ phase, busy, retake, onDiscard, onBack }: PublishStateProps) {
  const t = useT();
  const percent =
    phase.name === 'uploading' && phase.total > 0 ? Math.floor((phase.sent / phase.total) * 100) : 0;
  return (
    <>
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
            <button type="button" className="button" onClick={onBack}>
              {t('studio.backToReview')}
            </button>
          )}
        </div>
      ) : (
        <div className="studio-review__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {retake ? t('studio.retake.publish') : t('studio.publish')}
          </button>
          <button type="button" className="button" onClick={onDiscard} disabled={busy}>
            {t('studio.discard')}
          </button>
        </div>
      )}
    </>
  );
}
