// Wire schemas of the publishing calls (decision 084): the one declaration of what each create
// call under /api/v4/presentations/ and Make a copy take and answer. The routes are validated with
// them, the OpenAPI document is generated from them, and contracts.ts derives the types the browser
// uses from them (as types only: the browser never loads TypeBox).
import Type from 'typebox';
import { PRIVACIES } from '../../kernel/document/import-metadata';
import { OID_PATTERN } from '../../kernel/ids';
import { APPROXIMATIONS, DROPS, KEPT_KINDS } from '../../kernel/import/pptx/report';
import { PUBLISH_LIMITS } from '../../kernel/limits';
import { AuthKeyQuery, Oid, OidParams, responses } from '../../platform/http/edge';

/** What every create call answers: where the new presentation is, and where to edit it. */
export const Published = Type.Object({ oid: Type.String(), path: Type.String(), editUrl: Type.String() });
/** What Make a copy answers: the copy, opened in the editor. */
export const CopyResult = Type.Object({ oid: Type.String(), redirectUrl: Type.String() });
/** A template in the create panel's list. */
export const TemplateCard = Type.Object({
  oid: Type.String(),
  title: Type.String(),
  thumbnail: Type.String(),
});

const PrivacyField = Type.Enum([...PRIVACIES]);
/** Made in a team: its tid; the caller must be a member who makes presentations there. */
const TeamField = Type.Optional(Type.String({ pattern: OID_PATTERN }));
const SourceBody = Type.Object(
  {
    source: Type.String({ minLength: 1, maxLength: PUBLISH_LIMITS.sourceLength }),
    privacy: PrivacyField,
    /** From an uploaded file's extension; pasted text is recognised by its first character. */
    format: Type.Optional(Type.Enum(['markdown', 'json'])),
    team: TeamField,
  },
  { additionalProperties: false },
);
export const BlankBody = Type.Object(
  {
    privacy: PrivacyField,
    team: TeamField,
    /** A canvas deck or a Markdown one; older clients send none and get Markdown, as before. */
    kind: Type.Optional(Type.Enum(['canvas', 'markdown'])),
  },
  { additionalProperties: false },
);
const TemplateBody = Type.Object(
  { oid: Oid, privacy: PrivacyField, team: TeamField },
  { additionalProperties: false },
);
const Created = responses({ 201: Published });

/** A line of an import report: its code, how often, and what kind or detail it names (kernel/import/pptx/report.ts). */
const reportEntry = <Code extends string>(codes: readonly Code[]) =>
  Type.Object({
    code: Type.Enum([...codes]),
    count: Type.Integer(),
    kind: Type.Optional(Type.String()),
    detail: Type.Optional(Type.String()),
  });

/** What an import kept, approximated, left for a picture and dropped, slide by slide. */
export const ImportReport = Type.Object({
  slides: Type.Array(
    Type.Object({
      index: Type.Integer(),
      title: Type.String(),
      hidden: Type.Boolean(),
      kept: Type.Array(Type.Object({ kind: Type.Enum([...KEPT_KINDS]), count: Type.Integer() })),
      approximated: Type.Array(reportEntry(APPROXIMATIONS)),
      pictured: Type.Array(reportEntry(['placeholder', 'placeholder-with-text'])),
      dropped: Type.Array(reportEntry(DROPS)),
    }),
  ),
  totals: Type.Object({
    slides: Type.Integer(),
    hiddenSlides: Type.Integer(),
    elements: Type.Integer(),
    pictures: Type.Integer(),
    approximated: Type.Integer(),
    pictured: Type.Integer(),
    dropped: Type.Integer(),
  }),
});
/** What an import answers: the new canvas deck, where to edit it, and the import's report. */
export const Imported = Type.Object({
  oid: Type.String(),
  path: Type.String(),
  editUrl: Type.String(),
  reportUrl: Type.String(),
  report: ImportReport,
});
/** A stored import report, for its presentation's owner and editors. */
export const StoredImportReport = Type.Object({
  format: Type.String(),
  fileName: Type.String(),
  createdAt: Type.String(),
  report: ImportReport,
});

/** The publishing calls by name; contracts.ts gives each its method and path. */
export const publishingSchemas = {
  source: { body: SourceBody, response: Created },
  blank: { body: BlankBody, response: Created },
  template: { body: TemplateBody, response: Created },
  /** A multipart body (the PDF and its page pictures), read and checked by the route itself. */
  pdf: { response: Created },
  /** A multipart body (one .pptx `file`, `privacy`, `title`, `team`), read and checked by the route itself. */
  import: { response: responses({ 201: Imported }) },
  importReport: { params: OidParams, response: responses({ 200: StoredImportReport }) },
  templates: { response: responses({ 200: Type.Object({ templates: Type.Array(TemplateCard) }) }) },
  copy: { params: OidParams, querystring: AuthKeyQuery, response: responses({ 201: CopyResult }) },
};
