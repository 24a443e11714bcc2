// Every table's stored shape, gathered in `Database`: flags are 0/1 integers and JSON columns text on
// both dialects, so the two databases read back identical rows (decision 001). A feature's tables live in
// its tables.ts beside the repository that writes them; the tables here are the areas still in src/db
// (accounts' users, presentations and what hangs off them, sharing's view links, downloads, jobs).
// Only repositories see these shapes: they decode rows into the records of rows.ts.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CollaboratorsTable } from '../features/access/tables';
import type { LoginFailuresTable, SessionsTable } from '../features/accounts/tables';
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
import type { PresentationsFtsTable } from '../features/discovery/tables';
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
import type { Flag, SourceFormat, Timestamp } from './columns';

export interface UsersTable {
  id: Generated<number>;
  oid: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  public_display_name: string | null;
  password_hash: string | null;
  author_segment: string;
  is_staff: ColumnType<Flag, Flag | undefined, Flag>;
  language: string | null;
  created_at: Timestamp;
  /** 1: a weekly summary e-mail. */
  weekly_summary: ColumnType<Flag, Flag | undefined, Flag>;
  /** When the last weekly summary was claimed for sending. */
  summary_sent_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface PresentationsTable {
  id: Generated<number>;
  oid: string;
  owner_id: number;
  title: string;
  slug: string;
  description_html: string;
  kind: 'deck' | 'video';
  schema_version: '0' | '2';
  privacy: 'public' | 'reusable' | 'private';
  document: string;
  transcript: string;
  tags: string;
  is_template: ColumnType<Flag, Flag | undefined, Flag>;
  template_slug: string | null;
  curated: ColumnType<Flag, Flag | undefined, Flag>;
  hidden: ColumnType<Flag, Flag | undefined, Flag>;
  hidden_reason: string | null;
  view_count: ColumnType<number, number | undefined, number>;
  likes_count: ColumnType<number, number | undefined, number>;
  thumbnail_svg: string;
  thumbnail_version: string;
  media: string | null;
  source_key: string | null;
  /** JSON list of the sites that may embed it; null: anywhere. */
  embed_domains: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: visitors may download it; share links may say otherwise. */
  allow_downloads: ColumnType<Flag, Flag | undefined, Flag>;
  /** The sha256 of the uploaded PDF of a PDF deck (original_pdfs), when it was kept. */
  original_pdf: ColumnType<string | null, string | null | undefined, string | null>;
  search_text: ColumnType<string, string | undefined, string>;
  /** What the author wrote, when there was a text source: the editor edits this. */
  source: ColumnType<string | null, string | null | undefined, string | null>;
  source_format: ColumnType<SourceFormat | null, SourceFormat | null | undefined, SourceFormat | null>;
  /** The team it belongs to, whose members get rights by their role; null: its owner's own. */
  team_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The folder it is filed in (a folder of its owner's, or of its team's); null: none. */
  folder_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: its view page and embed show its brand kit's published logo instead of Podium's. */
  show_brand_logo: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Uploaded media (PDF page images), addressed by content hash and served immutable. */
export interface MediaFilesTable {
  presentation_id: number;
  key: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: Timestamp;
}

export interface LikesTable {
  presentation_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ViewsTable {
  id: Generated<number>;
  presentation_id: number;
  visitor_id: string;
  user_id: number | null;
  viewed_at: Timestamp;
  /** The embedding or linking site's origin; null for a direct visit or our own site. */
  referrer: string | null;
  /** The share link it came through; null for the presentation's own address. */
  view_link_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Uploaded PDFs of PDF decks, once per content: served only by the download route. */
export interface OriginalPdfsTable {
  sha256: string;
  size: number;
  bytes: Buffer;
  created_at: Timestamp;
}

/** Downloads per presentation, day, share link ('' for none) and format. */
export interface DownloadCountsTable {
  presentation_id: number;
  day: string;
  link_id: string;
  format: string;
  downloads: number;
}

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
