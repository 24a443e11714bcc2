// Live presenting (issue #17): what the live-session calls, their event stream and the live page
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

/** The reactions an audience may send; nothing else is accepted. */
export const LIVE_REACTIONS = ['👍', '👏', '❤️', '😂', '😮', '🎉'] as const;
export type LiveReaction = (typeof LIVE_REACTIONS)[number];

export const LIVE_LIMITS = {
  /** Join codes: this many characters from an alphabet without look-alikes (no 0/o, 1/l/i). */
  codeLength: 6,
  questionLength: 280,
  /** Open (not hidden) questions kept per session; the oldest unanswered are refused beyond it. */
  questionsPerSession: 500,
  /** A session whose presenter has not been heard from for this long ends by itself. */
  presenterIdleMs: 30 * 60 * 1000,
} as const;

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

export type LiveQuestionState = 'open' | 'answered' | 'hidden';

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

/** Props of the audience page, /live/{code}/. */
export interface LivePageData {
  session: LiveSessionData;
  /** Where the player's data is fetched (through the session's link when it has one). */
  playerDataUrl: string;
  /** The talk's own page, for the restart screen once the session ends. */
  talkUrl: string;
  /** The viewer is the presenter (owner or editor): the page says so and offers the presenter view. */
  isPresenter: boolean;
}

/** A talk's live sessions in its statistics (issue #17 item 7). */
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
