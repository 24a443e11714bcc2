// Publishing calls ("Create your own" on the dashboard): new presentations from Markdown/JSON
// source, blank, from a template, from a PDF with its page pictures or a PowerPoint file
// (multipart, import.routes.ts); the template
// list for the create panel; and the uploaded pictures themselves at /media/u/{key}.

import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { authorize } from '../../kernel/access/authorize';
import { DocumentError } from '../../kernel/document/document';
import { PRIVACIES, type Privacy } from '../../kernel/document/import-metadata';
import { OID_PATTERN } from '../../kernel/ids';
import { LIMITS, PUBLISH_LIMITS } from '../../kernel/limits';
import { thumbnailPath } from '../../kernel/paths';
import { isStorableText } from '../../kernel/text';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors';
import { loadFor } from '../access';
import { requireViewer } from '../accounts';
import { findMediaByKey, listListedPresentations } from '../decks';
import { teamToCreateIn } from '../teams';
import { publishingApi } from './contracts';
import { importRoutes } from './import.routes';
import {
  type PdfUpload,
  presentPublished,
  publishBlank,
  publishFromTemplate,
  publishPdf,
  publishSource,
} from './publish.service';
import { publishingSchemas } from './schemas';

const MEDIA_KEY = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/;
const TEMPLATE_LIMIT = 48;
const PDF_RATE = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

const tooLarge = (message: string) => new AppError(413, 'too_large', message);
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const LOG_IN_TO_PUBLISH = 'Log in to publish a presentation.';

function invalidDocument(error: unknown): never {
  if (error instanceof DocumentError) throw badRequest(error.problems.join('; '), 'invalid_document');
  throw error;
}

/** Turns the multipart reader's own errors (limits, wrong content type) into clear answers. */
function uploadError(error: unknown): never {
  if (error instanceof AppError) throw error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    throw tooLarge(`A file is larger than ${megabytes(PUBLISH_LIMITS.pdfBytes)}.`);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    throw tooLarge(`Too many pages or fields: at most ${PUBLISH_LIMITS.pdfPages} pages can be published.`);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    throw badRequest('Send the PDF as multipart/form-data.', 'bad_upload');
  }
  throw badRequest('The upload could not be read; try again.', 'bad_upload');
}

interface ReadUpload {
  fields: Map<string, string>;
  pdf?: { bytes: Buffer; fileName: string };
  pages: Map<number, Buffer>;
}

/** Keeps one file part where it belongs. */
async function readFilePart(part: MultipartFile, upload: ReadUpload): Promise<void> {
  const bytes = await part.toBuffer();
  const page = /^page-([1-9][0-9]{0,3})$/.exec(part.fieldname);
  if (part.fieldname === 'pdf' && !upload.pdf) upload.pdf = { bytes, fileName: part.filename };
  else if (page && !upload.pages.has(Number(page[1]))) upload.pages.set(Number(page[1]), bytes);
  else throw badRequest(`Unexpected or repeated file "${part.fieldname}".`, 'bad_upload');
}

/**
 * Browsers always send the length of a FormData upload; requiring it bounds the whole body (Node
 * enforces the framing), and lets an upload that is too large be refused before it is read.
 */
function checkUploadLength(request: FastifyRequest) {
  const length = request.headers['content-length'];
  if (length === undefined)
    throw new AppError(411, 'length_required', 'Send the upload with its Content-Length.');
  if (Number(length) > PUBLISH_LIMITS.uploadBytes) {
    throw tooLarge(`The upload is larger than ${megabytes(PUBLISH_LIMITS.uploadBytes)}.`);
  }
}

/** Reads the whole multipart body: the fields, the PDF and the page pictures page-1 … page-N. */
async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  const upload: ReadUpload = { fields: new Map(), pages: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await readFilePart(part, upload);
      else upload.fields.set(part.fieldname, String((part as MultipartValue).value));
    }
  } catch (error) {
    uploadError(error);
  }
  return upload;
}

/** The checked fields of a PDF upload; the pictures must be numbered 1 … N with none missing. */
function pdfUploadOf(upload: ReadUpload): PdfUpload & { team?: string } {
  const privacy = upload.fields.get('privacy') ?? '';
  if (!(PRIVACIES as readonly string[]).includes(privacy)) {
    throw badRequest(`privacy: must be one of ${PRIVACIES.join(', ')}`, 'invalid_request');
  }
  const title = upload.fields.get('title')?.trim();
  if ((title && !isStorableText(title)) || !isStorableText(upload.pdf?.fileName ?? '')) {
    throw badRequest('The title or file name holds text that cannot be stored.', 'invalid_text');
  }
  if (title && title.length > LIMITS.titleLength) {
    throw badRequest(`title: must be at most ${LIMITS.titleLength} characters`, 'invalid_request');
  }
  if (!upload.pdf) throw badRequest('Choose a PDF file to upload.', 'bad_upload');
  const images: Buffer[] = [];
  for (let n = 1; n <= upload.pages.size; n++) {
    const image = upload.pages.get(n);
    if (!image) throw badRequest(`Page ${n}: its picture is missing.`, 'page_count_mismatch');
    images.push(image);
  }
  const team = upload.fields.get('team');
  if (team !== undefined && !new RegExp(OID_PATTERN).test(team))
    throw badRequest('team: must be a team id', 'invalid_request');
  return {
    privacy: privacy as Privacy,
    team,
    ...(title ? { title } : {}),
    fileName: upload.pdf.fileName.slice(0, PUBLISH_LIMITS.fileNameLength),
    pdf: upload.pdf.bytes,
    images,
  };
}

export async function publishApiRoutes(app: App) {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 40,
      fieldSize: 2000,
      fields: 8,
      fileSize: PUBLISH_LIMITS.pdfBytes,
      files: PUBLISH_LIMITS.pdfPages + 1,
      parts: PUBLISH_LIMITS.pdfPages + 9,
    },
  });

  // An answer sent before an upload was read (refused: CSRF, signed out, too large) closes the
  // connection, as Fastify does for its own body limit; otherwise the unread rest of the body would
  // hold the connection open.
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.readableEnded) reply.header('connection', 'close');
  });

  createRoutes(app);
  pdfRoute(app);
  importRoutes(app);
  templateListRoute(app);
  mediaRoute(app);
}

/** New presentations from a Markdown or JSON source, blank, or from a template. */
function createRoutes(app: App) {
  const createRate = { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } };
  const route = declaredRoutes(app, publishingApi, publishingSchemas);
  app.route({
    ...route('source'),
    bodyLimit: PUBLISH_LIMITS.sourceLength * 8,
    config: createRate,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN_TO_PUBLISH);
      const { team, ...input } = request.body;
      const teamId = await teamToCreateIn(app.db, viewer, team);
      const created = await publishSource(app.handle, viewer.id, { ...input, teamId }).catch(invalidDocument);
      return reply.code(201).send(presentPublished(created));
    },
  });

  app.route({
    ...route('blank'),
    config: createRate,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN_TO_PUBLISH);
      const { privacy, team, kind } = request.body;
      const teamId = await teamToCreateIn(app.db, viewer, team);
      const created = await publishBlank(app.handle, viewer.id, {
        privacy,
        teamId,
        kind,
        title: request.t('create.blank.title'),
        topic: request.t('create.blank.topic'),
      });
      return reply.code(201).send(presentPublished(created));
    },
  });

  app.route({
    ...route('template'),
    config: createRate,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN_TO_PUBLISH);
      const { oid, privacy, team } = request.body;
      const teamId = await teamToCreateIn(app.db, viewer, team);
      const { presentation, access } = await loadFor(app.db, { oid }, viewer, 'presentation.view');
      if (!presentation.is_template) throw badRequest('This presentation is not a template.', 'not_template');
      if (!authorize(viewer, 'presentation.useTemplate', access))
        throw forbidden('This template was taken down and cannot be used.', 'taken_down');
      const created = await publishFromTemplate(app.handle, presentation, viewer.id, privacy, teamId);
      return reply.code(201).send(presentPublished(created));
    },
  });
}

/** A new presentation from a PDF and its page pictures, read from a multipart upload. */
function pdfRoute(app: App) {
  const route = declaredRoutes(app, publishingApi, publishingSchemas);
  app.route({
    ...route('pdf'),
    config: PDF_RATE,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN_TO_PUBLISH);
      checkUploadLength(request);
      const upload = pdfUploadOf(await readUpload(request));
      upload.teamId = await teamToCreateIn(app.db, viewer, upload.team);
      const created = await publishPdf(
        app.handle,
        app.pdfReaders,
        viewer.id,
        upload,
        request.t('create.blank.title'),
      );
      return reply.code(201).send(presentPublished(created));
    },
  });
}

/** The create panel's template list: the same templates /presentation-template/ shows. */
function templateListRoute(app: App) {
  const route = declaredRoutes(app, publishingApi, publishingSchemas);
  app.route({
    ...route('templates'),
    handler: async () => {
      const rows = await listListedPresentations(app.db, {
        templates: true,
        limit: TEMPLATE_LIMIT,
        offset: 0,
      });
      return {
        templates: rows.map((row) => ({ oid: row.oid, title: row.title, thumbnail: thumbnailPath(row) })),
      };
    },
  });
}

/**
 * Uploaded pictures: named by their content hash, so they never change and may be cached forever.
 * This route is more specific than the static /media/ files, so it answers first.
 */
function mediaRoute(app: App) {
  const MediaParams = Type.Object({ key: Type.String({ maxLength: 100 }) });
  app.get('/media/u/:key', { schema: { params: MediaParams } }, async (request, reply) => {
    const { key } = request.params;
    // A taken-down presentation's pictures are gone too, except to its owner.
    const file = MEDIA_KEY.test(key)
      ? await findMediaByKey(app.db, key, request.actor.viewer?.id ?? null)
      : undefined;
    if (!file) throw notFound('This picture does not exist.');
    return reply
      .type(file.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${key}"`)
      .send(file.bytes);
  });
}
