// The live session as a page sees it: a pure reducer over the event stream
// (the feature's contracts.ts LiveEvent) and the page's own actions. `state` replaces everything (the first
// message of every connection, so a reconnection catches up); later events update it.
import type { LiveEvent, LiveQuestion, LiveReaction, LiveSessionData } from '../contracts';
import { sortQuestions } from '../rules';

export interface FloatingReaction {
  id: number;
  emoji: LiveReaction;
}

export interface LiveState {
  session: LiveSessionData | null;
  /** The presenter's step (the session's, moved by `step` events). */
  step: number;
  /** Server time of the latest move, ms since epoch (0 before any). */
  stepAt: number;
  questions: LiveQuestion[];
  viewers: number;
  ended: boolean;
  /** The stream is open and caught up; false while (re)connecting. */
  connected: boolean;
  /** Reactions on their way across the screen, oldest first. */
  reactions: FloatingReaction[];
  nextReactionId: number;
}

export type LiveAction =
  | { type: 'event'; event: LiveEvent }
  | { type: 'disconnected' }
  /** A question this viewer asked or voted on, as the call answered it (with `mine`/`voted`). */
  | { type: 'own-question'; question: LiveQuestion }
  | { type: 'reaction-gone'; id: number };

/** Reactions shown at once at most: a burst must not pile up on a phone. */
export const MAX_FLOATING_REACTIONS = 12;

export const initialLiveState = (session: LiveSessionData | null = null): LiveState => ({
  session,
  step: session?.step ?? 0,
  stepAt: 0,
  questions: [],
  viewers: 0,
  ended: session?.state === 'ended',
  connected: false,
  reactions: [],
  nextReactionId: 1,
});

/**
 * Puts a question in (or takes a hidden one out, for the audience: `presenter` false), keeping
 * this viewer's own marks, which broadcasts never carry; the list stays ordered by votes then age.
 */
export function mergeQuestion(
  questions: readonly LiveQuestion[],
  incoming: LiveQuestion,
  presenter: boolean,
  own = false,
): LiveQuestion[] {
  const existing = questions.find((q) => q.id === incoming.id);
  const others = questions.filter((q) => q.id !== incoming.id);
  if (incoming.state === 'hidden' && !presenter) return others;
  const merged: LiveQuestion = own
    ? incoming
    : {
        ...incoming,
        // A broadcast's text is empty only for the audience's hidden notice; keep what we had.
        text: incoming.text || existing?.text || '',
        voted: existing?.voted ?? false,
        mine: existing?.mine ?? false,
      };
  return sortQuestions([...others, merged]);
}

export function liveReducer(presenter: boolean) {
  return (state: LiveState, action: LiveAction): LiveState => {
    switch (action.type) {
      case 'disconnected':
        return state.ended ? state : { ...state, connected: false };
      case 'own-question':
        return { ...state, questions: mergeQuestion(state.questions, action.question, presenter, true) };
      case 'reaction-gone':
        return { ...state, reactions: state.reactions.filter((r) => r.id !== action.id) };
      case 'event':
        return applyEvent(state, action.event, presenter);
    }
  };
}

function applyEvent(state: LiveState, event: LiveEvent, presenter: boolean): LiveState {
  switch (event.type) {
    case 'state':
      return {
        ...state,
        session: event.session,
        step: event.session.step,
        questions: sortQuestions(
          presenter ? event.questions : event.questions.filter((q) => q.state !== 'hidden'),
        ),
        viewers: event.viewers,
        ended: event.session.state === 'ended',
        connected: true,
      };
    case 'step':
      return { ...state, step: event.step, stepAt: event.at };
    case 'question':
      return { ...state, questions: mergeQuestion(state.questions, event.question, presenter) };
    case 'viewers':
      return { ...state, viewers: event.viewers };
    case 'reaction': {
      const reactions = [...state.reactions, { id: state.nextReactionId, emoji: event.emoji }];
      return {
        ...state,
        reactions: reactions.slice(-MAX_FLOATING_REACTIONS),
        nextReactionId: state.nextReactionId + 1,
      };
    }
    case 'ended':
      return {
        ...state,
        ended: true,
        session: state.session ? { ...state.session, state: 'ended' } : null,
      };
  }
}
