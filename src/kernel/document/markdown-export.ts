// Presentation document → Markdown, the inverse of markdown-import.ts: what the editor shows for a
// deck that has no Markdown source of its own (seeded demos, copies). Only a document that reads back
// identically is exported; anything Markdown cannot say (custom ids, a third topic level, mixed
// styles) returns null, and the editor shows JSON instead. Speaker notes, when given, are written as
// a `Note:` block at the end of their step's section, so the owner's notes survive a round trip.
import { toClassicLayout } from './classic-layout';
import type { ClassicDocument, DeckDocument, PresentationDocument, Text, Topic } from './document';
import { escapeHeading, escapeInline, escapeLineStart } from './markdown-escape';
import { importMarkdown } from './markdown-import';
import { CLASSIC_OVERVIEW_FRAME, noteOf, OVERVIEW_NOTES, type SpeakerNotes } from './speaker-notes';

const ORDERED = /^(\d+)\. /;

/** Blocks for one text, or null when no Markdown block imports back to it. */
function textBlock(text: Text, previousList: { bullet: string; ordered: string }): string | null {
  const [style] = text.styleClasses;
  const paragraphs = text.paragraphs;
  if (text.styleClasses.length !== 1 || paragraphs.length === 0) return null;
  if (style === 'subtitle_2' && paragraphs.length === 1) return `#### ${escapeHeading(paragraphs[0]!.text)}`;
  if (style === 'body_2' && paragraphs.length === 1) {
    const code = paragraphs[0]!.text;
    const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}\n${code}\n${fence}`;
  }
  if (style !== 'body') return null;
  if (paragraphs.every((p) => p.listType === 'BULLET')) {
    // Two lists in a row need different markers, or Markdown joins them into one.
    previousList.bullet = previousList.bullet === '-' ? '*' : '-';
    const marker = previousList.bullet;
    return paragraphs.map((p) => `${marker} ${escapeLineStart(escapeInline(p.text))}`).join('\n');
  }
  if (paragraphs.some((p) => p.listType)) return null;
  if (paragraphs.length === 1) return escapeLineStart(escapeInline(paragraphs[0]!.text));
  const numbered = paragraphs.every((p, i) => ORDERED.exec(p.text)?.[1] === String(i + 1));
  if (!numbered) return null;
  previousList.ordered = previousList.ordered === '.' ? ')' : '.';
  const delimiter = previousList.ordered;
  return paragraphs
    .map((p, i) => `${i + 1}${delimiter} ${escapeLineStart(escapeInline(p.text.replace(ORDERED, '')))}`)
    .join('\n');
}

function imageBlock(src: string): string {
  return /[\s()<>]/.test(src) ? `![](<${src}>)` : `![](${src})`;
}

const noteBlock = (note: string): string[] => (note ? [`Note: ${note}`] : []);

function topicBlocks(topic: Topic, marker: string, blocks: string[], notes: SpeakerNotes): boolean {
  blocks.push(`${marker} ${escapeHeading(topic.title)}`);
  if (topic.image) blocks.push(imageBlock(topic.image));
  const lists = { bullet: '', ordered: '' };
  for (const text of topic.texts) {
    const block = textBlock(text, lists);
    if (block === null) return false;
    blocks.push(block);
  }
  blocks.push(...noteBlock(noteOf(notes, topic.id)));
  return true;
}

/** The Markdown a deck was (or could have been) written as; no check that it reads back. */
export function deckToMarkdown(
  deck: DeckDocument,
  schema: '0' | '2' = '2',
  notes: SpeakerNotes = {},
): string | null {
  const front = ['---', `theme: ${deck.theme}`, ...(schema === '0' ? ['schema: "0"'] : []), '---'];
  const blocks: string[] = [front.join('\n'), `# ${escapeHeading(deck.title)}`];
  const [titleText, ...overview] = deck.texts;
  if (titleText?.id !== 'title') return null;
  const lists = { bullet: '', ordered: '' };
  for (const text of overview) {
    const block = textBlock(text, lists);
    if (block === null) return null;
    blocks.push(block);
  }
  blocks.push(...noteBlock(noteOf(notes, schema === '0' ? CLASSIC_OVERVIEW_FRAME : OVERVIEW_NOTES)));
  for (const topic of deck.topics) {
    if (!topicBlocks(topic, '##', blocks, notes)) return null;
    for (const sub of topic.topics) if (!topicBlocks(sub, '###', blocks, notes)) return null;
  }
  return `${blocks.join('\n\n')}\n`;
}

/** The topic deck a classic document was laid out from by toClassicLayout, if it was. */
export function deckOfClassicLayout(doc: ClassicDocument): DeckDocument | null {
  const [overview, ...rest] = doc.frames;
  if (overview?.id !== 'overview') return null;
  const topics: Topic[] = [];
  for (const frame of rest) {
    const topic: Topic = {
      id: frame.id,
      title: frame.title ?? '',
      texts: frame.texts,
      ...(frame.image ? { image: frame.image } : {}),
      topics: [],
    };
    if (frame.scale === 1) topics.push(topic);
    else if (topics.length > 0) topics[topics.length - 1]!.topics.push(topic);
    else return null;
  }
  const deck: DeckDocument = {
    version: 2,
    title: doc.title,
    theme: doc.theme,
    texts: overview.texts,
    topics,
  };
  return sameValue(toClassicLayout(deck), doc) ? deck : null;
}

/** Structural equality of JSON values (key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bKeys = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Markdown that imports back to exactly this document (and these notes), or null when Markdown
 * cannot express it (a note with a heading line in it, for one).
 */
export function exportMarkdown(doc: PresentationDocument, notes: SpeakerNotes = {}): string | null {
  // A canvas deck's placement, runs and shapes are more than Markdown can say.
  if (doc.version === 3) return null;
  const deck = doc.version === 2 ? doc : deckOfClassicLayout(doc);
  const markdown = deck ? deckToMarkdown(deck, doc.version === 0 ? '0' : '2', notes) : null;
  if (markdown === null) return null;
  const kept = Object.fromEntries(Object.entries(notes).filter(([, note]) => note !== ''));
  try {
    const imported = importMarkdown(markdown);
    return sameValue(imported.document, doc) && sameValue(imported.notes, kept) ? markdown : null;
  } catch {
    return null;
  }
}
