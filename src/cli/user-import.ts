// `import FILE.zip --owner USERNAME`: the presentations of an export made by
// `export-user` (user-export.ts, which describes the zip) published under another account.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { strFromU8, type Unzipped, unzipSync } from 'fflate';
import type { Presentation } from '../features/access';
import type { SourceFormat } from '../features/decks';
import { createPresentation, insertMediaFiles, type NewMedia } from '../features/decks';
import { sanitizeDescription } from '../features/decks/description';
import { pictureMedia } from '../features/publishing';
import {
  DocumentError,
  documentImages,
  type PresentationDocument,
  parseDocument,
} from '../kernel/document/document';
import { PRIVACIES } from '../kernel/document/import-metadata';
import { LIMITS, PUBLISH_LIMITS } from '../kernel/limits';
import type { DatabaseHandle } from '../platform/db/connection';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportError,
  type ExportedPresentation,
  type ExportManifest,
  MANIFEST,
  MAX_IMPORT_BYTES,
  UPLOADED,
} from './user-export';

export interface ImportReport {
  imported: Presentation[];
  skipped: { title: string; reason: string }[];
}

/**
 * Publishes every presentation of an export under `ownerId`, each with its document, source,
 * pictures and metadata (new addresses; views and likes start again). Everything is checked before
 * anything is written, so a bad export changes nothing.
 */
export async function importExport(
  handle: DatabaseHandle,
  ownerId: number,
  file: string,
): Promise<ImportReport> {
  const files = readExport(file);
  const manifest = readManifest(files);
  const planned: { entry: ExportedPresentation; plan: PlannedImport }[] = [];
  const skipped: ImportReport['skipped'] = [];
  for (const entry of manifest.presentations) {
    if (entry.kind === 'video') {
      skipped.push({
        title: entry.title,
        reason: 'video presentations are not imported (Podium cannot upload videos yet)',
      });
      continue;
    }
    planned.push({ entry, plan: planImport(files, entry) });
  }
  const imported: Presentation[] = [];
  for (const { entry, plan } of planned) {
    imported.push(
      await createPresentation(handle, {
        ownerId,
        document: plan.document,
        privacy: entry.privacy,
        tags: entry.tags,
        descriptionHtml: sanitizeDescription(entry.descriptionHtml),
        source: plan.source,
        afterInsert: (trx, row) => insertMediaFiles(trx, row.id, plan.media, row.created_at),
      }),
    );
  }
  return { imported, skipped };
}

function readExport(file: string): Unzipped {
  if (!existsSync(file)) throw new ExportError(`There is no file at ${file}.`);
  const size = statSync(file).size;
  if (size > MAX_IMPORT_BYTES)
    throw new ExportError(
      `${file} is larger than ${MAX_IMPORT_BYTES / 1024 ** 3} GB, the most import reads.`,
    );
  const zip = readFileSync(file);
  try {
    // Sizes are checked from the zip's own directory before anything is inflated (no zip bombs).
    return unzipSync(zip, {
      filter: (entry) => {
        if (entry.originalSize > entryLimit(entry.name))
          throw new ExportError(`${entry.name} in ${file} is larger than an export entry may be.`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ExportError) throw error;
    throw new ExportError(`${file} is not a zip file.`);
  }
}

const entryLimit = (name: string): number =>
  name.startsWith('media/') || name.startsWith('content-media/')
    ? PUBLISH_LIMITS.pageImageBytes
    : LIMITS.documentBytes * 2;

function readManifest(files: Unzipped): ExportManifest {
  const bytes = files[MANIFEST];
  if (!bytes) throw new ExportError(`This zip is not a Podium export (it has no ${MANIFEST}).`);
  let manifest: ExportManifest;
  try {
    manifest = JSON.parse(strFromU8(bytes));
  } catch {
    throw new ExportError(`${MANIFEST} is not JSON.`);
  }
  if (manifest?.format !== EXPORT_FORMAT || !Array.isArray(manifest.presentations))
    throw new ExportError('This zip is not a Podium export.');
  if (manifest.version > EXPORT_VERSION)
    throw new ExportError(
      `This export is format version ${manifest.version}; this Podium reads up to version ${EXPORT_VERSION}. Upgrade Podium first.`,
    );
  return manifest;
}

interface PlannedImport {
  document: PresentationDocument;
  source?: { text: string; format: SourceFormat };
  media: NewMedia[];
}

function planImport(files: Unzipped, entry: ExportedPresentation): PlannedImport {
  const where = `"${entry.title}" (${entry.folder})`;
  const text = (name: string) => {
    const bytes = files[`${entry.folder}/${name}`];
    return bytes ? strFromU8(bytes) : undefined;
  };
  if (!(PRIVACIES as readonly string[]).includes(entry.privacy))
    throw new ExportError(`${where}: unknown privacy "${entry.privacy}".`);
  const tagsOk =
    Array.isArray(entry.tags) &&
    entry.tags.length <= LIMITS.tagsPerPresentation &&
    entry.tags.every((tag) => typeof tag === 'string' && tag.length <= LIMITS.tagLength);
  if (!tagsOk) throw new ExportError(`${where}: its tags are not a list of short words.`);
  if (typeof entry.descriptionHtml !== 'string')
    throw new ExportError(`${where}: its description is not text.`);
  const documentText = text('document.json');
  if (documentText === undefined) throw new ExportError(`${where}: document.json is missing.`);
  let document: PlannedImport['document'];
  try {
    document = parseDocument(JSON.parse(documentText));
  } catch (error) {
    const problem = error instanceof DocumentError ? error.message : 'not JSON';
    throw new ExportError(`${where}: document.json is not a Podium document (${problem}).`);
  }
  const format = entry.sourceFormat;
  const sourceText = format ? text(`source.${format === 'json' ? 'json' : 'md'}`) : undefined;
  if (format && sourceText === undefined) throw new ExportError(`${where}: its source file is missing.`);
  if (sourceText !== undefined && sourceText.length > PUBLISH_LIMITS.sourceLength)
    throw new ExportError(`${where}: the source is longer than ${PUBLISH_LIMITS.sourceLength} characters.`);

  const media: NewMedia[] = [];
  for (const image of documentImages(document)) {
    const key = UPLOADED.exec(image)?.[1];
    if (!key || media.some((m) => m.key === key)) continue;
    const bytes = files[`media/${key}`];
    if (!bytes) throw new ExportError(`${where}: the picture media/${key} is missing.`);
    const picture = pictureMedia(Buffer.from(bytes));
    // The key is the content's hash: a picture that does not match it was changed after export.
    if (picture?.key !== key) throw new ExportError(`${where}: media/${key} is not the picture it names.`);
    media.push(picture);
  }
  return {
    document,
    source: sourceText !== undefined && format ? { text: sourceText, format } : undefined,
    media,
  };
}
