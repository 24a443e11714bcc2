// Live presenting: what the live-session calls, their event stream and the live page
// send. The presenter (the talk's owner or an editor) starts a session and gets a short code; the
// audience opens /live/{code}/ and follows the presenter's step over Server-Sent Events.
//
// The calls are the liveApi table below (JSON, CSRF-protected like every write;
// {error:{code,message}} on failure); their shapes are declared once, as the TypeBox schemas in
// schemas.ts (decision 084), imported here as types only, so the browser never loads TypeBox. The
// event stream, GET LIVE_EVENTS_PATH, is text/event-stream carrying LiveEvent below.

// The reactions, limits and question states are rules of the domain (domain/live.ts), which may
// import nothing but the domain; they are named here too for the server and the UI.
export {
  LIVE_LIMITS,
  LIVE_REACTIONS,
  type LiveQuestionState,
  type LiveReaction,
} from './rules';

import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type { LiveReaction } from './rules';
import type * as schemas from './schemas';

export type LiveSessionState = LiveSessionData['state'];

export type LiveSessionData = Static<typeof schemas.LiveSession>;

export type LiveQuestion = Static<typeof schemas.LiveQuestion>;

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

/**
 * The live calls: method and path, plain data the browser's calls and the routes share. Their
 * schemas are schemas.ts's liveSchemas, entry by entry.
 */
export const liveApi = endpoints<typeof schemas.liveSchemas>()({
  /** Presenter: start a session, or get the open one (200) rather than a new one (201). */
  start: { method: 'POST', path: '/api/v4/presentation/:oid/live/' },
  /** Presenter: the open session, or null. */
  openSession: { method: 'GET', path: '/api/v4/presentation/:oid/live/' },
  /** Presenter: move the audience. */
  step: { method: 'POST', path: '/api/v4/live/:code/step' },
  end: { method: 'POST', path: '/api/v4/live/:code/end' },
  /** Viewer: a reaction (rate-limited). */
  react: { method: 'POST', path: '/api/v4/live/:code/reactions' },
  /** Viewer: ask (rate-limited). */
  ask: { method: 'POST', path: '/api/v4/live/:code/questions' },
  /** Viewer: one upvote per viewer. */
  vote: { method: 'POST', path: '/api/v4/live/:code/questions/:id/vote' },
  /** Presenter: answer, hide or reopen a question. */
  moderate: { method: 'POST', path: '/api/v4/live/:code/questions/:id/moderate' },
});

/**
 * The event stream anyone who may watch opens, with an EventSource rather than callApi: not a JSON
 * call, so it has no entry in liveApi, but its path is declared here once for the route and the page.
 */
export const LIVE_EVENTS_PATH = '/api/v4/live/:code/events';
