// The site's addresses of a presentation (spec §2), shared by the server, the pages and the CLI.
import type { SchemaVersion } from './document/document';

export const presentationPath = (p: { oid: string; slug: string }) => `/p/${p.oid}/${p.slug}/`;
export const TEMPLATES_PATH = '/presentation-template/';
export const templatePath = (slug: string) => `${TEMPLATES_PATH}${slug}/`;
/** Where a presentation is published: a template at its template address, any other at its view page. */
export const canonicalPath = (p: { oid: string; slug: string; template_slug: string | null }) =>
  p.template_slug ? templatePath(p.template_slug) : presentationPath(p);
/** The editor: /p/edit/{oid}/ for schema '2', /{oid}/edit/ for classic documents. */
export const editPath = (p: { oid: string; schema_version: SchemaVersion }) =>
  p.schema_version === '0' ? `/${p.oid}/edit/` : `/p/edit/${p.oid}/`;
/** The editor opened on one comment's thread (a mention's e-mail links here). */
export const commentPath = (p: { oid: string; schema_version: SchemaVersion }, commentId: number) =>
  `${editPath(p)}?comment=${commentId}`;
/** An imported deck's editor with its import report open: where a PowerPoint upload lands. */
export const IMPORT_REPORT_HASH = '#import-report';
/** A schema '0' or '2' deck opened in the canvas editor, converted; nothing is saved until a change. */
export const canvasEditPath = (p: { oid: string; schema_version: SchemaVersion }) =>
  `${editPath(p)}?canvas=1`;
/** A presentation's picture; through a view link, with the link as its authority (unlisted talks). */
export const thumbnailPath = (p: { oid: string; thumbnail_version: string }, viewLinkId?: string) =>
  `/thumbnails/${p.oid}/${p.thumbnail_version}.svg${viewLinkId ? `?auth_key=${viewLinkId}` : ''}`;
export const embedPath = (id: string) => `/p/embed/${id}/`;
/** The player's data (the document); through a view link, with the link as its authority. */
export const playerDataPath = (oid: string, viewLinkId?: string) =>
  `/api/v4/presentation/${oid}/${viewLinkId ? `?auth_key=${viewLinkId}&key_type=prezilink` : ''}`;
/** The print view: every step, then the transcript; through a view link when reached through one. */
export const printPath = (p: { oid: string; slug: string }, viewLinkId?: string) =>
  viewLinkId ? `/view/${viewLinkId}/print/` : `${presentationPath(p)}print/`;
/** A download: through the view link the visitor came by, else the public address. */
export const downloadPath = (p: { oid: string; slug: string }, viewLinkId?: string) =>
  viewLinkId ? `/view/${viewLinkId}/download/` : `${presentationPath(p)}download/`;
/** A recorded video's file, through the address the viewer reached it by. */
export const videoPath = (p: { oid: string; slug: string }, viewLinkId?: string) =>
  `${viewLinkId ? viewLinkPath(viewLinkId) : presentationPath(p)}video/`;
export const captionsPath = (p: { oid: string; slug: string }, viewLinkId?: string) =>
  `${videoPath(p, viewLinkId)}captions.vtt`;
/** Take `take` of a recording (re-recorded from a step); take 0 is the recording's own video/. */
export const takeVideoPath = (p: { oid: string; slug: string }, take: number, viewLinkId?: string) =>
  take === 0 ? videoPath(p, viewLinkId) : `${videoPath(p, viewLinkId)}${take}/`;
export const takeCaptionsPath = (p: { oid: string; slug: string }, take: number, viewLinkId?: string) =>
  `${takeVideoPath(p, take, viewLinkId)}captions.vtt`;
export const viewLinkPath = (linkId: string) => `/view/${linkId}/`;
export const settingsPath = (oid: string) => `/dashboard/next/${oid}/`;
export const statsPath = (oid: string) => `/dashboard/next/${oid}/stats/`;
export const profilePath = (userOid: string) => `/user/${userOid}/`;
/** The presenter view: the owner's and editors' notes, timer and next step. */
export const presenterPath = (oid: string) => `/p/${oid}/present/`;
/** The audience window the presenter view opens: the player alone, following the presenter. */
export const audiencePath = (oid: string) => `/p/${oid}/present/audience/`;
/** The recording studio, on a deck or with the deck picker. */
export const STUDIO_PATH = '/video/new/';
export const studioPath = (deckOid?: string) => (deckOid ? `${STUDIO_PATH}?deck=${deckOid}` : STUDIO_PATH);
/** The editor of a published recording: trim, cuts, cover frame and captions. */
export const recordingEditorPath = (oid: string) => `/video/edit/${oid}/`;
/** The studio re-recording a recording from deck step `step` (0-based). */
export const retakePath = (oid: string, step: number) => `${STUDIO_PATH}?recording=${oid}&from=${step}`;
