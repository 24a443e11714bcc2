// Metadata that travels with an imported presentation: Markdown front matter or a JSON wrapper.
import Type, { type Static } from 'typebox';
import { Value } from 'typebox/value';
import { VIEW_LINK_ID_PATTERN } from '../ids';
import { LIMITS } from '../limits';
import { DocumentError, messageOf } from './document';
import { THEME_NAMES, type ThemeName } from './themes';

export const PRIVACIES = ['public', 'reusable', 'private'] as const;
export type Privacy = (typeof PRIVACIES)[number];

const MetadataSchema = Type.Object(
  {
    owner: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    privacy: Type.Optional(Type.Enum([...PRIVACIES])),
    tags: Type.Optional(
      Type.Array(
        Type.String({ minLength: 1, maxLength: LIMITS.tagLength, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
        {
          maxItems: LIMITS.tagsPerPresentation,
        },
      ),
    ),
    description: Type.Optional(Type.String({ maxLength: LIMITS.descriptionLength })),
    curated: Type.Optional(Type.Boolean()),
    schema: Type.Optional(Type.Enum(['0', '2', '3'])),
    viewLink: Type.Optional(Type.String({ pattern: VIEW_LINK_ID_PATTERN })),
    template: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60 })),
    views: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    theme: Type.Optional(Type.Enum([...THEME_NAMES])),
  },
  { additionalProperties: false },
);

export type ImportMetadata = Omit<Static<typeof MetadataSchema>, 'theme' | 'tags' | 'privacy' | 'schema'> & {
  /** '0' or '2' in front matter (Markdown cannot write a canvas deck); a JSON document's own version. */
  schema?: '0' | '2' | '3';
  theme: ThemeName;
  tags: string[];
  privacy: Privacy;
};

export function parseMetadata(value: unknown, where: string): ImportMetadata {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DocumentError([`${where}: must be a set of "key: value" lines`]);
  }
  const problems = [...Value.Errors(MetadataSchema, value)]
    .filter((e) => e.keyword !== 'additionalProperties')
    .map((e) => {
      const field = e.instancePath
        .slice(1)
        .replace(/\/(\d+)/g, '[$1]')
        .replaceAll('/', '.');
      return `${where} ${field || 'block'}: ${messageOf(e)}`;
    });
  if (problems.length > 0) throw new DocumentError(problems);
  const meta = value as Static<typeof MetadataSchema> & {
    schema?: '0' | '2' | '3';
    theme?: ThemeName;
    privacy?: Privacy;
  };
  return { ...meta, theme: meta.theme ?? 'ocean', tags: meta.tags ?? [], privacy: meta.privacy ?? 'public' };
}
