// Every table's stored shape, gathered in `Database`: flags are 0/1 integers and JSON columns text on
// both dialects, so the two databases read back identical rows (decision 001). A feature's tables live in
// its tables.ts beside the repository that writes them; the tables here are the areas still in src/db
// (accounts' users, presentations and what hangs off them, sharing's view links, downloads, jobs).
// Only repositories see these shapes: they decode rows into the records of rows.ts.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CollaboratorsTable } from '../features/access/tables';
import type { LoginFailuresTable, SessionsTable, UsersTable } from '../features/accounts/tables';
import type {
  AnalyticsDailyTable,
  AnalyticsEventsTable,
  AnalyticsStepDailyTable,
  AnalyticsStepTimesTable,
  LogRecordsTable,
  VisitStepsTable,
  VisitsTable,
} from '../features/analytics/tables';
import type { BrandKitsTable, BrandLogosTable } from '../features/brand/tables';
import type {
  MediaFilesTable,
  OriginalPdfsTable,
  PresentationsFtsTable,
  PresentationsTable,
} from '../features/decks/tables';
import type { CommentsTable, PresentationVersionsTable } from '../features/editor/tables';
import type { FolderCollaboratorsTable, FoldersTable } from '../features/folders/tables';
import type {
  LiveQuestionsTable,
  LiveQuestionVotesTable,
  LiveSessionsTable,
  LiveViewersTable,
} from '../features/live/tables';
import type { ReportsTable } from '../features/moderation/tables';
import type {
  MailOutboxTable,
  WebhookDeliveriesTable,
  WebhooksTable,
} from '../features/notifications/tables';
import type { RecordingsTable, RecordingTakesTable, VideoUploadsTable } from '../features/recordings/tables';
import type {
  LinkEmailCodesTable,
  LinkPasswordTriesTable,
  LinkVisitorsTable,
  ViewLinksTable,
} from '../features/sharing/tables';
import type {
  TeamAuditTable,
  TeamInvitationsTable,
  TeamMembersTable,
  TeamsTable,
} from '../features/teams/tables';
import type { DownloadCountsTable, LikesTable, ViewsTable } from '../features/viewing/tables';
import type { Timestamp } from './columns';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  presentations: PresentationsTable;
  likes: LikesTable;
  views: ViewsTable;
  view_links: ViewLinksTable;
  link_visitors: LinkVisitorsTable;
  link_email_codes: LinkEmailCodesTable;
  link_password_tries: LinkPasswordTriesTable;
  visits: VisitsTable;
  visit_steps: VisitStepsTable;
  collaborators: CollaboratorsTable;
  reports: ReportsTable;
  log_records: LogRecordsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_step_daily: AnalyticsStepDailyTable;
  analytics_step_times: AnalyticsStepTimesTable;
  presentations_fts: PresentationsFtsTable;
  presentation_versions: PresentationVersionsTable;
  comments: CommentsTable;
  media_files: MediaFilesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  mail_outbox: MailOutboxTable;
  original_pdfs: OriginalPdfsTable;
  download_counts: DownloadCountsTable;
  live_sessions: LiveSessionsTable;
  live_questions: LiveQuestionsTable;
  live_question_votes: LiveQuestionVotesTable;
  live_viewers: LiveViewersTable;
  video_uploads: VideoUploadsTable;
  recordings: RecordingsTable;
  recording_takes: RecordingTakesTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invitations: TeamInvitationsTable;
  team_audit: TeamAuditTable;
  folders: FoldersTable;
  folder_collaborators: FolderCollaboratorsTable;
  brand_kits: BrandKitsTable;
  brand_logos: BrandLogosTable;
  jobs: JobsTable;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Background work (the job queue): queued, claimed by one worker for a lease, then done or failed. */
export interface JobsTable {
  id: Generated<number>;
  /** The kind of job: which handler runs it. */
  name: string;
  /** Unique when set: a schedule's time slot or a once-only job, enqueued once. */
  key: string | null;
  /** JSON text (the row codec parses it). */
  payload: string;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  /** Not before: when it is due, or due again after a failed attempt. */
  run_at: Timestamp;
  /** Attempts started; the claim counts one, and the count is the claim's version. */
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  /** While running: past this, the worker is taken for dead and another may claim the job. */
  lease_until: Timestamp | null;
  /** The worker that claimed it last. */
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export type StoredUser = Selectable<UsersTable>;
export type StoredNewUser = Insertable<UsersTable>;
export type StoredPresentation = Selectable<PresentationsTable>;
export type StoredNewPresentation = Insertable<PresentationsTable>;
export type StoredPresentationUpdate = Updateable<PresentationsTable>;
