// A live session's audience: reactions, questions and votes, and the presenter's moderation of the
// questions, applied to the database. Who may watch (and so send them) is live.service.ts's
// loadForWatcher; the routes publish the events.
import type { Db } from '../../platform/db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { LiveQuestion } from './contracts';
import {
  addVote,
  countReaction,
  countVisibleQuestions,
  findQuestion,
  insertQuestion,
  type LiveQuestionRow,
  type LiveSessionRow,
  setQuestionState,
} from './repository';
import {
  checkQuestion,
  isReaction,
  LIVE_LIMITS,
  type LiveReaction,
  type ModerationAction,
  mayAsk,
  moderate,
  voteOutcome,
} from './rules';

/** A question as one viewer sees it (`visitorId` null: as broadcast to everyone). */
export const presentQuestion = (row: LiveQuestionRow, visitorId: string | null): LiveQuestion => ({
  id: row.id,
  text: row.text,
  votes: row.votes,
  state: row.state,
  createdAt: row.created_at,
  voted: visitorId !== null && row.voted,
  mine: visitorId !== null && row.visitor_id === visitorId,
});

const requireLive = (session: LiveSessionRow) => {
  if (session.state !== 'live') throw conflict('This live session has ended.', 'session_ended');
};

export async function react(db: Db, session: LiveSessionRow, emoji: string): Promise<LiveReaction> {
  requireLive(session);
  if (!isReaction(emoji)) throw badRequest('This reaction is not one of those offered.', 'invalid_reaction');
  await countReaction(db, session.id);
  return emoji;
}

export async function ask(
  db: Db,
  session: LiveSessionRow,
  visitorId: string,
  text: string,
  now = new Date(),
): Promise<LiveQuestionRow> {
  requireLive(session);
  const checked = checkQuestion(text);
  if (!checked.ok)
    throw badRequest(
      checked.reason === 'empty'
        ? 'Write a question first.'
        : `A question has at most ${LIVE_LIMITS.questionLength} characters.`,
      checked.reason === 'empty' ? 'question_empty' : 'question_too_long',
    );
  if (!mayAsk(await countVisibleQuestions(db, session.id)))
    throw conflict('This session takes no more questions.', 'too_many_questions');
  return insertQuestion(db, {
    session_id: session.id,
    visitor_id: visitorId,
    text: checked.text,
    state: 'open',
    created_at: now.toISOString(),
  });
}

export async function vote(db: Db, session: LiveSessionRow, visitorId: string, questionId: number) {
  requireLive(session);
  const question = await findQuestion(db, session.id, questionId, visitorId);
  if (!question) throw notFound('There is no such question.');
  const outcome = voteOutcome(question);
  if (outcome === 'refused') throw notFound('There is no such question.');
  if (question.visitor_id === visitorId)
    throw forbidden('You cannot vote for your own question.', 'own_question');
  const counted = outcome === 'counted' && (await addVote(db, questionId, visitorId));
  const fresh = (await findQuestion(db, session.id, questionId, visitorId))!;
  return { question: fresh, counted };
}

export async function moderateQuestion(
  db: Db,
  session: LiveSessionRow,
  questionId: number,
  action: ModerationAction,
) {
  const question = await findQuestion(db, session.id, questionId, null);
  if (!question) throw notFound('There is no such question.');
  await setQuestionState(db, questionId, moderate(action));
  return (await findQuestion(db, session.id, questionId, null))!;
}
