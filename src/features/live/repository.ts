// SQL for live sessions: sessions, their questions and votes, and their viewers.
// Every state change is a conditional UPDATE (`where state = 'live'`), so two app servers racing
// to end a session (the presenter and an idle sweeper) end it once.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { LiveQuestionsTable, LiveSessionsTable } from './tables';

export type LiveSessionRow = Selectable<LiveSessionsTable>;
export type LiveQuestionRow = Selectable<LiveQuestionsTable> & { voted: boolean };

const iso = (value: string) => new Date(value).toISOString();
const decodeSession = (row: LiveSessionRow): LiveSessionRow => ({
  ...row,
  started_at: iso(row.started_at),
  ended_at: row.ended_at === null ? null : iso(row.ended_at),
  last_presenter_at: iso(row.last_presenter_at),
});

export async function findOpenSession(db: Db, presentationId: number) {
  const row = await db
    .selectFrom('live_sessions')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .where('state', '=', 'live')
    .executeTakeFirst();
  return row ? decodeSession(row) : undefined;
}

export async function findSessionByCode(db: Db, code: string) {
  const row = await db.selectFrom('live_sessions').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? decodeSession(row) : undefined;
}

export async function findSessionById(db: Db, id: number) {
  const row = await db.selectFrom('live_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? decodeSession(row) : undefined;
}

/** The codes of the live sessions started through a share link. */
/** The address of the presentation a session shows (undefined once the presentation is gone). */
export async function presentationOidOf(db: Db, presentationId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('presentations')
    .select('oid')
    .where('id', '=', presentationId)
    .executeTakeFirst();
  return row?.oid;
}

export async function liveCodesOfLink(db: Db, linkId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('live_sessions')
    .select('code')
    .where('view_link_id', '=', linkId)
    .where('state', '=', 'live')
    .execute();
  return rows.map((row) => row.code);
}

/** Inserts a session; throws on a taken code or an already open session (unique indexes). */
export async function insertSession(db: Db, row: Insertable<LiveSessionsTable>): Promise<LiveSessionRow> {
  const inserted = await db.insertInto('live_sessions').values(row).returningAll().executeTakeFirstOrThrow();
  return decodeSession(inserted);
}

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

export async function setStep(db: Db, id: number, step: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('live_sessions')
    .set({ step, last_presenter_at: now })
    .where('id', '=', id)
    .where('state', '=', 'live')
    .executeTakeFirst();
  return changed(result);
}

export async function touchPresenter(db: Db, code: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('live_sessions')
    .set({ last_presenter_at: now })
    .where('code', '=', code)
    .where('state', '=', 'live')
    .executeTakeFirst();
  return changed(result);
}

/** Ends a live session; true for the one caller that ended it. */
export async function endSession(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('live_sessions')
    .set({ state: 'ended', ended_at: now })
    .where('id', '=', id)
    .where('state', '=', 'live')
    .executeTakeFirst();
  return changed(result);
}

/** Live sessions whose presenter was last heard from before `cutoff`. */
export async function idleSessions(db: Db, cutoff: string) {
  return db
    .selectFrom('live_sessions')
    .select(['id', 'code'])
    .where('state', '=', 'live')
    .where('last_presenter_at', '<', cutoff)
    .limit(500)
    .execute();
}

/** Ends the session if it is still idle at `cutoff` (the presenter may have come back meanwhile). */
export async function endIfIdle(db: Db, id: number, cutoff: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('live_sessions')
    .set({ state: 'ended', ended_at: now })
    .where('id', '=', id)
    .where('state', '=', 'live')
    .where('last_presenter_at', '<', cutoff)
    .executeTakeFirst();
  return changed(result);
}

export async function countReaction(db: Db, id: number): Promise<void> {
  await db
    .updateTable('live_sessions')
    .set((eb) => ({ reactions: eb('reactions', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Raises the session's peak of viewers connected at once, never lowers it. */
export async function raisePeak(db: Db, code: string, viewers: number): Promise<void> {
  await db
    .updateTable('live_sessions')
    .set({ peak_viewers: viewers })
    .where('code', '=', code)
    .where('peak_viewers', '<', viewers)
    .execute();
}

/** Counts a viewer once per session (the statistics' distinct viewers). */
export async function recordViewer(db: Db, sessionId: number, visitorId: string, now: string): Promise<void> {
  const result = await db
    .insertInto('live_viewers')
    .values({ session_id: sessionId, visitor_id: visitorId, first_seen_at: now })
    .onConflict((oc) => oc.columns(['session_id', 'visitor_id']).doNothing())
    .executeTakeFirst();
  if ((result.numInsertedOrUpdatedRows ?? 0n) > 0n)
    await db
      .updateTable('live_sessions')
      .set((eb) => ({ viewers: eb('viewers', '+', 1) }))
      .where('id', '=', sessionId)
      .execute();
}

const questionColumns = ['id', 'session_id', 'visitor_id', 'text', 'state', 'votes', 'created_at'] as const;

/** A session's questions (hidden ones only when asked for), each with whether `visitorId` voted. */
export async function listQuestions(
  db: Db,
  sessionId: number,
  visitorId: string | null,
  withHidden: boolean,
): Promise<LiveQuestionRow[]> {
  let query = db
    .selectFrom('live_questions')
    .select(questionColumns)
    .where('session_id', '=', sessionId)
    .orderBy('votes', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .limit(2000);
  if (!withHidden) query = query.where('state', '!=', 'hidden');
  const rows = await query.execute();
  const voted = new Set<number>();
  if (visitorId !== null && rows.length > 0) {
    const votes = await db
      .selectFrom('live_question_votes')
      .innerJoin('live_questions', 'live_questions.id', 'live_question_votes.question_id')
      .select('live_question_votes.question_id')
      .where('live_questions.session_id', '=', sessionId)
      .where('live_question_votes.visitor_id', '=', visitorId)
      .execute();
    for (const v of votes) voted.add(v.question_id);
  }
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), voted: voted.has(row.id) }));
}

export async function countVisibleQuestions(db: Db, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom('live_questions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('session_id', '=', sessionId)
    .where('state', '!=', 'hidden')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findQuestion(db: Db, sessionId: number, id: number, visitorId: string | null) {
  const row = await db
    .selectFrom('live_questions')
    .select(questionColumns)
    .where('session_id', '=', sessionId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const vote =
    visitorId === null
      ? undefined
      : await db
          .selectFrom('live_question_votes')
          .select('question_id')
          .where('question_id', '=', id)
          .where('visitor_id', '=', visitorId)
          .executeTakeFirst();
  return { ...row, created_at: iso(row.created_at), voted: vote !== undefined };
}

export async function insertQuestion(
  db: Db,
  question: Insertable<LiveQuestionsTable>,
): Promise<LiveQuestionRow> {
  const row = await db
    .insertInto('live_questions')
    .values(question)
    .returning(questionColumns)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('live_sessions')
    .set((eb) => ({ questions: eb('questions', '+', 1) }))
    .where('id', '=', question.session_id)
    .execute();
  return { ...row, created_at: iso(row.created_at), voted: false };
}

/** One vote per viewer (the primary key); true when this one was new. */
export async function addVote(db: Db, questionId: number, visitorId: string): Promise<boolean> {
  const result = await db
    .insertInto('live_question_votes')
    .values({ question_id: questionId, visitor_id: visitorId })
    .onConflict((oc) => oc.columns(['question_id', 'visitor_id']).doNothing())
    .executeTakeFirst();
  if ((result.numInsertedOrUpdatedRows ?? 0n) === 0n) return false;
  await db
    .updateTable('live_questions')
    .set((eb) => ({ votes: eb('votes', '+', 1) }))
    .where('id', '=', questionId)
    .execute();
  return true;
}

export async function setQuestionState(
  db: Db,
  questionId: number,
  state: LiveQuestionsTable['state'],
): Promise<void> {
  await db.updateTable('live_questions').set({ state }).where('id', '=', questionId).execute();
}

/** A presentation's sessions for its statistics, newest first. */
export async function sessionsOfPresentation(db: Db, presentationId: number, limit = 100) {
  const rows = await db
    .selectFrom('live_sessions')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(decodeSession);
}
