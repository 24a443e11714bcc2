// The shapes of a presentation's settings page and its calls: its settings, its collaborators and
// the viewer's right there. The calls' shapes are declared once, as the TypeBox schemas in
// settings.schemas.ts (decision 084); this file takes their types from there and imports them as
// types only, so the browser, which loads this file, never loads TypeBox. Its share links' shapes
// are the sharing feature's (sharing/contracts.ts).
import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type * as schemas from './settings.schemas';

/** A presentation's settings as its settings page shows them. */
export type PresentationSettings = Static<typeof schemas.SettingsDataBody>;

/** A collaborator, shown by name and username, never by e-mail. */
export type CollaboratorData = Static<typeof schemas.CollaboratorBody>;

/** The viewer's right on the settings page: the owner, or an editor (a collaborator with edit rights). */
export type ManageRole = 'owner' | 'edit';

/** The team a presentation is in, whose members all open it, and how many they are. */
export interface TeamAccessData {
  name: string;
  members: number;
}

/**
 * The settings calls: method and path, plain data the browser's calls and the routes share. Their
 * schemas are settings.schemas.ts's settingsSchemas, entry by entry.
 */
export const settingsApi = endpoints<typeof schemas.settingsSchemas>()({
  update: { method: 'PATCH', path: '/api/v4/presentation/:oid/' },
  remove: { method: 'DELETE', path: '/api/v4/presentation/:oid/' },
  collaborators: { method: 'GET', path: '/api/v4/presentation/:oid/collaborators/' },
  addCollaborator: { method: 'POST', path: '/api/v4/presentation/:oid/collaborators/' },
  changeCollaborator: { method: 'PATCH', path: '/api/v4/presentation/:oid/collaborators/:username/' },
  removeCollaborator: { method: 'DELETE', path: '/api/v4/presentation/:oid/collaborators/:username/' },
});
