// What the features above decks bring to a presentation's settings page and calls. Decks sits
// below teams, brand, the editor, recordings and live, and imports none of them (decision 086), so
// the settings routes (features/decks/settings*.routes.ts) take these from the composition root.

import { brandLogoSettingFor } from '../features/brand';
import type { SettingsEffects } from '../features/decks/settings.routes';
import type { SettingsPageParts } from '../features/decks/settings-page.routes';
import { commentsOf } from '../features/editor/comments.service';
import { liveCodesOfLink } from '../features/live';
import { deckVideosOf, recordingOf, releaseDeckVideos, takesOf } from '../features/recordings';
import { releaseVideoFile } from '../features/recordings/video-upload.service';
import { countMembers, findTeamById } from '../features/teams/repository';
import { teamPlacementFor } from '../features/teams/teams.service';

/** The page's team, comments, "Move to team…" and brand logo: the comments and the rest for its owner only. */
export const settingsPageParts: SettingsPageParts = async (db, { presentation, access, viewer, owner }) => {
  const team = presentation.team_id === null ? undefined : await findTeamById(db, presentation.team_id);
  return {
    teamAccess: team ? { name: team.name, members: await countMembers(db, team.id) } : null,
    comments: owner ? await commentsOf(db, presentation, access, viewer) : [],
    ...(owner ? await teamPlacementFor(db, viewer, presentation) : { team: null, teamChoices: [] }),
    brandLogo: owner ? await brandLogoSettingFor(db, presentation) : null,
  };
};

export const settingsEffects: SettingsEffects = {
  // A recorded or uploaded video's file goes with the last presentation (or upload) that uses it.
  async deleting(app, presentation) {
    const recording = await recordingOf(app.db, presentation);
    const uploaded = await deckVideosOf(app.db, presentation.id);
    return async () => {
      for (const take of recording ? takesOf(recording) : [])
        await releaseVideoFile(app.videos.store, take.videoSha256, take.mimeType);
      await releaseDeckVideos(app.videos.store, uploaded);
    };
  },
  // Its live audience goes too: their open streams would carry the next steps.
  async linkRevoked(app, linkId) {
    for (const code of await liveCodesOfLink(app.db, linkId)) app.live.closeAudience(code);
  },
};
