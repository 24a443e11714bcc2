// The site's addresses of a presentation (spec §2), shared by the server, the pages and the CLI.
import type { SchemaVersion } from './document';

export const presentationPath = (p: { oid: string; slug: string }) => `/p/${p.oid}/${p.slug}/`;
/** The editor: /p/edit/{oid}/ for schema '2', /{oid}/edit/ for classic documents. */
export const editPath = (p: { oid: string; schema_version: SchemaVersion }) =>
  p.schema_version === '0' ? `/${p.oid}/edit/` : `/p/edit/${p.oid}/`;
export const thumbnailPath = (p: { oid: string; thumbnail_version: string }) =>
  `/thumbnails/${p.oid}/${p.thumbnail_version}.svg`;
export const embedPath = (id: string) => `/p/embed/${id}/`;
export const viewLinkPath = (linkId: string) => `/view/${linkId}/`;
export const settingsPath = (oid: string) => `/dashboard/next/${oid}/`;
export const statsPath = (oid: string) => `/dashboard/next/${oid}/stats/`;
export const profilePath = (userOid: string) => `/user/${userOid}/`;
