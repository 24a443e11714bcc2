// Importing another program's presentation: a PowerPoint file (.pptx) uploaded as multipart becomes
// an editable canvas deck, answered with its import report; the report is kept, and its owner and
// editors may read it again. Registered by routes.ts inside its multipart scope, so an answer sent
// before the upload was read closes the connection as the PDF upload's does.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PRIVACIES, type Privacy } from '../../kernel/document/import-metadata';
import { OID_PATTERN } from '../../kernel/ids';
import { IMPORT_LIMITS, LIMITS } from '../../kernel/limits';
import { editPath, presentationPath } from '../../kernel/paths';
import { isStorableText } from '../../kernel/text';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { AppError, badRequest, notFound, tooLarge } from '../../platform/http/errors';
import { loadFor } from '../access';
import { requireViewer } from '../accounts';
import { teamToCreateIn } from '../teams';
import { publishingApi } from './contracts';
import { importReportOf } from './import-report.service';
import { type PptxUpload, publishPptx } from './pptx-publish.service';
import { publishingSchemas } from './schemas';

const MB = 1024 * 1024;
const LOG_IN_TO_IMPORT = 'Log in to import a presentation.';

interface ReadImport {
  fields: Map<string, string>;
  file?: { bytes: Buffer; fileName: string };
}

/**
 * Browsers always send the length of a FormData upload; requiring it bounds the whole body, and lets
 * an upload that is too large be refused before it is read.
 */
function checkUploadLength(request: FastifyRequest) {
  const length = request.headers['content-length'];
  if (length === undefined)
    throw new AppError(411, 'length_required', 'Send the upload with its Content-Length.');
  if (Number(length) > IMPORT_LIMITS.uploadBytes)
    throw tooLarge(`The upload is larger than ${IMPORT_LIMITS.uploadBytes / MB} MB.`);
}

/** The multipart reader's own errors (limits, wrong content type) as clear answers. */
function uploadError(error: unknown): never {
  if (error instanceof AppError) throw error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    throw tooLarge(`The presentation is larger than ${Math.floor(IMPORT_LIMITS.fileBytes / MB)} MB.`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    throw badRequest('Send one file, with the privacy, title and team fields only.', 'bad_upload');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    throw badRequest('Send the presentation as multipart/form-data.', 'bad_upload');
  throw badRequest('The upload could not be read; try again.', 'bad_upload');
}

async function readImport(request: FastifyRequest): Promise<ReadImport> {
  const upload: ReadImport = { fields: new Map() };
  try {
    const parts = request.parts({
      limits: {
        fieldNameSize: 40,
        fieldSize: 2000,
        fields: 6,
        files: 1,
        parts: 7,
        fileSize: IMPORT_LIMITS.fileBytes,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'file' || upload.file)
          throw badRequest(`Unexpected or repeated file "${file.fieldname}".`, 'bad_upload');
        upload.file = { bytes: await file.toBuffer(), fileName: file.filename };
      } else upload.fields.set(part.fieldname, String((part as MultipartValue).value));
    }
  } catch (error) {
    uploadError(error);
  }
  return upload;
}

/** The checked fields of an import upload. */
function importUploadOf(upload: ReadImport): PptxUpload & { team?: string } {
  const privacy = upload.fields.get('privacy') ?? '';
  if (!(PRIVACIES as readonly string[]).includes(privacy))
    throw badRequest(`privacy: must be one of ${PRIVACIES.join(', ')}`, 'invalid_request');
  const title = upload.fields.get('title')?.trim();
  if ((title && !isStorableText(title)) || !isStorableText(upload.file?.fileName ?? ''))
    throw badRequest('The title or file name holds text that cannot be stored.', 'invalid_text');
  if (title && title.length > LIMITS.titleLength)
    throw badRequest(`title: must be at most ${LIMITS.titleLength} characters`, 'invalid_request');
  const team = upload.fields.get('team');
  if (team !== undefined && !new RegExp(OID_PATTERN).test(team))
    throw badRequest('team: must be a team id', 'invalid_request');
  if (!upload.file || upload.file.bytes.length === 0)
    throw badRequest('Choose a PowerPoint presentation (.pptx) to upload.', 'bad_upload');
  return {
    privacy: privacy as Privacy,
    team,
    ...(title ? { title } : {}),
    fileName: upload.file.fileName.slice(0, IMPORT_LIMITS.fileNameLength),
    bytes: upload.file.bytes,
  };
}

const reportPath = (oid: string) => publishingApi.importReport.path.replace(':oid', oid);

export function importRoutes(app: App) {
  const route = declaredRoutes(app, publishingApi, publishingSchemas);
  // Per person, the other creates' allowance a minute (the route's own limit); per address, for
  // everyone behind it together, three times that. The plugin runs one limit hook per request, so
  // the address's is counted here, before the person's.
  const perAddress = app.createRateLimit({
    max: app.config.rateLimits.creates * 3,
    timeWindow: '1 minute',
    keyGenerator: (request) => `import-ip|${request.ip}`,
  });
  const limitAddress = async (request: FastifyRequest) => {
    const limit = await perAddress(request);
    if (!limit.isAllowed && limit.isExceeded)
      throw new AppError(
        429,
        'rate_limited',
        'Too many imports from your network. Try again in a minute.',
        limit.ttlInSeconds,
      );
  };
  app.route({
    ...route('import'),
    config: {
      rateLimit: {
        max: app.config.rateLimits.creates,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => `import|${request.actor?.viewer?.id ?? request.ip}`,
      },
    },
    onRequest: limitAddress,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN_TO_IMPORT);
      checkUploadLength(request);
      const upload = importUploadOf(await readImport(request));
      const teamId = await teamToCreateIn(app.db, viewer, upload.team);
      const { presentation, report } = await publishPptx(app.handle, app.pptxImporters, viewer.id, {
        ...upload,
        teamId,
      });
      return reply.code(201).send({
        oid: presentation.oid,
        path: presentationPath(presentation),
        editUrl: editPath(presentation),
        reportUrl: reportPath(presentation.oid),
        report,
      });
    },
  });

  app.route({
    ...route('importReport'),
    handler: async (request) => {
      const viewer = requireViewer(request);
      const { presentation } = await loadFor(
        app.db,
        { oid: request.params.oid },
        viewer,
        'presentation.edit',
      );
      const stored = await importReportOf(app.db, presentation.id);
      if (!stored) throw notFound('This presentation was not imported from a file.');
      return stored;
    },
  });
}
