// The Library: the reusable assets of a person and of their teams — the pictures
// their presentations hold (uploaded with PDF decks; media_files) and the PDFs they uploaded — a page
// at a time, with the presentations using each; and reusing a picture in a presentation, which
// gives that presentation its own copy (so deleting the first one keeps the picture).

import type { Viewer } from '../../kernel/access/permissions';
import { presentationPath, thumbnailPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import { notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { insertMediaFiles, keepMediaFile } from '../decks';
import type { LibraryImage, LibraryPage, LibraryPdf, LibraryUse } from './contracts';
import {
  type AssetUse,
  findLibraryImage,
  imageUses,
  listLibraryImages,
  listLibraryPdfs,
  pdfUses,
} from './library.repository';
import { LIBRARY_PAGE_SIZE, LIBRARY_USES_SHOWN, mediaPath } from './library-rules';

const use = (row: AssetUse): LibraryUse => ({ oid: row.oid, title: row.title, path: presentationPath(row) });

function grouped<R extends AssetUse>(rows: R[], keyOf: (row: R) => string) {
  const byKey = new Map<string, R[]>();
  for (const row of rows) {
    const list = byKey.get(keyOf(row)) ?? [];
    if (!list.some((r) => r.oid === row.oid)) list.push(row);
    byKey.set(keyOf(row), list);
  }
  return byKey;
}

/** One page (1-based) of the person's pictures. */
export async function libraryImages(
  db: Db,
  viewer: Viewer,
  page: number,
): Promise<LibraryPage<LibraryImage>> {
  const rows = await listLibraryImages(db, viewer.id, (page - 1) * LIBRARY_PAGE_SIZE, LIBRARY_PAGE_SIZE);
  const shown = rows.slice(0, LIBRARY_PAGE_SIZE);
  const uses = grouped(
    await imageUses(
      db,
      viewer.id,
      shown.map((r) => r.key),
    ),
    (r) => r.key,
  );
  return {
    items: shown.map((row) => ({
      key: row.key,
      src: mediaPath(row.key),
      contentType: row.content_type,
      size: row.size,
      usedIn: (uses.get(row.key) ?? []).slice(0, LIBRARY_USES_SHOWN).map(use),
    })),
    page,
    hasMore: rows.length > LIBRARY_PAGE_SIZE,
  };
}

/** One page (1-based) of the PDFs the person (or their teams) uploaded. */
export async function libraryPdfs(db: Db, viewer: Viewer, page: number): Promise<LibraryPage<LibraryPdf>> {
  const rows = await listLibraryPdfs(db, viewer.id, (page - 1) * LIBRARY_PAGE_SIZE, LIBRARY_PAGE_SIZE);
  const shown = rows.slice(0, LIBRARY_PAGE_SIZE);
  const uses = grouped(
    await pdfUses(
      db,
      viewer.id,
      shown.map((r) => r.sha256),
    ),
    (r) => r.sha256!,
  );
  return {
    items: shown.map((row) => {
      const list = uses.get(row.sha256) ?? [];
      return {
        sha256: row.sha256,
        size: row.size,
        preview: list[0] ? thumbnailPath(list[0]) : '',
        usedIn: list.slice(0, LIBRARY_USES_SHOWN).map(use),
      };
    }),
    page,
    hasMore: rows.length > LIBRARY_PAGE_SIZE,
  };
}

/**
 * Reuses a picture of the person's library in presentation `p` (which the caller checked they may
 * edit): `p` gets its own copy unless it has one. Answers the address to write in the source.
 */
export async function useLibraryImage(
  db: Db,
  viewer: Viewer,
  p: Presentation,
  key: string,
  now = new Date(),
) {
  const image = await findLibraryImage(db, viewer.id, key);
  if (!image) throw notFound('This picture is not in your library.');
  if (!(await keepMediaFile(db, p.id, key)))
    await insertMediaFiles(
      db,
      p.id,
      [{ key, contentType: image.content_type, bytes: image.bytes }],
      now.toISOString(),
    );
  return { src: mediaPath(key) };
}
