// Wire schemas of the viewing calls (decision 084): the one declaration of what the player's data,
// the view calls and like and unlike under /api/v4/presentation/ take and answer. The routes are
// validated with them, the OpenAPI document is generated from them, and contracts.ts derives the
// types the browser uses from them (as types only: the browser never loads TypeBox).
import Type, { type Static, type TSchema } from 'typebox';
import type { PresentationDocument } from '../../kernel/document/document';
import { PRIVACIES } from '../../kernel/document/import-metadata';
import type { VideoMedia } from '../../kernel/media/media';
import { AuthKeyQuery, OidParams, responses, ViewLinkId } from '../../platform/http/edge';
import type { OwnerData } from '../accounts';
import { BrandStyleBody } from '../brand';
import type { PlayerData } from '../decks';
import { EditsBody, type RecordingPlayback, TimelineBody, VIDEO_MIME_TYPES } from '../recordings';

/**
 * Compile-time: the schema's static type and the interface are the same type. The player's data
 * stays an interface in src/features/decks/contracts.ts (the player, the editor, the studio and the
 * pages read it, with its document typed by the document model); this keeps the two the same.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function matches<S extends TSchema, T>(
  schema: S,
  ..._proof: Same<Static<S>, T> extends true ? [] : [never]
): S {
  return schema;
}

const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

const OwnerBody = matches<ReturnType<typeof ownerSchema>, OwnerData>(ownerSchema());
function ownerSchema() {
  return Type.Object({
    oid: Type.String(),
    username: Type.String(),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    publicDisplayName: Nullable(Type.String()),
    email: Type.Null(),
    avatar: Type.Object({ initials: Type.String(), colour: Type.String() }),
  });
}

const VideoMediaBody = matches<ReturnType<typeof videoMediaSchema>, VideoMedia>(videoMediaSchema());
function videoMediaSchema() {
  return Type.Object({ video: Type.String(), captions: Type.String(), preview: Type.String() });
}

/** The document is validated when it is published (kernel/document/document.ts); here it is passed through. */
const DocumentBody = Type.Unsafe<PresentationDocument>({ type: 'object', additionalProperties: true });

const RecordingPlaybackBody = matches<ReturnType<typeof recordingSchema>, RecordingPlayback>(
  recordingSchema(),
);
function recordingSchema() {
  return Type.Object({
    takes: Type.Array(
      Type.Object({
        videoUrl: Type.String(),
        mimeType: Type.Enum([...VIDEO_MIME_TYPES]),
        durationMs: Type.Integer(),
        programStartMs: Type.Integer(),
        programDurationMs: Type.Integer(),
        edits: EditsBody,
        timeline: TimelineBody,
        captionsUrl: Nullable(Type.String()),
        captions: Type.String(),
      }),
    ),
    videoUrl: Type.String(),
    mimeType: Type.Enum([...VIDEO_MIME_TYPES]),
    durationMs: Type.Integer(),
    programDurationMs: Type.Integer(),
    edits: EditsBody,
    timeline: TimelineBody,
    chapters: Type.Array(Type.Object({ atMs: Type.Integer(), step: Type.Integer(), title: Type.String() })),
    captionsUrl: Nullable(Type.String()),
    captions: Type.String(),
    coverMs: Type.Integer(),
    coverTake: Type.Integer(),
  });
}

/** What the player downloads (GET /api/v4/presentation/{oid}/): the document with its brand and recording. */
export const PlayerDataBody = matches<ReturnType<typeof playerDataSchema>, PlayerData>(playerDataSchema());
function playerDataSchema() {
  return Type.Object({
    oid: Type.String(),
    title: Type.String(),
    kind: Type.Enum(['deck', 'video']),
    schemaVersion: Type.Enum(['0', '2', '3']),
    privacy: Type.Enum([...PRIVACIES]),
    document: DocumentBody,
    media: Nullable(VideoMediaBody),
    recording: Nullable(RecordingPlaybackBody),
    thumbnail: Type.String(),
    owner: OwnerBody,
    lastModified: Type.String(),
    lastModifiedDateString: Type.String(),
    likesCount: Type.Integer(),
    hasLiked: Type.Boolean(),
    viewCount: Type.Integer(),
    tags: Type.Array(Type.String()),
    viewerRights: Type.Object({ edit: Type.Boolean(), comment: Type.Boolean() }),
    prezilink: Nullable(Type.Object({ link_id: Type.String() })),
    brand: Type.Optional(Nullable(BrandStyleBody)),
  });
}

/** What like and unlike answer. */
export const LikeState = Type.Object({ likesCount: Type.Integer(), hasLiked: Type.Boolean() });

/**
 * What the view call answers: whether this call counted, the count now, and the visit the browser
 * reports its steps to (none for a bot).
 */
export const ViewCount = Type.Object({
  counted: Type.Boolean(),
  viewCount: Type.Integer(),
  visitId: Type.Optional(Type.String()),
});

/** The view calls' optional body: the address of the page the visitor came from (document.referrer). */
const ViewBody = Type.Object(
  { referrer: Type.Optional(Type.String({ maxLength: 2048 })) },
  { additionalProperties: false },
);
/** A like through a share link, for a private presentation: the spec's `?auth_key=…&key_type=prezilink`. */
const ViewLinkQuery = Type.Object({ auth_key: ViewLinkId, key_type: Type.Literal('prezilink') });

const like = { params: OidParams, response: responses({ 200: LikeState }) };
const likeByLink = { querystring: ViewLinkQuery, response: responses({ 200: LikeState }) };
const view = {
  params: OidParams,
  querystring: AuthKeyQuery,
  body: ViewBody,
  response: responses({ 200: ViewCount }),
};

/** The viewing calls by name; contracts.ts gives each its method and path. */
export const viewingSchemas = {
  player: { params: OidParams, querystring: AuthKeyQuery, response: responses({ 200: PlayerDataBody }) },
  view,
  embedView: view,
  like,
  unlike: like,
  likeByLink,
  unlikeByLink: likeByLink,
};
