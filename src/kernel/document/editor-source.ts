// The editor's source text: which text the editor opens with, and reading it back into a
// document with problems a person can find (line for Markdown, field for JSON). The browser uses this
// for the live preview; the server uses the same reading on save and never trusts the browser's.

import type { CanvasDocument } from './canvas/model';
import { publicDocument } from './canvas/notes';
import { DocumentError, type PresentationDocument, type SchemaVersion, schemaVersionOf } from './document';
import { importJson } from './json-import';
import { exportMarkdown } from './markdown-export';
import { importMarkdown, splitFrontMatter } from './markdown-import';
import { documentWithNotes, type SpeakerNotes, takeJsonNotes, takeMarkdownNotes } from './speaker-notes';

export type EditorFormat = 'markdown' | 'json';

export interface EditorSource {
  text: string;
  format: EditorFormat;
}

export interface SourceProblem {
  /** 1-based line of a Markdown source. */
  line?: number;
  /** The JSON field at fault, e.g. topics[1].title. */
  field?: string;
  message: string;
}

export type ParsedSource =
  | { ok: true; document: PresentationDocument; notes: SpeakerNotes }
  | { ok: false; problems: SourceProblem[] };

export const prettyJson = (document: PresentationDocument, notes: SpeakerNotes = {}) =>
  `${JSON.stringify(documentWithNotes(document, notes), null, 2)}\n`;

/**
 * What the editor opens: the author's Markdown when they wrote Markdown; for a schema '2' deck
 * without one, Markdown generated from the document (when it reads back the same); else JSON (always
 * for a canvas deck).
 */
export function editorSourceOf(input: {
  document: PresentationDocument;
  source: string | null;
  sourceFormat: EditorFormat | null;
}): EditorSource {
  const { document, source, sourceFormat } = input;
  // A canvas deck's truth is its document: it opens as that JSON, its notes in its steps.
  if (document.version === 3) return { text: prettyJson(document), format: 'json' };
  if (source !== null && sourceFormat === 'markdown') return { text: source, format: 'markdown' };
  if (sourceFormat !== 'json' && document.version === 2) {
    const markdown = exportMarkdown(document);
    if (markdown !== null) return { text: markdown, format: 'markdown' };
  }
  // A JSON source's notes are beside the document, not in it: put them back, or a save would drop them.
  return { text: prettyJson(document, notesOfSource(source, sourceFormat)), format: 'json' };
}

/** The same document (and notes) in the other format; null when Markdown cannot express it. */
export function convertSource(
  document: PresentationDocument,
  to: EditorFormat,
  notes: SpeakerNotes = {},
): string | null {
  return to === 'json' ? prettyJson(document, notes) : exportMarkdown(document, notes);
}

/**
 * The speaker notes of a stored source: the owner's and editors' surfaces read
 * them from here, since they live only in the source. A source that no longer reads has none.
 */
export function notesOfSource(source: string | null, format: EditorFormat | null): SpeakerNotes {
  if (source === null || format === null) return {};
  try {
    return (format === 'markdown' ? importMarkdown(source) : importJson(source)).notes;
  } catch (error) {
    if (error instanceof DocumentError) return {};
    throw error;
  }
}

/**
 * The source without its speaker notes, for a copy someone else makes of a template: the notes are
 * the author's own. Markdown loses the note blocks' lines; JSON is written again without `notes`.
 */
export function withoutNotes(source: string, format: EditorFormat): string {
  if (format === 'markdown') {
    const { body, bodyLine } = splitFrontMatter(source);
    const head = source.split('\n').slice(0, bodyLine);
    const { blocks } = takeMarkdownNotes(body);
    const lines = body.split('\n');
    const dropped = new Set(
      blocks.flatMap((block) => lines.slice(block.start, block.end).map((_, i) => block.start + i)),
    );
    return [...head, ...lines.filter((_, i) => !dropped.has(i))].join('\n');
  }
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return source;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return source;
  const wrapper = value as Record<string, unknown>;
  if (wrapper.document !== undefined)
    return `${JSON.stringify({ ...wrapper, document: jsonWithoutNotes(wrapper.document) }, null, 2)}\n`;
  return `${JSON.stringify(jsonWithoutNotes(value), null, 2)}\n`;
}

/** A JSON document without its notes: a canvas document's are in its steps, the others' beside their ids. */
const jsonWithoutNotes = (value: unknown): unknown =>
  (value as { version?: unknown } | null)?.version === 3 && Array.isArray((value as CanvasDocument).path)
    ? publicDocument(value as CanvasDocument)
    : takeJsonNotes(value).value;

const LINE = /^line (\d+): (.*)$/s;
const FIELD = /^([A-Za-z_][\w.[\]]*): (.*)$/s;
const JSON_LINE = /\(line (\d+) column \d+\)/;
const JSON_POSITION = /at position (\d+)/;

/** The line a JSON syntax error points at, when the parser's message says where. */
function jsonErrorLine(message: string, source: string): number | undefined {
  const line = JSON_LINE.exec(message);
  if (line) return Number(line[1]);
  const position = JSON_POSITION.exec(message);
  return position ? source.slice(0, Number(position[1])).split('\n').length : undefined;
}

function problemOf(text: string, format: EditorFormat, source: string): SourceProblem {
  const line = LINE.exec(text);
  if (line) return { line: Number(line[1]), message: line[2]! };
  const jsonLine = format === 'json' ? jsonErrorLine(text, source) : undefined;
  if (jsonLine !== undefined) return { line: jsonLine, message: text };
  const field = format === 'json' ? FIELD.exec(text) : null;
  if (field) return { field: field[1], message: field[2]! };
  return { message: text };
}

/** A problem as one line of text, for the server's error message. */
export function problemText(problem: SourceProblem): string {
  if (problem.line !== undefined && !problem.message.includes(`line ${problem.line}`))
    return `line ${problem.line}: ${problem.message}`;
  return problem.field ? `${problem.field}: ${problem.message}` : problem.message;
}

/**
 * Reads the source into a document of the presentation's schema. Metadata in front matter or a JSON
 * wrapper (privacy, tags, description) is not the document: settings change those, so it is ignored.
 */
export function parseEditorSource(text: string, format: EditorFormat, schema: SchemaVersion): ParsedSource {
  if (text.trim() === '') return { ok: false, problems: [{ message: 'the source is empty' }] };
  let document: PresentationDocument;
  let notes: SpeakerNotes;
  try {
    ({ document, notes } = format === 'markdown' ? importMarkdown(text) : importJson(text));
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return { ok: false, problems: error.problems.map((p) => problemOf(p, format, text)) };
  }
  if (schemaVersionOf(document) !== schema) return { ok: false, problems: [schemaProblem(format, schema)] };
  return { ok: true, document, notes };
}

/** Why a source of another schema is not saved: a deck keeps its schema. */
function schemaProblem(format: EditorFormat, schema: SchemaVersion): SourceProblem {
  if (format === 'json')
    return {
      field: 'version',
      message: `must be ${schema}: saving cannot change this presentation's schema`,
    };
  const hint =
    schema === '3'
      ? ' (a canvas deck is edited as JSON)'
      : schema === '0'
        ? ' (keep schema: "0")'
        : ' (remove schema: "0")';
  return {
    message: `front matter schema: this presentation is a schema "${schema}" deck, and saving cannot change that${hint}`,
  };
}
