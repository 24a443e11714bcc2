// Every feature's routes, registered in one place: the pages, then the JSON calls under their
// prefixes. The order matters only where two plugins share a prefix; a route is found by its
// address, not by when it was registered.

import { authRoutes } from '../features/accounts/routes';
import { accountSettingsRoutes } from '../features/accounts/settings-page.routes';
import { statsPageRoutes } from '../features/analytics/pages.routes';
import { telemetryRoutes } from '../features/analytics/routes';
import { statsApiRoutes } from '../features/analytics/stats.routes';
import { visitRoutes } from '../features/analytics/visits.routes';
import { brandKitRoutes } from '../features/brand/routes';
import { settingsApiRoutes } from '../features/decks/settings.routes';
import { settingsPageRoutes } from '../features/decks/settings-page.routes';
import { thumbnailRoutes } from '../features/decks/thumbnail.routes';
import { feedRoutes } from '../features/discovery/feeds.routes';
import { homeRoutes } from '../features/discovery/home.routes';
import { listingPageRoutes } from '../features/discovery/pages.routes';
import { discoveryRoutes } from '../features/discovery/routes';
import { editPageRoutes } from '../features/editor/pages.routes';
import { editorApiRoutes } from '../features/editor/routes';
import { folderPageRoutes } from '../features/folders/pages.routes';
import { folderApiRoutes } from '../features/folders/routes';
import { livePageRoutes } from '../features/live/pages.routes';
import { presentPageRoutes } from '../features/live/present.routes';
import { liveApiRoutes } from '../features/live/routes';
import { adminRoutes, reportPageRoutes } from '../features/moderation/routes';
import { webhookApiRoutes } from '../features/notifications/routes';
import { copyApiRoutes } from '../features/publishing/copy.routes';
import { dashboardRoutes } from '../features/publishing/dashboard.routes';
import { publishApiRoutes } from '../features/publishing/routes';
import { videoFileRoutes } from '../features/recordings/files.routes';
import { studioPageRoutes } from '../features/recordings/pages.routes';
import { recordingApiRoutes } from '../features/recordings/routes';
import { videoUploadRoutes } from '../features/recordings/uploads.routes';
import { teamPageRoutes } from '../features/teams/pages.routes';
import { teamApiRoutes } from '../features/teams/routes';
import { teamHomeRoutes } from '../features/teams/team-page.routes';
import { downloadRoutes } from '../features/viewing/downloads.routes';
import { likeRoutes } from '../features/viewing/likes.routes';
import { linkCodeRoutes } from '../features/viewing/link-code.routes';
import { viewPageRoutes } from '../features/viewing/pages.routes';
import { playerApiRoutes } from '../features/viewing/player.routes';
import type { App } from '../platform/http/edge';
import { accountNotifications } from './account-settings';
import { settingsEffects, settingsPageParts } from './deck-settings';
import { healthRoutes } from './health';
import { teamFolderShelf } from './team-page';

export async function registerRoutes(app: App) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(homeRoutes);
  await app.register(thumbnailRoutes);
  await app.register(viewPageRoutes);
  await app.register(linkCodeRoutes);
  await app.register(downloadRoutes);
  await app.register(listingPageRoutes);
  await app.register(reportPageRoutes);
  await app.register(discoveryRoutes);
  await app.register(feedRoutes);
  await app.register(dashboardRoutes);
  await app.register(accountSettingsRoutes, { notifications: accountNotifications });
  await app.register(brandKitRoutes);
  await app.register(editPageRoutes);
  await app.register(settingsPageRoutes, { parts: settingsPageParts });
  await app.register(presentPageRoutes);
  await app.register(studioPageRoutes);
  await app.register(statsPageRoutes);
  await app.register(livePageRoutes);
  await app.register(adminRoutes);
  await app.register(teamPageRoutes);
  await app.register(teamHomeRoutes, { folderShelf: teamFolderShelf });
  // The calls on one presentation under /api/v4/presentation/{oid}/: what the player downloads and
  // the view calls, Make a copy, the statistics.
  await app.register(playerApiRoutes, { prefix: '/api/v4/presentation' });
  await app.register(copyApiRoutes, { prefix: '/api/v4/presentation' });
  await app.register(statsApiRoutes, { prefix: '/api/v4/presentation' });
  await app.register(likeRoutes, { prefix: '/api/v4/presentation' });
  await app.register(settingsApiRoutes, { prefix: '/api/v4/presentation', effects: settingsEffects });
  await app.register(editorApiRoutes, { prefix: '/api/v4/presentation' });
  await app.register(publishApiRoutes);
  await app.register(webhookApiRoutes, { prefix: '/api/v4' });
  await app.register(teamApiRoutes, { prefix: '/api/v4' });
  await app.register(telemetryRoutes, { prefix: '/api' });
  await app.register(visitRoutes);
  await app.register(liveApiRoutes);
  await app.register(videoUploadRoutes);
  await app.register(recordingApiRoutes);
  await app.register(videoFileRoutes);
  // Folders and the Library.
  await app.register(folderPageRoutes);
  await app.register(folderApiRoutes);
}
