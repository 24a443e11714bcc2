// Live sessions: the rules, without I/O. A session is live until its
// presenter ends it or stops being heard from for LIVE_LIMITS.presenterIdleMs; ending is final.
// Only the presenter moves the step, clamped to the deck. Join codes are short and read aloud
// well: no 0/o or 1/l/i. Questions are trimmed, bounded and voted on once per viewer.
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, JOIN_CODE_PATTERN } from '../../kernel/ids';

/** The reactions an audience may send; nothing else is accepted. */
export const LIVE_REACTIONS = ['👍', '👏', '❤️', '😂', '😮', '🎉'] as const;
export type LiveReaction = (typeof LIVE_REACTIONS)[number];

export const LIVE_LIMITS = {
  /** Join codes: this many characters from an alphabet without look-alikes (no 0/o, 1/l/i). */
  codeLength: JOIN_CODE_LENGTH,
  questionLength: 280,
  /** Open (not hidden) questions kept per session; the oldest unanswered are refused beyond it. */
  questionsPerSession: 500,
  /** A session whose presenter has not been heard from for this long ends by itself. */
  presenterIdleMs: 30 * 60 * 1000,
  /**
   * Distinct viewers remembered per session (a row each, for the statistics); past it the count
   * stops growing, so a crowd of cookie-less clients cannot grow the table without end.
   */
  recordedViewers: 100_000,
} as const;

export type LiveQuestionState = 'open' | 'answered' | 'hidden';

export { JOIN_CODE_ALPHABET, JOIN_CODE_PATTERN };

const codeRule = new RegExp(JOIN_CODE_PATTERN);

/** A uniformly random join code (rejection sampling, like kernel/ids.ts). */
export function newJoinCode(random: (size: number) => Uint8Array = randomBytes): string {
  const limit = 256 - (256 % JOIN_CODE_ALPHABET.length);
  let code = '';
  while (code.length < LIVE_LIMITS.codeLength) {
    for (const byte of random(LIVE_LIMITS.codeLength * 2)) {
      if (byte < limit && code.length < LIVE_LIMITS.codeLength)
        code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
    }
  }
  return code;
}

const randomBytes = (size: number) => crypto.getRandomValues(new Uint8Array(size));

export const isJoinCode = (value: string) => codeRule.test(value);

/**
 * What a person typed as a code, as the code it names: spaces and dashes dropped, lower case, and
 * the look-alikes read as the characters the alphabet keeps (o→0 is not in it, so it stays wrong).
 * Null when it cannot be one.
 */
export function normalizeJoinCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toLowerCase();
  return isJoinCode(code) ? code : null;
}

export interface LiveSessionFacts {
  state: 'live' | 'ended';
  step: number;
  /** When the presenter was last heard from (a step, a heartbeat, an open presenter stream). */
  lastPresenterAt: Date;
}

/** The step the presenter asked for, on the deck's path (0 … stepCount-1). */
export function clampStep(step: number, stepCount: number): number {
  if (!Number.isFinite(step) || stepCount <= 0) return 0;
  return Math.min(stepCount - 1, Math.max(0, Math.trunc(step)));
}

export type StepMove = { ok: true; step: number } | { ok: false; reason: 'ended' };

/** A presenter's move: refused once the session ended, otherwise clamped to the deck. */
export function moveStep(session: LiveSessionFacts, step: number, stepCount: number): StepMove {
  if (session.state === 'ended') return { ok: false, reason: 'ended' };
  return { ok: true, step: clampStep(step, stepCount) };
}

/** Idle: the presenter has not been heard from for presenterIdleMs (or the given idle time). */
export function isIdle(session: LiveSessionFacts, now: Date, idleMs: number = LIVE_LIMITS.presenterIdleMs) {
  return session.state === 'live' && now.getTime() - session.lastPresenterAt.getTime() >= idleMs;
}

/** The moment before which a live session's presenter counts as gone. */
export const idleCutoff = (now: Date, idleMs: number = LIVE_LIMITS.presenterIdleMs) =>
  new Date(now.getTime() - idleMs);

export type QuestionCheck = { ok: true; text: string } | { ok: false; reason: 'empty' | 'too_long' };

/**
 * A question as it will be stored: trimmed, inner runs of blank lines kept to one, at most
 * questionLength characters (counted as the person sees them, by code points). Stored raw: pages
 * escape it like every user text.
 */
export function checkQuestion(raw: string): QuestionCheck {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length === 0) return { ok: false, reason: 'empty' };
  if ([...text].length > LIVE_LIMITS.questionLength) return { ok: false, reason: 'too_long' };
  return { ok: true, text };
}

export const isReaction = (value: unknown): value is LiveReaction =>
  typeof value === 'string' && (LIVE_REACTIONS as readonly string[]).includes(value);

export type ModerationAction = 'answer' | 'hide' | 'reopen';
export const MODERATION_ACTIONS: readonly ModerationAction[] = ['answer', 'hide', 'reopen'];

/** The state a moderation action leaves a question in. */
export function moderate(action: ModerationAction): LiveQuestionState {
  return action === 'answer' ? 'answered' : action === 'hide' ? 'hidden' : 'open';
}

export interface VoteFacts {
  state: LiveQuestionState;
  /** This viewer's vote is already in. */
  voted: boolean;
}

/** A vote counts once per viewer, and only on a question the audience sees. */
export function voteOutcome(question: VoteFacts): 'counted' | 'already' | 'refused' {
  if (question.state === 'hidden') return 'refused';
  return question.voted ? 'already' : 'counted';
}

/** Room for another question: the hidden ones do not count against the session's cap. */
export const mayAsk = (visibleQuestions: number) => visibleQuestions < LIVE_LIMITS.questionsPerSession;

interface Ordered {
  id: number;
  votes: number;
  createdAt: string;
}

/** Most votes first; among equals the older first (asked earlier, waited longer); then by id. */
export function compareQuestions(a: Ordered, b: Ordered): number {
  if (a.votes !== b.votes) return b.votes - a.votes;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id - b.id;
}

export const sortQuestions = <Q extends Ordered>(questions: readonly Q[]): Q[] =>
  [...questions].sort(compareQuestions);

/** What the audience sees of the questions: all but the hidden ones. */
export const visibleToAudience = <Q extends { state: LiveQuestionState }>(questions: readonly Q[]) =>
  questions.filter((q) => q.state !== 'hidden');

/**
 * How often one viewer may write (per session, counted where the app's rate limits are counted),
 * and, since a fresh cookie makes a fresh viewer, how often one client address may: generous
 * enough for a room behind one network address, small enough that one machine cannot fill a
 * session's questions or carry a question to the top by itself.
 */
export const LIVE_RATES = {
  reactions: { max: 10, windowMs: 10_000 },
  questions: { max: 3, windowMs: 60_000 },
  votes: { max: 60, windowMs: 60_000 },
  /** Questions one address asks in one session. */
  questionsPerAddress: { max: 10, windowMs: 10 * 60_000 },
  /** Votes one address gives in one session. */
  votesPerAddress: { max: 100, windowMs: 10 * 60_000 },
  /** Votes one address gives one question. */
  votesPerAddressOnQuestion: { max: 5, windowMs: 60 * 60_000 },
} as const;
