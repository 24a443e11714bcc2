// The presenter view: the current step large (the real player), the next step
// as a still, the current step's notes, a wall clock and an elapsed timer, and the step list. It
// opens the audience window and keeps it in step through the presenter channel (channel.ts).
//
// The side column leaves room for a live-session panel: pass `livePanel` (a node, or a function
// of the current step), and `onStepChange` to hear every move, whichever window made it.
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/react';
import type { Step } from '../../../../kernel/document/layout';
import { PlayerStage } from '../../../../ui-kit/player-host/PlayerStage';
import type { PlayerImporter } from '../../../../ui-kit/player-host/player-types';
import { usePlayerModule } from '../../../../ui-kit/player-host/usePlayerModule';
import type { PlayerData } from '../../../decks/contracts';
import { NextStepStill } from './NextStepStill';
import { PresenterClock, type PresenterTimer } from './PresenterClock';
import type { ChannelFactory } from './usePresentChannel';
import { type PresenterStep, usePresenter } from './usePresenter';
import './PresenterView.css';

export type { PresenterStep } from './usePresenter';

export interface PresenterViewProps {
  oid: string;
  title: string;
  player: PlayerData;
  /** Notes per step ('' where none). */
  notes: string[];
  audiencePath: string;
  viewPath: string;
  lang: string;
  /** The live-session section of the side column, when there is one. */
  livePanel?: ReactNode | ((current: PresenterStep, goTo: (index: number) => void) => ReactNode);
  onStepChange?(current: PresenterStep): void;
  loadPlayer?: PlayerImporter;
  channel?: ChannelFactory;
  clock?: () => number;
  openWindow?: (url: string, name: string) => Window | null;
}

export function PresenterView(props: PresenterViewProps) {
  const { title, player, notes, lang, livePanel } = props;
  const t = useT();
  const module = usePlayerModule(props.loadPlayer);
  const {
    playerRef,
    playerArea,
    deck,
    step,
    timer,
    blocked,
    openAudience,
    goTo,
    moveFromLive,
    onPlayerStep,
  } = usePresenter(props);
  const steps = deck.layout.steps;
  const total = steps.length;

  const current: PresenterStep = { step, total, title: steps[step]?.title ?? '' };
  const next = step + 1 < total ? step + 1 : null;
  const live = typeof livePanel === 'function' ? livePanel(current, moveFromLive) : livePanel;

  return (
    <div className="presenter">
      <PresenterBar title={title} viewPath={props.viewPath} blocked={blocked} onOpenAudience={openAudience} />
      <div className="presenter__grid">
        <section className="presenter__current" aria-label={t('present.current')}>
          <div ref={playerArea} className="presenter__player">
            <PlayerStage
              module={module}
              data={player}
              initialStep={step}
              playerRef={playerRef}
              onStep={onPlayerStep}
            />
          </div>
        </section>
        <PresenterControls step={step} total={total} timer={timer} lang={lang} goTo={goTo} />
        <div className="presenter__side">
          <NextStep deck={deck} next={next} />
          <PresenterNotes note={notes[step] ?? ''} />
          {/* The live panel is a titled section of its own. */}
          {live ? <div className="presenter__live">{live}</div> : null}
        </div>
        <StepList steps={steps} step={step} notes={notes} title={title} goTo={goTo} />
      </div>
    </div>
  );
}

interface PresenterBarProps {
  title: string;
  viewPath: string;
  /** The browser blocked the audience window. */
  blocked: boolean;
  onOpenAudience(): void;
}

/** The title, "Open audience window" (saying when the browser blocked it) and the view page. */
function PresenterBar({ title, viewPath, blocked, onOpenAudience }: PresenterBarProps) {
  const t = useT();
  return (
    <header className="presenter__bar">
      <h1 className="presenter__title">
        <span className="presenter__kicker">{t('present.heading')}</span> {title}
      </h1>
      <div className="presenter__actions">
        <button type="button" className="button button--primary" onClick={onOpenAudience}>
          {t('present.openAudience')}
        </button>
        <a className="button" href={viewPath}>
          {t('present.viewPage')}
        </a>
      </div>
      {blocked ? (
        <p className="presenter__blocked" role="alert">
          {t('present.audienceBlocked')}
        </p>
      ) : null}
    </header>
  );
}

interface PresenterControlsProps {
  step: number;
  total: number;
  timer: PresenterTimer;
  lang: string;
  goTo(index: number): void;
}

/** The previous and next buttons around "Step n of m", and the clock with the timer. */
function PresenterControls({ step, total, timer, lang, goTo }: PresenterControlsProps) {
  const t = useT();
  return (
    <div className="presenter__controls">
      <button
        type="button"
        className="button"
        onClick={() => goTo(step - 1)}
        disabled={step === 0}
        aria-label={t('present.previousStep')}
      >
        ←
      </button>
      <p className="presenter__counter" aria-live="polite">
        {t('present.stepOf', { current: step + 1, total })}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => goTo(step + 1)}
        disabled={step + 1 >= total}
        aria-label={t('present.nextStep')}
      >
        →
      </button>
      <PresenterClock timer={timer} lang={lang} />
    </div>
  );
}

interface NextStepProps {
  deck: ReturnType<typeof usePresenter>['deck'];
  /** The next step's index, or null at the last one. */
  next: number | null;
}

/** The next step as a still with its title, or that this is the end. */
function NextStep({ deck, next }: NextStepProps) {
  const t = useT();
  const steps = deck.layout.steps;
  const total = steps.length;
  return (
    <section className="presenter__next" aria-labelledby="presenter-next">
      <h2 id="presenter-next" className="presenter__heading">
        {t('present.next')}
      </h2>
      {next !== null ? (
        <>
          <NextStepStill
            layout={deck.layout}
            theme={deck.theme}
            still={deck.still}
            index={next}
            label={steps[next]?.title || t('present.stepOf', { current: next + 1, total })}
          />
          <p className="presenter__next-title">{steps[next]?.title}</p>
        </>
      ) : (
        <p className="presenter__end">{t('present.nextEnd')}</p>
      )}
    </section>
  );
}

/** The current step's speaker notes, or that it has none. */
function PresenterNotes({ note }: { note: string }) {
  const t = useT();
  return (
    <section className="presenter__notes" aria-labelledby="presenter-notes">
      <h2 id="presenter-notes" className="presenter__heading">
        {t('present.notes')}
      </h2>
      {note ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <div className="presenter__notes-text" tabIndex={0} data-testid="presenter-notes">
          {note}
        </div>
      ) : (
        <p className="presenter__notes-empty">{t('present.noNotes')}</p>
      )}
    </section>
  );
}

interface StepListProps {
  steps: Step[];
  step: number;
  notes: string[];
  /** The presentation's title, for a step without one. */
  title: string;
  goTo(index: number): void;
}

/** Every step by number and title, the current one marked and those with notes flagged. */
function StepList({ steps, step, notes, title, goTo }: StepListProps) {
  const t = useT();
  return (
    <nav className="presenter__steps" aria-labelledby="presenter-steps">
      <h2 id="presenter-steps" className="presenter__heading">
        {t('present.steps')}
      </h2>
      <ol className="presenter__step-list">
        {steps.map((s, index) => (
          <li key={index}>
            <button
              type="button"
              className="presenter__step"
              aria-current={index === step ? 'step' : undefined}
              onClick={() => goTo(index)}
            >
              <span className="presenter__step-number">{index + 1}</span>
              <span className="presenter__step-title">{s.title || title}</span>
              {notes[index] ? <span className="presenter__step-noted" aria-hidden="true" /> : null}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
