// Wire schemas of the recording calls (decision 084): the one declaration of what the resumable
// upload (/api/v4/video-uploads/), publishing, editing, re-recording, the cover picture and the
// list of a person's own recordings (/api/v4/recordings/) take and answer; contracts.ts says what
// each call means and which refusals it answers. The routes are validated with these, the OpenAPI
// document is generated from them, and contracts.ts derives the types the studio and the editor
// use from them (as types only: the browser never loads TypeBox).
import Type from 'typebox';
import { PRIVACIES } from '../../kernel/document/import-metadata';
import { LIMITS, RECORDING_LIMITS } from '../../kernel/limits';
import { NO_CONTENT, Oid, OidParams, responses } from '../../platform/http/edge';
import { VIDEO_MIME_TYPES } from './rules';

const Ms = Type.Integer({ minimum: 0 });
/** A take's edit decision list: its trim and the parts cut out, in its own file's time. */
export const EditsBody = Type.Object(
  {
    startMs: Ms,
    endMs: Ms,
    cuts: Type.Array(Type.Object({ fromMs: Ms, toMs: Ms }, { additionalProperties: false }), {
      maxItems: 50,
    }),
  },
  { additionalProperties: false },
);
/** Which step showed when, in a take's own time. */
export const TimelineBody = Type.Array(
  Type.Object({ atMs: Ms, step: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
  { maxItems: 5000 },
);

const UploadId = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' });
const UploadParams = Type.Object({ id: UploadId });
const Offset = Type.String({ pattern: '^(0|[1-9][0-9]{0,14})$' });

/** What the browser is about to send (`durationMs` as it measured it, checked against the file's). */
export const UploadDeclaration = Type.Object(
  {
    bytes: Type.Integer({ minimum: 1, maximum: 2 ** 52 }),
    mimeType: Type.Enum([...VIDEO_MIME_TYPES]),
    durationMs: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
  },
  { additionalProperties: false },
);
/** A declared upload: its id (22 characters of base64url) and the most bytes one PUT may carry. */
export const UploadCreated = Type.Object({
  id: Type.String(),
  offset: Type.Literal(0),
  chunkBytes: Type.Integer(),
});
/** The bytes the server now holds. */
export const UploadProgress = Type.Object({ offset: Type.Integer() });
const ConflictBody = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
  offset: Type.Optional(Type.Integer()),
});
/** An upload's state; `reason` says why a rejected one was refused, null otherwise. */
export const UploadStatus = Type.Object({
  offset: Type.Integer(),
  bytes: Type.Integer(),
  state: Type.Enum(['uploading', 'complete', 'rejected']),
  reason: Type.Union([Type.String(), Type.Null()]),
});

const Captions = Type.String({ maxLength: RECORDING_LIMITS.captionsBytes });
const CoverMs = Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 });
/** Publishing a complete upload as a video presentation over the deck `deckOid`. */
export const PublishRecording = Type.Object(
  {
    uploadId: UploadId,
    deckOid: Oid,
    title: Type.String({ minLength: 1, maxLength: LIMITS.titleLength * 2 }),
    privacy: Type.Enum([...PRIVACIES]),
    timeline: TimelineBody,
    edits: EditsBody,
    captions: Captions,
    coverMs: CoverMs,
  },
  { additionalProperties: false },
);
/** One take's edits and captions, in its own file's time. */
export const TakeEdits = Type.Object(
  { edits: EditsBody, captions: Captions },
  { additionalProperties: false },
);
/** The editor's save: the first take's edits and captions, the cover, and the later takes' edits. */
export const RecordingEdits = Type.Object(
  {
    edits: EditsBody,
    captions: Captions,
    coverMs: CoverMs,
    coverTake: Type.Optional(Type.Integer({ minimum: 0, maximum: RECORDING_LIMITS.takes })),
    laterTakes: Type.Optional(Type.Array(TakeEdits, { maxItems: RECORDING_LIMITS.takes })),
  },
  { additionalProperties: false },
);
/** A new take, re-recorded from step `fromStep`. */
export const RecordingTake = Type.Object(
  {
    uploadId: UploadId,
    fromStep: Type.Integer({ minimum: 0, maximum: 100_000 }),
    timeline: TimelineBody,
    edits: EditsBody,
    captions: Captions,
  },
  { additionalProperties: false },
);
/** A published or changed recording: its oid and its view page. */
export const PublishedRecording = Type.Object({ oid: Type.String(), path: Type.String() });

/** A page number in a query: 1 to 999, so the listing stays bounded however it is asked. */
const ListPage = Type.String({ pattern: '^[1-9][0-9]{0,2}$' });
/**
 * One of the person's own recordings, as the editor's video picker lists it: its length as a
 * viewer sees it (every take, trimmed and cut) and its cover picture (the drawn title card until
 * a cover frame is sent).
 */
export const OwnRecording = Type.Object({
  oid: Type.String(),
  title: Type.String(),
  durationMs: Type.Integer({ minimum: 0 }),
  cover: Type.String(),
  updatedAt: Type.String(),
});
/** One page of them, and whether there are more. */
export const OwnRecordings = Type.Object({
  items: Type.Array(OwnRecording),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

/**
 * The recording calls by name; contracts.ts gives each its method and path. A chunk and the cover
 * picture are sent as the body itself (read by their routes' own parsers), so they declare no body.
 */
export const recordingsSchemas = {
  declareUpload: { body: UploadDeclaration, response: responses({ 201: UploadCreated }) },
  sendChunk: {
    params: UploadParams,
    querystring: Type.Object({ offset: Offset }, { additionalProperties: false }),
    response: responses({ 200: UploadProgress, 409: ConflictBody }),
  },
  uploadStatus: { params: UploadParams, response: responses({ 200: UploadStatus }) },
  abandonUpload: { params: UploadParams, response: responses(NO_CONTENT) },
  publish: { body: PublishRecording, response: responses({ 201: PublishedRecording }) },
  edit: { params: OidParams, body: RecordingEdits, response: responses({ 200: PublishedRecording }) },
  addTake: { params: OidParams, body: RecordingTake, response: responses({ 201: PublishedRecording }) },
  cover: { params: OidParams, response: responses({ 200: Type.Object({ image: Type.String() }) }) },
  ownRecordings: {
    querystring: Type.Object({ page: Type.Optional(ListPage) }, { additionalProperties: false }),
    response: responses({ 200: OwnRecordings }),
  },
};
