// One table type per table, gathered in `Database`: the *stored* shapes. Flags are 0/1
// integers and JSON columns are text on both dialects, so the two databases read back identical rows
// (decision 001). Only src/db sees these: repositories decode rows into the records of records.ts.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LinkNotify } from '../features/sharing/rules';
import type { CollaboratorRole, TeamRole } from '../kernel/access/permissions';

type Timestamp = string; // ISO-8601; PostgreSQL timestamptz is parsed back to ISO in connection.ts
type Flag = 0 | 1;

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

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Failed log-ins by key: `account:{id or login}` and `address:{id or login}|{ip}`. */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  last_failed_at: Timestamp;
  blocked_until: Timestamp;
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

export type SourceFormat = 'markdown' | 'json';

/** A presentation as it was before a save: restoring one saves it back as the current version. */
export interface PresentationVersionsTable {
  id: Generated<number>;
  presentation_id: number;
  title: string;
  document: string;
  source: string | null;
  source_format: SourceFormat | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** A comment on one step of a presentation's path (0-based), by the owner or a collaborator. */
export interface CommentsTable {
  id: Generated<number>;
  presentation_id: number;
  author_id: number;
  step: number;
  body: string;
  created_at: Timestamp;
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

export interface ViewLinksTable {
  link_id: string;
  presentation_id: number;
  created_by: number | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  name: string | null;
  password_hash: string | null;
  expires_at: Timestamp | null;
  /** 1: visitors give an e-mail address before viewing. */
  require_email: ColumnType<number, number | undefined, number>;
  /** 1: the address is verified by a 6-digit code sent to it. */
  verify_email: ColumnType<number, number | undefined, number>;
  /** A JSON array of lower-cased e-mail domains the link opens for, or null for any (rows.ts#linkDomains). */
  allowed_domains: ColumnType<string | null, string | null | undefined, string | null>;
  /** E-mail the owner on the first view through it, or on every counted view. */
  notify: ColumnType<LinkNotify, LinkNotify | undefined, LinkNotify>;
  first_view_notified_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** 1 once its expiry has been announced to the owner's webhooks. */
  expiry_announced: ColumnType<Flag, Flag | undefined, Flag>;
  /** Downloads through this link: null as the presentation says, 1 allowed, 0 forbidden. */
  download: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A code sent to verify an address for a link: its HMAC only, one row per link and address. */
export interface LinkEmailCodesTable {
  link_id: string;
  email: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Timestamp;
}

/** Tries at a share link's password in its current window (services/link-password-tries.ts). */
export interface LinkPasswordTriesTable {
  link_id: string;
  tries: number;
  window_ends_at: Timestamp;
}

/** An owner's webhook: events (a JSON list) are POSTed to url, signed with secret. */
export interface WebhooksTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  secret: string;
  events: string;
  created_at: Timestamp;
  disabled_at: Timestamp | null;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event sent (or to be sent) to one webhook; attempts doubles as the claim's version. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  payload: string;
  status: DeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  response_status: number | null;
  error: string | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

/** E-mails to owners waiting to go out (per-view notices, weekly summaries), retried a little. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The account whose mail it is; for a team invitation, the inviter's. */
  user_id: number;
  kind: 'view' | 'summary' | 'webhook-off' | 'team_invitation' | 'team_acceptance';
  /** The recipient when it is not the account's own address (a team invitation). */
  to_email: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  text_body: string;
  html_body: string;
  status: DeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
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

export interface LinkVisitorsTable {
  link_id: string;
  email: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  views: ColumnType<number, number | undefined, number>;
}

/** One playthrough: started by the view call, moved on by the visit beacons. */
export interface VisitsTable {
  id: string;
  presentation_id: number;
  view_link_id: string | null;
  visitor_id: string;
  /** The address given to a link that asks for one; null otherwise. */
  email: string | null;
  /** The embedding or linking site's origin; null for a direct visit or our own site. */
  referrer: string | null;
  /** 1: watched in an embed (the referrer is the embedding site). */
  embedded: ColumnType<number, number | undefined, number>;
  started_at: Timestamp;
  last_seen_at: Timestamp;
  steps_seen: ColumnType<number, number | undefined, number>;
  /** The furthest step reached, 0-based; -1 before any. */
  max_step: ColumnType<number, number | undefined, number>;
  /** Visible time over all steps, in ms. */
  total_ms: ColumnType<number, number | undefined, number>;
  /** 1 once the last step was reached. */
  completed: ColumnType<number, number | undefined, number>;
}

/** The visible time a visit spent on one step (0-based), added up over its stays there. */
export interface VisitStepsTable {
  visit_id: string;
  step: number;
  ms: number;
  first_reached_at: Timestamp;
}

export interface CollaboratorsTable {
  presentation_id: number;
  user_id: number;
  role: 'edit' | 'comment';
  created_at: Timestamp;
}

export interface ReportsTable {
  id: Generated<number>;
  presentation_id: number;
  reporter_id: number | null;
  reason: string;
  details: string;
  contact_email: string | null;
  status: 'open' | 'hidden' | 'dismissed';
  resolved_by: number | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

export interface LogRecordsTable {
  id: Generated<number>;
  received_at: Timestamp;
  levelname: string;
  name: string;
  msg: string;
  prezi_id: string | null;
  session_id: string | null;
  record: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  received_at: Timestamp;
  client_time: Timestamp | null;
  event_type: string;
  event_name: string;
  prezi_oid: string | null;
  session_id: string | null;
  envelope: string;
}

/** Daily rollups of analytics events (domain/analytics-rollups.ts); `day` is YYYY-MM-DD, UTC. */
export interface AnalyticsDailyTable {
  prezi_oid: string;
  day: string;
  event_name: string;
  events: number;
}

export interface AnalyticsStepDailyTable {
  prezi_oid: string;
  day: string;
  step: number;
  reached: number;
}

export interface AnalyticsStepTimesTable {
  prezi_oid: string;
  day: string;
  step: number;
  bucket: number;
  samples: number;
  /** bigint on PostgreSQL: read back as a string, so sums go through Number(). */
  total_ms: ColumnType<number | string, number, number>;
}

/** SQLite only; PostgreSQL keeps a tsvector column on presentations instead. */
export interface PresentationsFtsTable {
  presentation_id: number;
  title: string;
  description: string;
  body: string;
  tags: string;
}

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

/** A resumable video upload. */
export interface VideoUploadsTable {
  /** Random, 22 characters of base64url. */
  id: string;
  user_id: number;
  mime_type: 'video/webm' | 'video/mp4';
  /** Declared size in bytes. */
  bytes: number;
  /** The length the browser declared. */
  declared_ms: number;
  /** Bytes received so far: the offset the next chunk must start at. */
  received: ColumnType<number, number | undefined, number>;
  state: ColumnType<
    'uploading' | 'complete' | 'rejected',
    'uploading' | undefined,
    'uploading' | 'complete' | 'rejected'
  >;
  /** Why a rejected upload was refused. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Once complete: the file under DATA_DIR/videos/ and the length read from it. */
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a recorded video presentation adds to its presentation. JSON columns are text. */
export interface RecordingsTable {
  presentation_id: number;
  video_sha256: string;
  mime_type: 'video/webm' | 'video/mp4';
  bytes: number;
  duration_ms: number;
  deck_id: number | null;
  /** JSON: TimelineEntry[]. */
  timeline: string;
  /** JSON: EditDecisionList. */
  edits: string;
  /** WebVTT in the video's own time ('' for none). */
  captions: string;
  cover_ms: number;
  /** The take the cover frame is in (0: the first); cover_ms is in that take's file. */
  cover_take: Generated<number>;
  /** The cover frame's picture: a media_files key of the recording's presentation, or null. */
  cover_image: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A take after the first of a recording (re-recorded from a step), from position 1. */
export interface RecordingTakesTable {
  presentation_id: number;
  position: number;
  video_sha256: string;
  mime_type: 'video/webm' | 'video/mp4';
  bytes: number;
  duration_ms: number;
  /** JSON: TimelineEntry[]. */
  timeline: string;
  /** JSON: EditDecisionList. */
  edits: string;
  /** WebVTT in the take's own time ('' for none). */
  captions: string;
  created_at: Timestamp;
}

/** A team: people who share presentations, folders and a brand kit. */
export interface TeamsTable {
  id: Generated<number>;
  /** The team's public id, in its addresses. */
  tid: string;
  name: string;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  role: TeamRole;
  created_at: Timestamp;
}

/** An invitation by e-mail; only the sha256 of its token is kept. */
export interface TeamInvitationsTable {
  id: Generated<number>;
  team_id: number;
  token_hash: string;
  email: string;
  role: TeamRole;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
  accepted_by: ColumnType<number | null, number | null | undefined, number | null>;
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** An account with another address that accepted: it joins only once the team approves. */
  requested_by: ColumnType<number | null, number | null | undefined, number | null>;
  requested_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The audit log of membership changes; the subject is a username or an invited address. */
export interface TeamAuditTable {
  id: Generated<number>;
  team_id: number;
  actor_id: number | null;
  action: string;
  subject: string;
  role: ColumnType<TeamRole | null, TeamRole | null | undefined, TeamRole | null>;
  /** The invited address, on the entries of an invitation's acceptance. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  at: Timestamp;
}

/** A folder: a person's own (team_id null) or a team's; folders nest through parent_id. */
export interface FoldersTable {
  id: Generated<number>;
  fid: string;
  name: string;
  owner_id: number;
  team_id: ColumnType<number | null, number | null | undefined, number | null>;
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Someone a folder is shared with: the role holds on every presentation in it and its subfolders. */
export interface FolderCollaboratorsTable {
  folder_id: number;
  user_id: number;
  role: CollaboratorRole;
  created_at: Timestamp;
  /**
   * Who shared it: the role holds on each presentation only as far as they may grant on it
   * (kernel/access/permissions.ts folderGrant), and ends when they leave the folder's team. Null only in
   * rows written straight into the table: read as the folder's maker.
   */
  granted_by: ColumnType<number | null, number | null | undefined, number | null>;
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

/** A team's or a person's brand kit: the draft, and what was last published. */
export interface BrandKitsTable {
  id: Generated<number>;
  team_id: number | null;
  user_id: number | null;
  primary_color: string;
  accent_color: string;
  background_color: string;
  text_color: string;
  heading_font: string;
  body_font: string;
  logo_key: string | null;
  /** JSON of the published BrandStyle; null while the kit is unpublished. */
  published_style: string | null;
  published_logo_key: string | null;
  published_at: Timestamp | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An uploaded logo, by content hash (sha256 hex + extension). */
export interface BrandLogosTable {
  key: string;
  content_type: string;
  width: number;
  height: number;
  size: number;
  bytes: Buffer;
  created_at: Timestamp;
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
export type StoredPresentationVersion = Selectable<PresentationVersionsTable>;
