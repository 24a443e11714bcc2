// The presentation document model (DESIGN §4) and its validation.
// Schema '2' ("next"): topics on a ring, subtopics on a ring inside their topic.
// Schema '0' ("classic"): frames placed freely with an explicit path.
// Schema '3' (the canvas, canvas/model.ts): validated by canvas/validate.ts.
import Type from 'typebox';
import { LIMITS } from '../limits';
import type { CanvasDocument } from './canvas/model';
import { canvasImages, canvasPlainText } from './canvas/text';
import { parseCanvasDocument } from './canvas/validate';
import { DocumentError, problemsOf } from './schema-problems';
import { THEME_NAMES, type ThemeName } from './themes';

export { DocumentError, messageOf } from './schema-problems';

export const STYLE_CLASSES = ['title', 'subtitle', 'subtitle_2', 'body', 'body_2'] as const;
export type StyleClass = (typeof STYLE_CLASSES)[number];

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const ImageRef = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '^(media/[A-Za-z0-9._-]+|/media/[A-Za-z0-9/._-]+|https://\\S+)$',
});

const ParagraphSchema = Type.Object(
  {
    text: Type.String({ maxLength: LIMITS.textLength }),
    listType: Type.Optional(Type.Literal('BULLET')),
    biggestFontSize: Type.Number({ minimum: 4, maximum: 400 }),
  },
  { additionalProperties: false },
);

const TextSchema = Type.Object(
  {
    id: Id,
    styleClasses: Type.Array(Type.Enum([...STYLE_CLASSES]), { maxItems: 5 }),
    paragraphs: Type.Array(ParagraphSchema, { maxItems: LIMITS.paragraphsPerText }),
  },
  { additionalProperties: false },
);

const ThemeSchema = Type.Enum([...THEME_NAMES]);
const Texts = Type.Array(TextSchema, { maxItems: LIMITS.textsPerTopic });
const Title = Type.String({ minLength: 1, maxLength: LIMITS.titleLength });

// Topics nest at most LIMITS.topicDepth (3) levels, so the schema is spelled out level by level.
const topicFields = { id: Id, title: Title, texts: Texts, image: Type.Optional(ImageRef) };
const Topic3 = Type.Object(
  { ...topicFields, topics: Type.Array(Type.Never(), { maxItems: 0 }) },
  { additionalProperties: false },
);
const Topic2 = Type.Object(
  { ...topicFields, topics: Type.Array(Topic3, { maxItems: LIMITS.topicsPerLevel }) },
  { additionalProperties: false },
);
const Topic1 = Type.Object(
  { ...topicFields, topics: Type.Array(Topic2, { maxItems: LIMITS.topicsPerLevel }) },
  { additionalProperties: false },
);

export const DeckDocumentSchema = Type.Object(
  {
    version: Type.Literal(2),
    title: Title,
    theme: ThemeSchema,
    /** Texts shown on the overview, before the first topic. */
    texts: Texts,
    topics: Type.Array(Topic1, { minItems: 1, maxItems: LIMITS.topicsPerLevel }),
  },
  { additionalProperties: false },
);

const FrameSchema = Type.Object(
  {
    id: Id,
    x: Type.Number({ minimum: -1e6, maximum: 1e6 }),
    y: Type.Number({ minimum: -1e6, maximum: 1e6 }),
    scale: Type.Number({ minimum: 0.01, maximum: 100 }),
    rotation: Type.Number({ minimum: -360, maximum: 360 }),
    title: Type.Optional(Title),
    texts: Texts,
    image: Type.Optional(ImageRef),
    /** Width ÷ height of a picture frame (a PDF page): its image fills it; see Frame.aspectRatio. */
    aspectRatio: Type.Optional(Type.Number({ minimum: 0.25, maximum: 4 })),
  },
  { additionalProperties: false },
);

export const ClassicDocumentSchema = Type.Object(
  {
    version: Type.Literal(0),
    title: Title,
    theme: ThemeSchema,
    frames: Type.Array(FrameSchema, { minItems: 1, maxItems: LIMITS.framesPerDocument }),
    path: Type.Array(Id, { minItems: 1, maxItems: LIMITS.framesPerDocument * 4 }),
  },
  { additionalProperties: false },
);

// The TypeScript shapes, exactly as DESIGN §4 gives them; the schemas above validate them.
export interface Paragraph {
  text: string;
  listType?: 'BULLET';
  biggestFontSize: number;
}
export interface Text {
  id: string;
  styleClasses: StyleClass[];
  paragraphs: Paragraph[];
}
export interface Topic {
  id: string;
  title: string;
  texts: Text[];
  image?: string;
  topics: Topic[];
}
export interface DeckDocument {
  version: 2;
  title: string;
  theme: ThemeName;
  texts: Text[];
  topics: Topic[];
}
export interface Frame {
  id: string;
  x: number;
  y: number;
  scale: number;
  rotation: number;
  title?: string;
  texts: Text[];
  image?: string;
  /**
   * Set on picture frames (PDF pages): the frame takes this width ÷ height and its image fills it;
   * its texts are the picture's own words, kept for screen readers, the transcript and search.
   */
  aspectRatio?: number;
}
export interface ClassicDocument {
  version: 0;
  title: string;
  theme: ThemeName;
  frames: Frame[];
  path: string[];
}
export type PresentationDocument = DeckDocument | ClassicDocument | CanvasDocument;
export type SchemaVersion = '0' | '2' | '3';
/** A deck plays frames; a video presentation plays a captioned video. */
export type PresentationKind = 'deck' | 'video';

export const schemaVersionOf = (doc: PresentationDocument): SchemaVersion =>
  `${doc.version}` as SchemaVersion;

/** Validates an untrusted document; errors name the field at fault, e.g. "topics[2].title: must not…". */
export function parseDocument(value: unknown): PresentationDocument {
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DocumentError(['document: must be a JSON object']);
  }
  // A canvas document has its own schema and rules, and names its fields the same way.
  if (version === 3) return parseCanvasDocument(value);
  if (version !== 0 && version !== 2) {
    throw new DocumentError(['version: must be 3 (canvas), 2 (topics) or 0 (classic frames)']);
  }
  const schema = version === 2 ? DeckDocumentSchema : ClassicDocumentSchema;
  const problems = problemsOf(schema, value);
  if (problems.length === 0 && version === 0) problems.push(...classicPathProblems(value as ClassicDocument));
  if (problems.length === 0) problems.push(...duplicateIdProblems(value as PresentationDocument));
  if (problems.length > 0) throw new DocumentError(problems);
  return value as PresentationDocument;
}

function classicPathProblems(doc: ClassicDocument): string[] {
  const ids = new Set(doc.frames.map((frame) => frame.id));
  return doc.path.flatMap((id, i) => (ids.has(id) ? [] : [`path[${i}]: no frame has id "${id}"`]));
}

function duplicateIdProblems(doc: PresentationDocument): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const visit = (id: string, field: string) => {
    if (seen.has(id)) problems.push(`${field}: id "${id}" is used twice`);
    seen.add(id);
  };
  if (doc.version === 0) {
    doc.frames.forEach((frame, i) => {
      visit(frame.id, `frames[${i}].id`);
    });
  } else if (doc.version === 2) {
    const walk = (topics: Topic[], prefix: string) =>
      topics.forEach((topic, i) => {
        visit(topic.id, `${prefix}[${i}].id`);
        walk(topic.topics, `${prefix}[${i}].topics`);
      });
    walk(doc.topics, 'topics');
  }
  return problems;
}

/** Every image a document references, for preloading and for validating uploads. */
export function documentImages(doc: PresentationDocument): string[] {
  if (doc.version === 3) return canvasImages(doc);
  if (doc.version === 0) return doc.frames.flatMap((frame) => (frame.image ? [frame.image] : []));
  const images: string[] = [];
  const walk = (topics: Topic[]) => {
    for (const topic of topics) {
      if (topic.image) images.push(topic.image);
      walk(topic.topics);
    }
  };
  walk(doc.topics);
  return images;
}

/** All visible text in reading order: feeds search and descriptions. */
export function documentPlainText(doc: PresentationDocument): string {
  if (doc.version === 3) return canvasPlainText(doc);
  const fromTexts = (texts: Text[]) => texts.flatMap((t) => t.paragraphs.map((p) => p.text));
  if (doc.version === 0) {
    return [doc.title, ...doc.frames.flatMap((f) => [f.title ?? '', ...fromTexts(f.texts)])]
      .filter(Boolean)
      .join('\n');
  }
  // The overview's title text repeats doc.title; search excerpts should not show it twice.
  const lines: string[] = [
    doc.title,
    ...fromTexts(doc.texts.filter((t) => !t.styleClasses.includes('title'))),
  ];
  const walk = (topics: Topic[]) => {
    for (const topic of topics) {
      lines.push(topic.title, ...fromTexts(topic.texts));
      walk(topic.topics);
    }
  };
  walk(doc.topics);
  return lines.join('\n');
}
