// The presenter view's state: the deck laid out (with its theme and the stills of its steps), the
// step shown and every move to another (from the player, the keys, the step list, the live panel or
// the audience window through the presenter channel), the elapsed timer that starts at the first
// move, and the audience window opened (or blocked).
import { useMemo, useRef, useState } from 'react';
import { layoutDocument } from '../../../../kernel/document/layout';
import { stillOf } from '../../../../kernel/document/still';
import type { PlayerHandle, StepEvent } from '../../../../ui-kit/player-host/player-types';
import { usePresentKeys } from '../../../../ui-kit/presenting/usePresentKeys';
import { deckTheme } from '../../../brand/rules';
import type { PlayerData } from '../../../decks/contracts';
import { StepEcho } from './channel';
import type { PresenterTimer } from './PresenterClock';
import { useElapsedTimer } from './useElapsedTimer';
import { type ChannelFactory, usePresentChannel } from './usePresentChannel';

export interface PresenterStep {
  /** 0-based. */
  step: number;
  total: number;
  title: string;
}

export interface PresenterOptions {
  oid: string;
  player: PlayerData;
  audiencePath: string;
  onStepChange?(current: PresenterStep): void;
  channel?: ChannelFactory;
  clock?: () => number;
  openWindow?: (url: string, name: string) => Window | null;
}

const openPopup = (url: string, name: string) => window.open(url, name, 'popup,width=1280,height=720');

export function usePresenter({ oid, player, audiencePath, onStepChange, ...options }: PresenterOptions) {
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
  const timer = useTimerOnFirstMove(options.clock);

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
    options.channel,
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
    const opened = (options.openWindow ?? openPopup)(audiencePath, `podium-audience-${oid}`);
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
  const onPlayerStep = (event: StepEvent) => {
    const first = !ready.current;
    ready.current = true;
    moveTo(event.index);
    // The step the player opens on is not a move: an open audience window keeps its own.
    if (echo.shown(event.index) && !first) send({ type: 'step', step: event.index });
  };

  return {
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
  };
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
