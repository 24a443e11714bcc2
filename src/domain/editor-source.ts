// The editor's source text (issue #6): which text the editor opens with, and reading it back into a
// document with problems a person can find (line for Markdown, field for JSON). The browser uses this
// for the live preview; the server uses the same reading on save and never trusts the browser's.
import { DocumentError, type PresentationDocument, type SchemaVersion } from './document';
import { importJson } from './json-import';
import { exportMarkdown } from './markdown-export';
import { importMarkdown } from './markdown-import';

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
  | { ok: true; document: PresentationDocument }
  | { ok: false; problems: SourceProblem[] };

export const prettyJson = (document: PresentationDocument) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * What the editor opens: the author's Markdown when they wrote Markdown; for a schema '2' deck
 * without one, Markdown generated from the document (when it reads back the same); else JSON.
 */
export function editorSourceOf(input: {
  document: PresentationDocument;
  source: string | null;
  sourceFormat: EditorFormat | null;
}): EditorSource {
  const { document, source, sourceFormat } = input;
  if (source !== null && sourceFormat === 'markdown') return { text: source, format: 'markdown' };
  if (sourceFormat !== 'json' && document.version === 2) {
    const markdown = exportMarkdown(document);
    if (markdown !== null) return { text: markdown, format: 'markdown' };
  }
  return { text: prettyJson(document), format: 'json' };
}

/** The same document in the other format; null when Markdown cannot express it. */
export function convertSource(document: PresentationDocument, to: EditorFormat): string | null {
  return to === 'json' ? prettyJson(document) : exportMarkdown(document);
}

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
  try {
    document = (format === 'markdown' ? importMarkdown(text) : importJson(text)).document;
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return { ok: false, problems: error.problems.map((p) => problemOf(p, format, text)) };
  }
  const version = schema === '0' ? 0 : 2;
  if (document.version !== version) {
    const problem: SourceProblem =
      format === 'markdown'
        ? {
            message: `front matter schema: this presentation is a schema "${schema}" deck, and saving cannot change that${schema === '0' ? ' (keep schema: "0")' : ' (remove schema: "0")'}`,
          }
        : {
            field: 'version',
            message: `must be ${version}: saving cannot change this presentation's schema`,
          };
    return { ok: false, problems: [problem] };
  }
  return { ok: true, document };
}
