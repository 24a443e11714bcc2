// Markdown → presentation document (DESIGN §4): `#` title, `##` topic, `###` subtopic,
// paragraphs and bullet lists become texts, an image line becomes the topic's image (the body is
// read by markdown-outline.ts). A YAML front-matter block carries the metadata (content/README.md).
// Errors name the line. Speaker notes (`Note:` / `???` blocks) are taken out first and returned
// beside the document, never inside it (speaker-notes.ts).
import { parse as parseYaml } from 'yaml';
import { LIMITS, NOTES_LIMITS } from '../limits';
import { toClassicLayout } from './classic-layout';
import { type DeckDocument, DocumentError, parseDocument, type Topic } from './document';
import { type ImportMetadata, parseMetadata } from './import-metadata';
import { FONT_SIZES, type Outline, readOutline } from './markdown-outline';
import {
  CLASSIC_OVERVIEW_FRAME,
  type MarkdownNoteBlock,
  OVERVIEW_NOTES,
  type SpeakerNotes,
  takeMarkdownNotes,
} from './speaker-notes';

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

export interface ImportOptions {
  /** Video talks carry only a title and summary; their topics come from the captions. */
  topicsFrom?: (title: string) => Topic[];
}

export function importMarkdown(source: string, options: ImportOptions = {}): ImportResult {
  const { yaml, body: written, bodyLine } = splitFrontMatter(source.replace(/^\uFEFF/, ''));
  const { body, blocks: noteBlocks } = takeMarkdownNotes(written);
  const metadata = readFrontMatter(yaml);
  const outline = readOutline(body, bodyLine);
  const noteEntries = notesOf(outline, noteBlocks, bodyLine);
  const { title, topics, problems } = outline;
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
      ...outline.overview,
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

/** The front matter's metadata; a problem names its line counted from the top of the file. */
function readFrontMatter(yaml: string | undefined): ImportMetadata {
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
  try {
    const metadata = parseMetadata(rawMetadata, 'front matter');
    if (metadata.schema === '3')
      throw new ImportError([
        'front matter schema: "3" is a canvas deck, which Markdown cannot describe: use "2" or "0", or write it as JSON',
      ]);
    return metadata;
  } catch (error) {
    if (error instanceof DocumentError) throw new ImportError(error.problems);
    throw error;
  }
}

/** The speaker notes by the heading above each block; a problem goes to the outline's. */
function notesOf(outline: Outline, blocks: MarkdownNoteBlock[], bodyLine: number): Map<string, string> {
  const noteEntries = new Map<string, string>();
  for (const block of blocks) {
    const line = block.start + 1 + bodyLine;
    const owner = outline.noteOwners.findLast((heading) => heading.line < block.start);
    if (!owner) {
      outline.problems.push(
        `line ${line}: a note must sit under the "#" title, a "##" topic or a "###" subtopic`,
      );
      continue;
    }
    if (block.text === '') continue;
    const before = noteEntries.get(owner.key);
    const note = before ? `${before}\n\n${block.text}` : block.text;
    if (note.length > NOTES_LIMITS.noteLength)
      outline.problems.push(
        `line ${line}: the notes of a step may be at most ${NOTES_LIMITS.noteLength} characters`,
      );
    noteEntries.set(owner.key, note);
  }
  return noteEntries;
}
