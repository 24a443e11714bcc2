// The recording studio's state: the studio's phases (studio-state.ts), the deck's player and its
// step (which goes into the timeline while recording), the camera bubble's corner, the capture
// (useCapture) and the publish (usePublish) of what was recorded.
import { useMemo, useReducer, useRef, useState } from 'react';
import { layoutDocument } from '../../../../kernel/document/layout';
import type { PlayerHandle, PlayerImporter } from '../../../../ui-kit/player-host/player-types';
import { usePlayerModule } from '../../../../ui-kit/player-host/usePlayerModule';
import { usePresentKeys } from '../../../../ui-kit/presenting/usePresentKeys';
import type { PlayerData } from '../../../decks/contracts';
import type { StudioDeck, StudioLimits, StudioRetake } from '../../studio.contracts';
import { captureFrame } from './cover-capture';
import { browserMedia, type StudioMedia } from './media';
import { initialStudioState, isCapturing, studioReducer } from './studio-state';
import { TimelineRecorder } from './timeline-recorder';
import { useCapture } from './useCapture';
import { type PublishForm, type StudioNetwork, usePublish } from './usePublish';

export interface StudioOptions {
  deck: StudioDeck;
  player: PlayerData;
  limits: StudioLimits;
  /** Re-recording this recording (`deck`) from a step; null or absent for a new recording. */
  retake?: StudioRetake | null;
  media?: StudioMedia;
  network?: StudioNetwork;
  loadPlayer?: PlayerImporter;
  clock?: () => number;
  /** Seconds of the countdown before recording (3). */
  countdownSeconds?: number;
  /** Opens the published talk (location.assign). */
  navigate?: (path: string) => void;
  /** A recording's blob address for the review's player (URL.createObjectURL). */
  objectUrl?: (blob: Blob) => string;
}

export type Corner = 'bottom-right' | 'bottom-left' | 'top-left' | 'top-right';
const CORNERS: Corner[] = ['top-right', 'top-left', 'bottom-left', 'bottom-right'];

const browserNetwork = (): StudioNetwork => ({
  fetch: (...args) => fetch(...args),
  cookie: () => document.cookie,
  captureFrame,
});

export function useStudio(props: StudioOptions) {
  const { deck, player, limits } = props;
  const retake = props.retake ?? null;
  const [media] = useState(() => props.media ?? browserMedia());
  const [network] = useState(() => props.network ?? browserNetwork());
  const clock = props.clock ?? (() => performance.now());
  const countdownSeconds = props.countdownSeconds ?? 3;
  const [state, dispatch] = useReducer(studioReducer, initialStudioState);
  const { phase } = state;

  const module = usePlayerModule(props.loadPlayer);
  const playerRef = useRef<PlayerHandle | null>(null);
  const playerArea = useRef<HTMLDivElement>(null);
  const total = useMemo(() => layoutDocument(player.document).steps.length, [player.document]);
  // Re-recording opens on the step re-recorded from.
  const stepRef = useRef(retake?.fromStep ?? 0);
  const [step, setStep] = useState(retake?.fromStep ?? 0);
  usePresentKeys(playerArea, playerRef, total);

  const [corner, setCorner] = useState<Corner>('top-right');

  const [timeline] = useState(() => new TimelineRecorder(clock));

  const capture = useCapture({
    media,
    state,
    dispatch,
    timeline,
    limits,
    countdownSeconds,
    stepRef,
    playerRef,
    objectUrl: props.objectUrl,
  });
  const { recorded } = capture;
  const publisher = usePublish({ deck, retake, network, dispatch, navigate: props.navigate });
  const publish = (form: PublishForm) => (recorded ? publisher.publish(recorded, form) : Promise.resolve());
  const discard = () => {
    capture.discard();
    publisher.abandon();
  };

  const onStep = (index: number) => {
    stepRef.current = index;
    setStep(index);
    if (isCapturing(phase)) timeline.step(index);
  };
  const nextCorner = () => setCorner(CORNERS[(CORNERS.indexOf(corner) + 1) % CORNERS.length]!);

  return {
    retake,
    state,
    dispatch,
    module,
    playerRef,
    playerArea,
    step,
    onStep,
    corner,
    nextCorner,
    capture,
    publish,
    discard,
  };
}
