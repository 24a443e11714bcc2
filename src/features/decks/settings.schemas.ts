// Wire schemas of a presentation's settings calls (decision 084): the one declaration of what
// changing its settings, deleting it and managing its collaborators take and answer, under
// /api/v4/presentation/{oid}/. The routes (settings.routes.ts) are validated with them, the OpenAPI
// document is generated from them, and settings.contracts.ts derives the types the settings page and
// the browser use (as types only: the browser never loads TypeBox). Its share links' calls are the
// sharing feature's (sharing/schemas.ts).
import Type, { type TSchema } from 'typebox';
import { PRIVACIES } from '../../kernel/document/import-metadata';
import { LIMITS } from '../../kernel/limits';
import { NO_CONTENT, Oid, OidParams, responses } from '../../platform/http/edge';

const Nullable = <S extends TSchema>(schema: S, options?: { description: string }) =>
  Type.Union([schema, Type.Null()], options);
const Privacy = Type.Enum([...PRIVACIES]);
const Role = Type.Enum(['edit', 'comment']);

/** A presentation's settings as its settings page shows them. */
export const SettingsDataBody = Type.Object({
  oid: Type.String(),
  title: Type.String(),
  descriptionHtml: Type.String(),
  tags: Type.Array(Type.String()),
  privacy: Privacy,
  embedDomains: Nullable(Type.Array(Type.String()), {
    description: 'The sites that may embed it, or null: anywhere.',
  }),
  allowDownloads: Type.Boolean({ description: 'Visitors may download it (share links may say otherwise).' }),
  hasOriginalPdf: Type.Boolean({
    description: 'A PDF deck whose uploaded PDF was kept: visitors may download the original too.',
  }),
  kind: Type.Enum(['deck', 'video']),
  hiddenReason: Nullable(Type.String(), {
    description: 'Why staff took it down, when they did (only its owner still sees it).',
  }),
  updatedAt: Type.String(),
  thumbnail: Type.String({ description: "The thumbnail's address." }),
  viewPath: Type.String(),
  editPath: Type.String(),
  statsPath: Type.String(),
});

/** A collaborator as its owner sees them: by name and username, never by e-mail. */
export const CollaboratorBody = Type.Object({
  username: Type.String(),
  displayName: Type.String(),
  role: Role,
});

/** The settings to change: only the fields sent change. */
const SettingsBody = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: LIMITS.titleLength * 2 })),
    // HTML carries markup around the text: allow room for it; the text itself is checked after sanitising.
    descriptionHtml: Type.Optional(Type.String({ maxLength: LIMITS.descriptionLength * 4 })),
    description: Type.Optional(
      Type.String({
        maxLength: LIMITS.descriptionLength,
        description: 'Markdown, instead of descriptionHtml.',
      }),
    ),
    tags: Type.Optional(
      Type.Array(Type.String({ maxLength: LIMITS.tagLength * 2 }), {
        maxItems: LIMITS.tagsPerPresentation * 3,
      }),
    ),
    privacy: Type.Optional(Privacy),
    // The sites that may embed it; null or [] for anywhere. Entries are checked by the service.
    embedDomains: Type.Optional(Nullable(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 }))),
    allowDownloads: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

const CollaboratorParams = Type.Object({
  oid: Oid,
  username: Type.String({ minLength: 1, maxLength: LIMITS.usernameLength.max }),
});
const AddCollaboratorBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: LIMITS.emailLength, description: 'Their username.' }),
    role: Role,
  },
  { additionalProperties: false },
);
const OneCollaborator = Type.Object({ collaborator: CollaboratorBody });

/** The settings calls by name; settings.contracts.ts gives each its method and path. */
export const settingsSchemas = {
  update: { params: OidParams, body: SettingsBody, response: responses({ 200: SettingsDataBody }) },
  remove: { params: OidParams, response: responses(NO_CONTENT) },
  collaborators: {
    params: OidParams,
    response: responses({ 200: Type.Object({ collaborators: Type.Array(CollaboratorBody) }) }),
  },
  addCollaborator: {
    params: OidParams,
    body: AddCollaboratorBody,
    response: responses({ 201: OneCollaborator }),
  },
  changeCollaborator: {
    params: CollaboratorParams,
    body: Type.Object({ role: Role }, { additionalProperties: false }),
    response: responses({ 200: OneCollaborator }),
  },
  removeCollaborator: { params: CollaboratorParams, response: responses(NO_CONTENT) },
};
