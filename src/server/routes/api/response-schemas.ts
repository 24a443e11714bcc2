// Response schemas of the JSON calls: what Fastify serialises (fast-json-stringify) and the
// documented wire shape of each contract. Each is checked against its contract type at compile
// time (`Matches` below), so a field added to a contract and not here fails `tsc`.
import Type, { type Static, type TSchema } from 'typebox';
import type { CollaboratorData, PresentationSettings, ViewLinkData } from '../../../contracts/manage';
import type {
  LikeState,
  OwnerData,
  PlayerData,
  VideoMedia,
  ViewCount,
} from '../../../contracts/presentation';
import type { PresentationStats } from '../../../features/analytics/contracts';
import { BrandStyleBody } from '../../../features/brand';
import { type RecordingPlayback, VIDEO_MIME_TYPES } from '../../../features/recordings/contracts';
import { EditsBody, TimelineBody } from '../../../features/recordings/schemas';
import type { PresentationDocument } from '../../../kernel/document/document';
import { PRIVACIES } from '../../../kernel/document/import-metadata';

/** Compile-time: the schema's static type and the contract are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function matches<S extends TSchema, T>(
  schema: S,
  ..._proof: Same<Static<S>, T> extends true ? [] : [never]
): S {
  return schema;
}

const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);
const Privacy = Type.Enum([...PRIVACIES]);
const Kind = Type.Enum(['deck', 'video']);
const SchemaVersion = Type.Enum(['0', '2']);

export const OwnerBody = matches<ReturnType<typeof ownerSchema>, OwnerData>(ownerSchema());
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

export const PlayerDataBody = matches<ReturnType<typeof playerDataSchema>, PlayerData>(playerDataSchema());
function playerDataSchema() {
  return Type.Object({
    oid: Type.String(),
    title: Type.String(),
    kind: Kind,
    schemaVersion: SchemaVersion,
    privacy: Privacy,
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

export const LikeStateBody = matches<ReturnType<typeof likeSchema>, LikeState>(likeSchema());
function likeSchema() {
  return Type.Object({ likesCount: Type.Integer(), hasLiked: Type.Boolean() });
}

export const ViewCountBody = matches<ReturnType<typeof viewCountSchema>, ViewCount>(viewCountSchema());
function viewCountSchema() {
  return Type.Object({
    counted: Type.Boolean(),
    viewCount: Type.Integer(),
    visitId: Type.Optional(Type.String()),
  });
}

export const PresentationStatsBody = matches<ReturnType<typeof statsSchema>, PresentationStats>(
  statsSchema(),
);
function statsSchema() {
  const count = Type.Integer();
  return Type.Object({
    days: count,
    totals: Type.Object({ views: count, likes: count }),
    period: Type.Object({
      views: count,
      uniqueVisitors: count,
      likes: count,
      shares: count,
      embedsCopied: count,
      downloads: count,
      started: count,
      completed: count,
      completionRate: Type.Number(),
      watchMs: count,
      avgViewMs: Nullable(count),
    }),
    viewsPerDay: Type.Array(Type.Object({ day: Type.String(), views: count })),
    steps: Type.Array(Type.Object({ step: count, sessions: count, medianMs: Nullable(Type.Number()) })),
    referrers: Type.Array(Type.Object({ site: Nullable(Type.String()), views: count })),
    embeds: Type.Array(Type.Object({ site: Type.String(), views: count })),
    links: Type.Array(
      Type.Object({
        linkId: Type.String(),
        name: Nullable(Type.String()),
        views: count,
        uniqueVisitors: count,
        completionRate: Type.Number(),
        avgMs: Nullable(count),
        downloads: count,
        lastViewAt: Nullable(Type.String()),
        state: Type.Union([Type.Literal('live'), Type.Literal('expired'), Type.Literal('revoked')]),
        steps: Type.Array(Type.Object({ step: count, reached: count, avgMs: Nullable(count) })),
        visitors: Type.Array(
          Type.Object({
            email: Type.String(),
            firstSeenAt: Type.String(),
            lastSeenAt: Type.String(),
            views: count,
            stepsSeen: count,
            stepMs: Type.Array(Nullable(count)),
          }),
        ),
      }),
    ),
  });
}

export const SettingsDataBody = matches<ReturnType<typeof settingsSchema>, PresentationSettings>(
  settingsSchema(),
);
function settingsSchema() {
  return Type.Object({
    oid: Type.String(),
    title: Type.String(),
    descriptionHtml: Type.String(),
    tags: Type.Array(Type.String()),
    privacy: Privacy,
    embedDomains: Nullable(Type.Array(Type.String())),
    allowDownloads: Type.Boolean(),
    hasOriginalPdf: Type.Boolean(),
    kind: Kind,
    hiddenReason: Nullable(Type.String()),
    updatedAt: Type.String(),
    thumbnail: Type.String(),
    viewPath: Type.String(),
    editPath: Type.String(),
    statsPath: Type.String(),
  });
}

export const ViewLinkBody = matches<ReturnType<typeof viewLinkSchema>, ViewLinkData>(viewLinkSchema());
function viewLinkSchema() {
  return Type.Object({
    linkId: Type.String(),
    url: Type.String(),
    createdAt: Type.String(),
    createdBy: Nullable(Type.String()),
    revokedAt: Nullable(Type.String()),
    name: Nullable(Type.String()),
    hasPassword: Type.Boolean(),
    expiresAt: Nullable(Type.String()),
    requireEmail: Type.Boolean(),
    verifyEmail: Type.Boolean(),
    allowedDomains: Type.Array(Type.String()),
    notify: Type.Enum(['off', 'first', 'every']),
    download: Type.Enum(['inherit', 'allow', 'forbid']),
  });
}

export const CollaboratorBody = matches<ReturnType<typeof collaboratorSchema>, CollaboratorData>(
  collaboratorSchema(),
);
function collaboratorSchema() {
  return Type.Object({
    username: Type.String(),
    displayName: Type.String(),
    role: Type.Enum(['edit', 'comment']),
  });
}
