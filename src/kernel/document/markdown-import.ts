// Markdown → presentation document (DESIGN §4): `#` title, `##` topic, `###` subtopic,
// paragraphs and bullet lists become texts, an image line becomes the topic's image.
// A YAML front-matter block carries the metadata (content/README.md). Errors name the line.
// Speaker notes (`Note:` / `???` blocks) are taken out first and returned beside the document,
// never inside it (speaker-notes.ts).
import MarkdownIt, { type Token } from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { LIMITS, NOTES_LIMITS } from '../limits';
import { toClassicLayout } from './classic-layout';
import {
  type DeckDocument,
  DocumentError,
  type Paragraph,
  parseDocument,
  type Text,
  type Topic,
} from './document';
import { type ImportMetadata, parseMetadata } from './import-metadata';
import {
  CLASSIC_OVERVIEW_FRAME,
  OVERVIEW_NOTES,
  type SpeakerNotes,
  takeMarkdownNotes,
} from './speaker-notes';

export const FONT_SIZES = { title: 64, subtitle: 40, subtitle_2: 30, body: 20 } as const;

const markdown = new MarkdownIt({ html: false, linkify: false });

export interface ImportResult {
  metadata: ImportMetadata;
  document: ReturnType<typeof parseDocument>;
  /** Speaker notes by topic or frame id: never part of the document. */
  notes: SpeakerNotes;
}

export class ImportError extends DocumentError {
  override name = 'ImportError';
}

export function splitFrontMatter(source: string): {
  yaml: string | undefined;
  body: string;
  bodyLine: number;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { yaml: undefined, body: source, bodyLine: 0 };
  return { yaml: match[1], body: source.slice(match[0].length), bodyLine: match[0].split('\n').length - 1 };
}

/** Plain text of an inline token: emphasis and links keep their words, code keeps its content. */
function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
      return '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function imageOf(token: Token): string | undefined {
  const children = (token.children ?? []).filter((c) => !(c.type === 'text' && c.content.trim() === ''));
  const only = children.length === 1 ? children[0] : undefined;
  const src = only?.type === 'image' ? only.attrGet('src') : undefined;
  return typeof src === 'string' ? src : undefined;
}

export interface ImportOptions {
  /** Video talks carry only a title and summary; their topics come from the captions. */
  topicsFrom?: (title: string) => Topic[];
}

export function importMarkdown(source: string, options: ImportOptions = {}): ImportResult {
  const { yaml, body: written, bodyLine } = splitFrontMatter(source.replace(/^\uFEFF/, ''));
  const { body, blocks: noteBlocks } = takeMarkdownNotes(written);
  let rawMetadata: unknown = {};
  if (yaml !== undefined) {
    try {
      rawMetadata = parseYaml(yaml) ?? {};
    } catch (error) {
      // The YAML parser counts from the first line inside the "---" fence; people count from the top.
      const message = (error as Error).message
        .split('\n')[0]!
        .replace(/at line (\d+)/, (_, n) => `at line ${Number(n) + 1}`);
      throw new ImportError([`front matter: not valid YAML (${message})`]);
    }
  }
  let metadata: ImportMetadata;
  try {
    metadata = parseMetadata(rawMetadata, 'front matter');
  } catch (error) {
    if (error instanceof DocumentError) throw new ImportError(error.problems);
    throw error;
  }
  const problems: string[] = [];
  const lineOf = (token: Token) => (token.map ? token.map[0] + 1 + bodyLine : bodyLine + 1);

  let title: string | undefined;
  const overview: Text[] = [];
  const topics: Topic[] = [];
  let topic: Topic | undefined;
  let subtopic: Topic | undefined;
  let ids = 0;
  const nextId = (prefix: string) => `${prefix}${++ids}`;
  // Where each heading that owns notes starts (0-based body line), in order: notes belong to the last one above them.
  const noteOwners: { line: number; key: string }[] = [];
  const currentTexts = () => (subtopic ?? topic)?.texts ?? overview;
  const addText = (paragraphs: Paragraph[], style: Text['styleClasses'][number]) =>
    currentTexts().push({ id: nextId('t'), styleClasses: [style], paragraphs });

  const tokens = markdown.parse(body, {});
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open') {
      const text = inlineText(tokens[i + 1]!);
      const line = lineOf(token);
      if (token.tag === 'h1') {
        if (title !== undefined) problems.push(`line ${line}: only one "#" title is allowed`);
        title = text;
        noteOwners.push({ line: token.map?.[0] ?? 0, key: OVERVIEW_NOTES });
      } else if (token.tag === 'h2') {
        topic = { id: nextId('topic'), title: text, texts: [], topics: [] };
        subtopic = undefined;
        topics.push(topic);
        noteOwners.push({ line: token.map?.[0] ?? 0, key: topic.id });
      } else if (token.tag === 'h3') {
        if (!topic) {
          problems.push(`line ${line}: a "###" subtopic needs a "##" topic above it`);
        } else {
          subtopic = { id: nextId('topic'), title: text, texts: [], topics: [] };
          topic.topics.push(subtopic);
          noteOwners.push({ line: token.map?.[0] ?? 0, key: subtopic.id });
        }
      } else {
        addText([{ text, biggestFontSize: FONT_SIZES.subtitle_2 }], 'subtitle_2');
      }
      if (text === '') problems.push(`line ${line}: the heading is empty`);
      if (title === undefined && token.tag !== 'h1')
        problems.push(`line ${line}: the "#" title must come first`);
      i += 2;
    } else if (token.type === 'paragraph_open' && tokens[i - 1]?.type !== 'list_item_open') {
      const inline = tokens[i + 1]!;
      const image = imageOf(inline);
      if (image !== undefined) {
        const target = subtopic ?? topic;
        if (!target) problems.push(`line ${lineOf(token)}: an image must sit under a "##" topic`);
        else target.image = image;
      } else {
        const text = inlineText(inline);
        if (text) addText([{ text, biggestFontSize: FONT_SIZES.body }], 'body');
      }
      i += 2;
    } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      const ordered = token.type === 'ordered_list_open';
      const paragraphs: Paragraph[] = [];
      let depth = 0;
      for (i++; i < tokens.length; i++) {
        const t = tokens[i]!;
        if (t.type === 'bullet_list_open' || t.type === 'ordered_list_open') depth++;
        if (t.type === 'bullet_list_close' || t.type === 'ordered_list_close') {
          if (depth === 0) break;
          depth--;
        }
        if (t.type === 'inline') {
          const text = inlineText(t);
          const number = ordered && depth === 0 ? `${paragraphs.length + 1}. ` : '';
          if (text)
            paragraphs.push({
              text: number + text,
              biggestFontSize: FONT_SIZES.body,
              ...(ordered ? {} : { listType: 'BULLET' as const }),
            });
        }
      }
      if (paragraphs.length) addText(paragraphs, 'body');
    } else if (token.type === 'fence' || token.type === 'code_block') {
      addText([{ text: token.content.trimEnd(), biggestFontSize: FONT_SIZES.body }], 'body_2');
    } else if (token.type === 'blockquote_open') {
      // The quote's paragraphs are read by the paragraph branch above.
    }
  }

  const noteEntries = new Map<string, string>();
  for (const block of noteBlocks) {
    const line = block.start + 1 + bodyLine;
    const owner = noteOwners.findLast((heading) => heading.line < block.start);
    if (!owner) {
      problems.push(`line ${line}: a note must sit under the "#" title, a "##" topic or a "###" subtopic`);
      continue;
    }
    if (block.text === '') continue;
    const before = noteEntries.get(owner.key);
    const note = before ? `${before}\n\n${block.text}` : block.text;
    if (note.length > NOTES_LIMITS.noteLength)
      problems.push(`line ${line}: the notes of a step may be at most ${NOTES_LIMITS.noteLength} characters`);
    noteEntries.set(owner.key, note);
  }
  if (title === undefined) problems.push('line 1: the presentation needs a "#" title');
  if (title !== undefined && options.topicsFrom) topics.push(...options.topicsFrom(title));
  if (topics.length === 0) problems.push('the presentation needs at least one "##" topic');
  if (topics.length > LIMITS.topicsPerLevel)
    problems.push(`at most ${LIMITS.topicsPerLevel} "##" topics are allowed`);
  if (problems.length > 0) throw new ImportError(problems);

  const deck: DeckDocument = {
    version: 2,
    title: title!,
    theme: metadata.theme,
    texts: [
      {
        id: 'title',
        styleClasses: ['title'],
        paragraphs: [{ text: title!, biggestFontSize: FONT_SIZES.title }],
      },
      ...overview,
    ],
    topics,
  };
  const document = metadata.schema === '0' ? toClassicLayout(deck) : deck;
  // A classic layout's overview is a frame of its own id.
  const notes = Object.fromEntries(
    [...noteEntries].map(([key, note]) => [
      key === OVERVIEW_NOTES && metadata.schema === '0' ? CLASSIC_OVERVIEW_FRAME : key,
      note,
    ]),
  );
  try {
    return { metadata, document: parseDocument(document), notes };
  } catch (error) {
    if (error instanceof DocumentError) throw new ImportError(error.problems);
    throw error;
  }
}
