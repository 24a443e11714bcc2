// `export-user USERNAME FILE` (its other half, `import FILE.zip --owner USERNAME`,
// is user-import.ts): a person's presentations leave one Podium as a zip and arrive in another as
// they were written.
//
// The zip holds `podium-export.json` (the manifest: who, when, and each presentation's metadata),
// and per presentation a folder `presentations/<slug>-<oid>/` with `document.json` (what the player
// shows), the author's `source.md` or `source.json` when there is one (what the editor opens), and
// for a video its captions. Uploaded pictures (PDF pages) sit once each under `media/<key>`, named by
// their content hash as on the server; demo pictures a document names from the content folder sit
// under `content-media/`. The zip is written entry by entry, so memory stays at one presentation.
import { closeSync, existsSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { strToU8, Zip } from 'fflate';
import type { Presentation } from '../features/access';
import type { User } from '../features/accounts';
import { findUserByUsername } from '../features/accounts';
import type { SourceFormat } from '../features/decks';
import { findPresentationById, findPresentationMedia, listOwnPresentationIds } from '../features/decks';
import { documentImages } from '../kernel/document/document';
import type { Privacy } from '../kernel/document/import-metadata';
import { presentationPath } from '../kernel/paths';
import type { DatabaseHandle } from '../platform/db/connection';
import { zipEntry } from '../platform/storage/zip-stream';

export const EXPORT_FORMAT = 'podium-export';
export const EXPORT_VERSION = 1;
/** The manifest's name in the zip. */
export const MANIFEST = 'podium-export.json';
/** The largest export `import-export` reads: every entry is held in memory while it is checked. */
export const MAX_IMPORT_BYTES = 1024 * 1024 * 1024;

export class ExportError extends Error {}

export interface ExportedPresentation {
  folder: string;
  oid: string;
  title: string;
  kind: 'deck' | 'video';
  privacy: Privacy;
  tags: string[];
  descriptionHtml: string;
  sourceFormat: SourceFormat | null;
  /** Keys of the uploaded pictures it shows, each stored once under media/. */
  media: string[];
  path: string;
  views: number;
  likes: number;
  createdAt: string;
  updatedAt: string;
}

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  user: { username: string; firstName: string | null; lastName: string | null; displayName: string | null };
  presentations: ExportedPresentation[];
}

/** An uploaded picture's address in a document; its key names it under media/ in the zip. */
export const UPLOADED = /^\/media\/u\/([a-f0-9]{64}\.(?:png|jpg|webp))$/;
const CONTENT_MEDIA = /^\/?media\/([A-Za-z0-9._-]+)$/;

/** Writes every presentation `username` owns to a new zip at `file`. */
export async function exportUser(
  handle: DatabaseHandle,
  contentDir: string,
  username: string,
  file: string,
  now = new Date(),
): Promise<{ presentations: number; mediaFiles: number; bytes: number }> {
  const user = await findUserByUsername(handle.db, username);
  if (!user) throw new ExportError(`No user "${username}".`);
  if (existsSync(file)) throw new ExportError(`${file} already exists; choose a new file name.`);
  const ids = await listOwnPresentationIds(handle.db, user.id);

  const fd = openSync(file, 'wx');
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    writeSync(fd, chunk);
  });
  const written = new Set<string>();
  const presentations: ExportedPresentation[] = [];
  try {
    for (const id of ids) {
      const presentation = await findPresentationById(handle.db, id);
      if (!presentation) continue; // deleted while exporting
      presentations.push(await addPresentation(handle, contentDir, zip, presentation, written));
    }
    addText(zip, MANIFEST, JSON.stringify(manifestOf(user, presentations, now), null, 2));
    zip.end();
  } finally {
    closeSync(fd);
  }
  return {
    presentations: presentations.length,
    mediaFiles: [...written].filter((name) => name.startsWith('media/')).length,
    bytes: statSync(file).size,
  };
}

function manifestOf(user: User, presentations: ExportedPresentation[], now: Date): ExportManifest {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    user: {
      username: user.username,
      firstName: user.first_name,
      lastName: user.last_name,
      displayName: user.public_display_name,
    },
    presentations,
  };
}

async function addPresentation(
  handle: DatabaseHandle,
  contentDir: string,
  zip: Zip,
  p: Presentation,
  written: Set<string>,
): Promise<ExportedPresentation> {
  const folder = `presentations/${p.slug || 'untitled'}-${p.oid}`;
  addText(zip, `${folder}/document.json`, JSON.stringify(p.document, null, 2));
  if (p.source !== null && p.source_format !== null) {
    addText(zip, `${folder}/source.${p.source_format === 'json' ? 'json' : 'md'}`, p.source);
  }
  if (p.media) {
    const captions = fileOfContent(contentDir, p.media.captions);
    if (captions) addFile(zip, `${folder}/captions.vtt`, captions, true);
  }
  const media: string[] = [];
  for (const image of documentImages(p.document)) {
    const uploaded = UPLOADED.exec(image)?.[1];
    if (uploaded) {
      media.push(uploaded);
      if (written.has(`media/${uploaded}`)) continue;
      const stored = await findPresentationMedia(handle.db, p.id, uploaded);
      if (!stored) continue; // a dangling reference stays a dangling reference
      addBytes(zip, `media/${uploaded}`, stored.bytes, false);
      written.add(`media/${uploaded}`);
      continue;
    }
    const name = CONTENT_MEDIA.exec(image)?.[1];
    const onDisk = name && path.join(contentDir, 'media', name);
    if (name && onDisk && existsSync(onDisk) && !written.has(`content-media/${name}`)) {
      addFile(zip, `content-media/${name}`, onDisk, true);
      written.add(`content-media/${name}`);
    }
  }
  return {
    folder,
    oid: p.oid,
    title: p.title,
    kind: p.kind === 'video' ? 'video' : 'deck',
    privacy: p.privacy as Privacy,
    tags: p.tags,
    descriptionHtml: p.description_html,
    sourceFormat: p.source_format,
    media: [...new Set(media)],
    path: presentationPath(p),
    views: p.view_count,
    likes: p.likes_count,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

/** A /media/videos/… address of the seeded videos → its file under the content folder, if there. */
function fileOfContent(contentDir: string, address: string): string | undefined {
  const relative = /^\/media\/videos\/([a-z0-9-]+\/[a-z.]+)$/.exec(address)?.[1];
  const file = relative && path.join(contentDir, 'videos', relative);
  return file && existsSync(file) ? file : undefined;
}

function addText(zip: Zip, name: string, text: string): void {
  addBytes(zip, name, Buffer.from(strToU8(text)), true);
}

function addBytes(zip: Zip, name: string, bytes: Uint8Array, compress: boolean): void {
  zipEntry(zip, name, compress).push(bytes, true);
}

/** Streams a file from disk into the zip in 1 MB pieces. */
function addFile(zip: Zip, name: string, file: string, compress: boolean): void {
  const entry = zipEntry(zip, name, compress);
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(1024 * 1024);
    for (;;) {
      const read = readSync(fd, buffer);
      if (read === 0) break;
      entry.push(buffer.subarray(0, read).slice(), false);
    }
    entry.push(new Uint8Array(0), true);
  } finally {
    closeSync(fd);
  }
}
