// Migrations are listed here (not read from disk) so the production bundle carries them.
import type { Migration } from 'kysely';
import * as initial from './2026-11-21-001-initial';
import * as searchText from './2026-11-21-002-search-text';
import * as searchListedOnly from './2026-11-21-003-search-listed-only';
import * as ownerSide from './2026-11-21-004-owner-side';
import * as loginFailures from './2026-11-24-005-login-failures';
import * as analyticsRollups from './2026-11-25-006-analytics-rollups';
import * as searchHead from './2026-11-25-007-search-head';
import * as viewReferrers from './2026-11-25-008-view-referrers';
import * as linkRules from './2026-11-26-009-link-rules';
import * as embedDomains from './2026-11-26-010-embed-domains';
import * as viewLinksOfViews from './2026-11-26-011-view-links-of-views';
import * as emailGate from './2026-11-26-012-email-gate';
import * as emailVerification from './2026-11-26-013-email-verification';
import * as webhooks from './2026-11-26-014-webhooks';
import * as downloads from './2026-11-26-015-downloads';
import * as visits from './2026-11-26-016-visits';
import * as speakerNotes from './2026-11-27-017-speaker-notes';
import * as liveSessions from './2026-11-27-018-live-sessions';
import * as videoRecordings from './2026-11-27-019-video-recordings';
import * as teamsAndFolders from './2026-11-27-020-teams-and-folders';
import * as teamInvitationMail from './2026-11-27-021-team-invitation-mail';
import * as brandKits from './2026-11-27-023-brand-kits';
import * as recordingTakes from './2026-11-27-024-recording-takes';
import * as recordingCoverTake from './2026-11-27-025-recording-cover-take';
import * as folderGrantsBy from './2026-12-02-026-folder-grants-by';
import * as invitationBinding from './2026-12-02-027-invitation-binding';
import * as linkPasswordTries from './2026-12-02-029-link-password-tries';
import * as jobs from './2026-12-06-030-jobs';
import * as canvasStates from './2026-12-06-031-canvas-states';
import * as deckVideos from './2026-12-07-032-deck-videos';
import * as canvasUpdates from './2026-12-07-033-canvas-updates';
import * as commentThreads from './2026-12-07-034-comment-threads';
import * as mediaSweep from './2026-12-07-035-media-sweep';
import * as mentionMails from './2026-12-07-036-mention-mails';
import * as importReports from './2026-12-07-037-import-reports';

export const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
  '2026-11-21-002-search-text': searchText,
  '2026-11-21-003-search-listed-only': searchListedOnly,
  '2026-11-21-004-owner-side': ownerSide,
  '2026-11-24-005-login-failures': loginFailures,
  '2026-11-25-006-analytics-rollups': analyticsRollups,
  '2026-11-25-007-search-head': searchHead,
  '2026-11-25-008-view-referrers': viewReferrers,
  '2026-11-26-009-link-rules': linkRules,
  '2026-11-26-010-embed-domains': embedDomains,
  '2026-11-26-011-view-links-of-views': viewLinksOfViews,
  '2026-11-26-012-email-gate': emailGate,
  '2026-11-26-013-email-verification': emailVerification,
  '2026-11-26-014-webhooks': webhooks,
  '2026-11-26-015-downloads': downloads,
  '2026-11-26-016-visits': visits,
  '2026-11-27-017-speaker-notes': speakerNotes,
  '2026-11-27-018-live-sessions': liveSessions,
  '2026-11-27-019-video-recordings': videoRecordings,
  '2026-11-27-020-teams-and-folders': teamsAndFolders,
  '2026-11-27-021-team-invitation-mail': teamInvitationMail,
  '2026-11-27-023-brand-kits': brandKits,
  '2026-11-27-024-recording-takes': recordingTakes,
  '2026-11-27-025-recording-cover-take': recordingCoverTake,
  '2026-12-02-026-folder-grants-by': folderGrantsBy,
  '2026-12-02-027-invitation-binding': invitationBinding,
  '2026-12-02-029-link-password-tries': linkPasswordTries,
  '2026-12-06-030-jobs': jobs,
  '2026-12-06-031-canvas-states': canvasStates,
  '2026-12-07-032-deck-videos': deckVideos,
  '2026-12-07-033-canvas-updates': canvasUpdates,
  '2026-12-07-034-comment-threads': commentThreads,
  '2026-12-07-035-media-sweep': mediaSweep,
  '2026-12-07-036-mention-mails': mentionMails,
  '2026-12-07-037-import-reports': importReports,
};
