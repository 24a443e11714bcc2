// A new canvas deck (schema '3') from an uploaded PowerPoint file: the file is sniffed here, converted
// in the sandbox (pptx-import.service.ts), and what comes back is checked again before anything is
// stored, since a process that read a hostile file wrote it. The pictures are stored as the canvas
// editor stores an uploaded one (content-hash keys served at /media/u/{key}), their placeholder refs
// in the document replaced by those addresses, and the import report kept beside the deck. The
// presentation, its media and its report are written in one transaction, or nothing is.
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { parseCanvasDocument } from '../../kernel/document/canvas/validate';
import type { Privacy } from '../../kernel/document/import-metadata';
import type { ImportReport } from '../../kernel/import/pptx/index';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { sniffPicture } from '../../kernel/media/image-header';
import { pictureIsWhole } from '../../kernel/media/picture-structure';
import type { DatabaseHandle } from '../../platform/db/connection';
import { AppError, tooLarge } from '../../platform/http/errors';
import type { OfficeFormat } from '../../platform/sandbox';
import type { Presentation } from '../access';
import { createPresentation, insertMediaFiles, type NewMedia } from '../decks';
import { insertImportReport } from './import-report.repository';
import {
  FORMAT_NAMES,
  type ImportedPictureAnswer,
  type PptxImporterPool,
  pptxUnreadable,
} from './pptx-import.service';

export interface PptxUpload {
  privacy: Privacy;
  teamId?: number | null;
  /** The title the author typed, if any; else the file's own. */
  title?: string;
  fileName: string;
  bytes: Buffer;
}

export interface PptxPublished {
  presentation: Presentation;
  report: ImportReport;
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Parts a sniff looks through before it gives up: a real deck's parts are far fewer. */
const SNIFF_ENTRIES = 20_000;
const REQUIRED_PARTS = ['[Content_Types].xml', 'ppt/presentation.xml'];

export const unsupportedFormat = (detail: string) =>
  new AppError(
    415,
    'unsupported_format',
    `${detail} Podium imports PowerPoint presentations (.pptx), and .odp, .ppt and .key files where LibreOffice is installed.`,
  );
const cannotConvert = (format: OfficeFormat) =>
  new AppError(
    415,
    'unsupported_format',
    `This server cannot convert .${format} files: LibreOffice is not installed on it. Save the presentation as .pptx and upload that.`,
  );

const OFFICE_EXTENSIONS: Record<string, OfficeFormat> = { odp: 'odp', ppt: 'ppt', key: 'key' };

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * Refuses at once what is not a .pptx: a zip archive naming `[Content_Types].xml` and
 * `ppt/presentation.xml`. Only the archive's directory is read; nothing is inflated.
 */
/**
 * What an upload is: a format LibreOffice turns into .pptx when its name says so (and its first
 * bytes agree: a zip archive for .odp and .key, a compound file for .ppt), else a .pptx.
 */
export function importFormatOf(fileName: string, bytes: Uint8Array): OfficeFormat | 'pptx' {
  const format = OFFICE_EXTENSIONS[/\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? ''];
  if (!format) return 'pptx';
  if (!startsWith(bytes, format === 'ppt' ? OLE : ZIP))
    throw unsupportedFormat(`This file is not ${FORMAT_NAMES[format]}.`);
  return format;
}

export function sniffPptx(bytes: Uint8Array): void {
  if (startsWith(bytes, OLE))
    throw unsupportedFormat(
      'This file is password-protected or an old .ppt: save it as .pptx without a password and try again.',
    );
  if (!startsWith(bytes, ZIP)) throw unsupportedFormat('This file is not a PowerPoint presentation.');
  const found = new Set<string>();
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        if (++entries > SNIFF_ENTRIES) throw new Error('too many parts');
        if (REQUIRED_PARTS.includes(file.name)) found.add(file.name);
        return false;
      },
    });
  } catch {
    throw unsupportedFormat('This file is a damaged zip archive, not a PowerPoint presentation.');
  }
  if (found.size !== REQUIRED_PARTS.length)
    throw unsupportedFormat('This zip archive is not a PowerPoint presentation (it has no slides part).');
}

/** A picture from the importer, checked as the editor checks an uploaded one, as a media row. */
function pictureOf(answer: ImportedPictureAnswer): NewMedia {
  const bytes = Buffer.from(answer.base64, 'base64');
  const info = sniffPicture(bytes);
  if (!info || info.contentType !== answer.mime || !pictureIsWhole(bytes, info.type))
    throw pptxUnreadable('a picture in it is damaged');
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { key: `${hash}.${info.extension}`, contentType: info.contentType, bytes };
}

/**
 * Each picture's `src` that is a ref becomes the ref's stored address. Only pictures' sources: a
 * slide's words that happen to spell a ref stay as they are.
 */
function withAddresses(value: unknown, addresses: Map<string, string>): unknown {
  if (
    typeof value !== 'object' ||
    value === null ||
    !Array.isArray((value as { elements?: unknown }).elements)
  )
    return value;
  const doc = value as { elements: Record<string, unknown>[] };
  const elements = doc.elements.map((element) =>
    element?.kind === 'image' && typeof element.src === 'string' && addresses.has(element.src)
      ? { ...element, src: addresses.get(element.src) }
      : element,
  );
  return { ...doc, elements };
}

/** A deck holds at most as many pictures as the editor lets it hold. */
function checkRoom(media: NewMedia[]): void {
  const bytes = media.reduce((sum, file) => sum + file.bytes.length, 0);
  const { deckMediaBytes, deckMediaFiles } = EDITOR_LIMITS;
  if (media.length > deckMediaFiles || bytes > deckMediaBytes)
    throw tooLarge(
      `This presentation holds more pictures than a deck may (${deckMediaFiles} files or ${deckMediaBytes / (1024 * 1024)} MB).`,
      'pptx_too_large',
    );
}

export async function publishPptx(
  handle: DatabaseHandle,
  importers: PptxImporterPool,
  ownerId: number,
  upload: PptxUpload,
): Promise<PptxPublished> {
  const format = importFormatOf(upload.fileName, upload.bytes);
  if (format === 'pptx') sniffPptx(upload.bytes);
  else if (!importers.readsOffice) throw cannotConvert(format);
  const converted = await importers.convert(upload.bytes, `user:${ownerId}`, upload.title, format);
  const addresses = new Map<string, string>();
  const media = new Map<string, NewMedia>();
  for (const answer of converted.pictures) {
    const file = pictureOf(answer);
    addresses.set(answer.ref, `/media/u/${file.key}`);
    media.set(file.key, file);
  }
  checkRoom([...media.values()]);
  let document: ReturnType<typeof parseCanvasDocument>;
  try {
    document = parseCanvasDocument(withAddresses(converted.document, addresses));
  } catch {
    throw pptxUnreadable('it converted to a deck Podium cannot open');
  }
  const report = converted.report;
  const presentation = await createPresentation(handle, {
    ownerId,
    document,
    privacy: upload.privacy,
    teamId: upload.teamId,
    tags: [],
    descriptionHtml: '',
    afterInsert: async (trx, row) => {
      await insertMediaFiles(trx, row.id, [...media.values()], row.created_at);
      await insertImportReport(trx, {
        presentationId: row.id,
        format,
        fileName: upload.fileName,
        report,
        createdAt: row.created_at,
      });
    },
  });
  return { presentation, report };
}
