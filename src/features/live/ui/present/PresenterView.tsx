// The presenter view: the current step large (the real player), the next step
// as a still, the current step's notes, a wall clock and an elapsed timer, and the step list. It
// opens the audience window and keeps it in step through the presenter channel (channel.ts).
//
// The side column leaves room for a live-session panel: pass `livePanel` (a node, or a function
// of the current step), and `onStepChange` to hear every move, whichever window made it.
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { PlayerData } from '../../../../contracts/presentation';
import { useT } from '../../../../i18n/react';
import { layoutDocument } from '../../../../kernel/document/layout';
import { stillOf } from '../../../../kernel/document/still';
import { PlayerStage } from '../../../../ui-kit/player-host/PlayerStage';
import type { PlayerHandle, PlayerImporter } from '../../../../ui-kit/player-host/player-types';
import { usePlayerModule } from '../../../../ui-kit/player-host/usePlayerModule';
import { usePresentKeys } from '../../../../ui-kit/presenting/usePresentKeys';
import { deckTheme } from '../../../brand/rules';
import { StepEcho } from './channel';
import { NextStepStill } from './NextStepStill';
import { PresenterClock, type PresenterTimer } from './PresenterClock';
import { useElapsedTimer } from './useElapsedTimer';
import { type ChannelFactory, usePresentChannel } from './usePresentChannel';
import './PresenterView.css';

export interface PresenterStep {
  /** 0-based. */
  step: number;
  total: number;
  title: string;
}

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

const openPopup = (url: string, name: string) => window.open(url, name, 'popup,width=1280,height=720');

export function PresenterView(props: PresenterViewProps) {
  const { oid, title, player, notes, lang, livePanel, onStepChange } = props;
  const t = useT();
  const module = usePlayerModule(props.loadPlayer);
  const playerRef = useRef<PlayerHandle | null>(null);
  const playerArea = useRef<HTMLDivElement>(null);
  const deck = useMemo(() => {
    const layout = layoutDocument(player.document);
    return { layout, theme: deckTheme(player.document.theme, player.brand), still: stillOf(layout) };
  }, [player.document, player.brand]);
  const steps = deck.layout.steps;
  const total = steps.length;
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  const ready = useRef(false);
  const [echo] = useState(() => new StepEcho());
  const [blocked, setBlocked] = useState(false);
  const timer = useTimerOnFirstMove(props.clock);

  const send = usePresentChannel(
    oid,
    total,
    {
      onStep: (target) => {
        if (!echo.follow(target, stepRef.current)) return;
        if (playerRef.current) playerRef.current.goTo(target);
        else moveTo(target); // the player is still loading: it opens on this step
      },
      onHello: () => send({ type: 'step', step: stepRef.current }),
    },
    props.channel,
  );

  function moveTo(index: number) {
    const moved = index !== stepRef.current;
    stepRef.current = index;
    setStep(index);
    if (moved) timer.firstMove();
    onStepChange?.({ step: index, total, title: steps[index]?.title ?? '' });
  }

  usePresentKeys(playerArea, playerRef, total);

  const openAudience = () => {
    const opened = (props.openWindow ?? openPopup)(props.audiencePath, `podium-audience-${oid}`);
    setBlocked(opened === null);
  };
  const goTo = (index: number) => {
    playerRef.current?.goTo(index);
    playerRef.current?.focus();
  };
  /** A move asked for by the live panel (resuming an open session): no focus change. */
  const moveFromLive = (index: number) => {
    if (playerRef.current) playerRef.current.goTo(index);
    else moveTo(index); // the player is still loading: it opens on this step
  };

  const current: PresenterStep = { step, total, title: steps[step]?.title ?? '' };
  const note = notes[step] ?? '';
  const next = step + 1 < total ? step + 1 : null;
  const live = typeof livePanel === 'function' ? livePanel(current, moveFromLive) : livePanel;

  return (
    <div className="presenter">
      <header className="presenter__bar">
        <h1 className="presenter__title">
          <span className="presenter__kicker">{t('present.heading')}</span> {title}
        </h1>
        <div className="presenter__actions">
          <button type="button" className="button button--primary" onClick={openAudience}>
            {t('present.openAudience')}
          </button>
          <a className="button" href={props.viewPath}>
            {t('present.viewPage')}
          </a>
        </div>
        {blocked ? (
          <p className="presenter__blocked" role="alert">
            {t('present.audienceBlocked')}
          </p>
        ) : null}
      </header>
      <div className="presenter__grid">
        <section className="presenter__current" aria-label={t('present.current')}>
          <div ref={playerArea} className="presenter__player">
            <PlayerStage
              module={module}
              data={player}
              initialStep={step}
              playerRef={playerRef}
              onStep={(event) => {
                const first = !ready.current;
                ready.current = true;
                moveTo(event.index);
                // The step the player opens on is not a move: an open audience window keeps its own.
                if (echo.shown(event.index) && !first) send({ type: 'step', step: event.index });
              }}
            />
          </div>
        </section>
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
        <div className="presenter__side">
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
          {/* The live panel is a titled section of its own. */}
          {live ? <div className="presenter__live">{live}</div> : null}
        </div>
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
      </div>
    </div>
  );
}

/** The elapsed timer, which also starts by itself at the first move (and again after a reset). */
function useTimerOnFirstMove(clock?: () => number): PresenterTimer {
  const timer = useElapsedTimer(clock);
  const armed = useRef(true);
  return {
    ...timer,
    start() {
      armed.current = false;
      timer.start();
    },
    reset() {
      armed.current = true;
      timer.reset();
    },
    firstMove() {
      if (!armed.current) return;
      armed.current = false;
      timer.start();
    },
  };
}
