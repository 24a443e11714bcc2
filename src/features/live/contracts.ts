// Live presenting: what the live-session calls, their event stream and the live page
// send. The presenter (the talk's owner or an editor) starts a session and gets a short code; the
// audience opens /live/{code}/ and follows the presenter's step over Server-Sent Events.
//
// Calls (JSON, CSRF-protected like every write; {error:{code,message}} on failure):
//   POST /api/v4/presentation/{oid}/live/          presenter: start, or get the open session   → LiveSessionData
//   GET  /api/v4/presentation/{oid}/live/          presenter: the open session or null          → { session: LiveSessionData | null }
//   POST /api/v4/live/{code}/step      {step}      presenter: move the audience                 → 204
//   POST /api/v4/live/{code}/end                   presenter: end it                            → 204
//   GET  /api/v4/live/{code}/events                anyone who may watch: text/event-stream (LiveEvent below)
//   POST /api/v4/live/{code}/reactions {emoji}     viewer: a reaction (rate-limited)            → 204
//   POST /api/v4/live/{code}/questions {text}      viewer: ask (rate-limited)                   → 201 LiveQuestion
//   POST /api/v4/live/{code}/questions/{id}/vote   viewer: one upvote per viewer                → 200 LiveQuestion
//   POST /api/v4/live/{code}/questions/{id}/moderate {action}  presenter: answer or hide        → 200 LiveQuestion

// The reactions, limits and question states are rules of the domain (domain/live.ts), which may
// import nothing but the domain; they are named here too for the server and the UI.
export {
  LIVE_LIMITS,
  LIVE_REACTIONS,
  type LiveQuestionState,
  type LiveReaction,
} from './rules';

import type { LiveQuestionState, LiveReaction } from './rules';

export type LiveSessionState = 'live' | 'ended';

export interface LiveSessionData {
  code: string;
  /** Absolute join address, `{origin}/live/{code}/`. */
  joinUrl: string;
  oid: string;
  title: string;
  state: LiveSessionState;
  /** The presenter's current step, 0-based. */
  step: number;
  startedAt: string;
  endedAt: string | null;
  /** The share link whose rules the audience passes, when the session was started through one. */
  linkId: string | null;
}

export interface LiveQuestion {
  id: number;
  text: string;
  votes: number;
  state: LiveQuestionState;
  createdAt: string;
  /** This viewer's own vote is in (per viewer; false in broadcasts). */
  voted: boolean;
  /** This viewer asked it (per viewer; false in broadcasts). */
  mine: boolean;
}

/**
 * The event stream. Each SSE message's `event:` is the type and its `data:` the JSON below. The
 * first message on every connection (and after every reconnection) is `state`: the catch-up.
 * Hidden questions go only to the presenter.
 */
export type LiveEvent =
  | {
      type: 'state';
      session: LiveSessionData;
      /** Open and answered questions (and hidden ones for the presenter), most votes first. */
      questions: LiveQuestion[];
      viewers: number;
    }
  | {
      type: 'step';
      step: number;
      /** Server time of the presenter's move, ms since epoch. */
      at: number;
    }
  | { type: 'reaction'; emoji: LiveReaction }
  | { type: 'question'; question: LiveQuestion }
  | { type: 'viewers'; viewers: number }
  | { type: 'ended' };

/** Every `event:` name of the stream. */
export const LIVE_EVENT_TYPES = [
  'state',
  'step',
  'reaction',
  'question',
  'viewers',
  'ended',
] as const satisfies readonly LiveEvent['type'][];

/** Props of the audience page, /live/{code}/. */
export interface LivePageData {
  session: LiveSessionData;
  /** Where the player's data is fetched (through the session's link when it has one). */
  playerDataUrl: string;
  /**
   * The talk's page, for the restart screen once the session ends; null when the viewer had only
   * the code of an ended session started through a share link (the link is not theirs to learn).
   */
  talkUrl: string | null;
  /** The viewer is the presenter (owner or editor): the page says so and offers the presenter view. */
  isPresenter: boolean;
}

/** A talk's live sessions in its statistics. */
export interface LiveSessionStats {
  code: string;
  startedAt: string;
  endedAt: string | null;
  /** Distinct viewers who connected, and the most connected at once. */
  viewers: number;
  peakViewers: number;
  reactions: number;
  questions: number;
}
