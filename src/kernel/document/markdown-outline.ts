// The body of a Markdown talk read block by block (DESIGN §4): `#` title, `##` topic, `###` subtopic,
// paragraphs, lists and code become texts, an image line becomes the topic's image. What it
// builds, with each problem naming its line, is markdown-import.ts's to check and assemble.
import MarkdownIt, { type Token } from 'markdown-it';
import type { Paragraph, Text, Topic } from './document';
import { OVERVIEW_NOTES } from './speaker-notes';

export const FONT_SIZES = { title: 64, subtitle: 40, subtitle_2: 30, body: 20 } as const;

const markdown = new MarkdownIt({ html: false, linkify: false });

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

/** The title, texts and topics the body's blocks build up in reading order, and their problems. */
export interface Outline {
  title: string | undefined;
  overview: Text[];
  topics: Topic[];
  /** The topic and subtopic the next texts and image belong to. */
  topic: Topic | undefined;
  subtopic: Topic | undefined;
  /** The last number given to a text or topic id. */
  ids: number;
  /**
   * Where each heading that owns notes starts (0-based body line), in order: notes belong to the
   * last one above them.
   */
  noteOwners: { line: number; key: string }[];
  problems: string[];
  /** A token's line in the file, front matter included. */
  lineOf: (token: Token) => number;
}

/** Reads `body` (which starts at the file's line `bodyLine` + 1) into an outline. */
export function readOutline(body: string, bodyLine: number): Outline {
  const outline: Outline = {
    title: undefined,
    overview: [],
    topics: [],
    topic: undefined,
    subtopic: undefined,
    ids: 0,
    noteOwners: [],
    problems: [],
    lineOf: (token) => (token.map ? token.map[0] + 1 + bodyLine : bodyLine + 1),
  };
  const tokens = markdown.parse(body, {});
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open') i = readHeading(outline, tokens, i);
    else if (token.type === 'paragraph_open' && tokens[i - 1]?.type !== 'list_item_open')
      i = readParagraph(outline, tokens, i);
    else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open')
      i = readList(outline, tokens, i);
    else if (token.type === 'fence' || token.type === 'code_block')
      addText(outline, [{ text: token.content.trimEnd(), biggestFontSize: FONT_SIZES.body }], 'body_2');
    // A blockquote's paragraphs are read by the paragraph branch.
  }
  return outline;
}

const nextId = (outline: Outline, prefix: string) => `${prefix}${++outline.ids}`;

function addText(outline: Outline, paragraphs: Paragraph[], style: Text['styleClasses'][number]): void {
  const texts = (outline.subtopic ?? outline.topic)?.texts ?? outline.overview;
  texts.push({ id: nextId(outline, 't'), styleClasses: [style], paragraphs });
}

/**
 * A heading at tokens[i]: the title, a topic, a subtopic, or (deeper) a subtitle text. Answers the
 * index of the last token read.
 */
function readHeading(outline: Outline, tokens: Token[], i: number): number {
  const token = tokens[i]!;
  const { problems } = outline;
  const text = inlineText(tokens[i + 1]!);
  const line = outline.lineOf(token);
  const start = token.map?.[0] ?? 0;
  if (token.tag === 'h1') {
    if (outline.title !== undefined) problems.push(`line ${line}: only one "#" title is allowed`);
    outline.title = text;
    outline.noteOwners.push({ line: start, key: OVERVIEW_NOTES });
  } else if (token.tag === 'h2') {
    const topic: Topic = { id: nextId(outline, 'topic'), title: text, texts: [], topics: [] };
    outline.topic = topic;
    outline.subtopic = undefined;
    outline.topics.push(topic);
    outline.noteOwners.push({ line: start, key: topic.id });
  } else if (token.tag === 'h3') {
    if (!outline.topic) {
      problems.push(`line ${line}: a "###" subtopic needs a "##" topic above it`);
    } else {
      const subtopic: Topic = { id: nextId(outline, 'topic'), title: text, texts: [], topics: [] };
      outline.subtopic = subtopic;
      outline.topic.topics.push(subtopic);
      outline.noteOwners.push({ line: start, key: subtopic.id });
    }
  } else {
    addText(outline, [{ text, biggestFontSize: FONT_SIZES.subtitle_2 }], 'subtitle_2');
  }
  if (text === '') problems.push(`line ${line}: the heading is empty`);
  if (outline.title === undefined && token.tag !== 'h1')
    problems.push(`line ${line}: the "#" title must come first`);
  return i + 2;
}

/**
 * A paragraph at tokens[i]: the topic's image when it holds only one, else a body text. Answers the
 * index of the last token read.
 */
function readParagraph(outline: Outline, tokens: Token[], i: number): number {
  const inline = tokens[i + 1]!;
  const image = imageOf(inline);
  if (image !== undefined) {
    const target = outline.subtopic ?? outline.topic;
    if (!target)
      outline.problems.push(`line ${outline.lineOf(tokens[i]!)}: an image must sit under a "##" topic`);
    else target.image = image;
  } else {
    const text = inlineText(inline);
    if (text) addText(outline, [{ text, biggestFontSize: FONT_SIZES.body }], 'body');
  }
  return i + 2;
}

/**
 * A list at tokens[i], nested lists included, as one text of a paragraph per item. Answers the index
 * of its closing token.
 */
function readList(outline: Outline, tokens: Token[], i: number): number {
  const ordered = tokens[i]!.type === 'ordered_list_open';
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
  if (paragraphs.length) addText(outline, paragraphs, 'body');
  return i;
}
