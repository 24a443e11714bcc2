// The stored shapes of the tables this feature writes: live sessions, their questions, votes and viewers.
// They join Database (src/platform/db/schema.ts) by the module augmentation at the end, so a repository
// keeps one Kysely<Database> and its joins across features stay typed (decision 089).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/columns';

/** A live session: its code, the presenter's step, and the counts for the statistics. */
export interface LiveSessionsTable {
  id: Generated<number>;
  code: string;
  presentation_id: number;
  presenter_id: number;
  view_link_id: string | null;
  step: ColumnType<number, number | undefined, number>;
  state: 'live' | 'ended';
  started_at: Timestamp;
  ended_at: Timestamp | null;
  last_presenter_at: Timestamp;
  /** Distinct viewers who connected (rows of live_viewers). */
  viewers: ColumnType<number, number | undefined, number>;
  peak_viewers: ColumnType<number, number | undefined, number>;
  reactions: ColumnType<number, number | undefined, number>;
  questions: ColumnType<number, number | undefined, number>;
}

export interface LiveQuestionsTable {
  id: Generated<number>;
  session_id: number;
  visitor_id: string;
  /** As asked (trimmed); escaped where shown. */
  text: string;
  state: 'open' | 'answered' | 'hidden';
  votes: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface LiveQuestionVotesTable {
  question_id: number;
  visitor_id: string;
}

export interface LiveViewersTable {
  session_id: number;
  visitor_id: string;
  first_seen_at: Timestamp;
}

declare module '../../platform/db/schema' {
  interface Database {
    live_sessions: LiveSessionsTable;
    live_questions: LiveQuestionsTable;
    live_question_votes: LiveQuestionVotesTable;
    live_viewers: LiveViewersTable;
  }
}
