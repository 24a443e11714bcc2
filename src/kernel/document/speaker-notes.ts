// Speaker notes: what the presenter reads while a step is shown, written in the
// author's source: in Markdown a `Note:` paragraph or a `???` line and everything after it until the
// next heading; in JSON a `notes` string on a topic (a frame in classic documents) or, for the
// overview, on the document's root.
//
// Where notes live, for schemas '0' and '2': only in the author's source (`presentations.source`, and `presentation_versions`
// for earlier versions), never in the stored document. The importers take them out before the
// document is validated, so the player data, transcript, search text, thumbnails, print view, PDFs,
// embeds and copies (which copy the document) cannot carry them; owner and editor surfaces read them
// back from the source with notesOfSource (editor-source.ts). No migration, and restoring a version
// restores its notes, since the version keeps its source. A canvas deck (schema '3') keeps them in
// its path's steps instead: the surfaces that send it to visitors strip them (canvas/notes.ts).

import { NOTES_LIMITS } from '../limits';
import { canvasNotesByStep } from './canvas/notes';
import type { PresentationDocument, Topic } from './document';
import { layoutDocument, OVERVIEW_ID } from './layout';

/** Notes by the id of the topic or frame they belong to; the overview's under OVERVIEW_NOTES. */
export type SpeakerNotes = Record<string, string>;

/** The key of a topic deck's overview notes: the overview's frame id, which no document id can be. */
export const OVERVIEW_NOTES = OVERVIEW_ID;
/** A classic document laid out from Markdown (schema "0") has a frame of this id for the overview. */
export const CLASSIC_OVERVIEW_FRAME = 'overview';

/** One note as it is kept: lines without trailing blanks, no blank lines around it, runs of blank lines as one. */
export function normalizeNote(text: string): string {
  const lines: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line === '' && (lines.length === 0 || lines[lines.length - 1] === '')) continue;
    lines.push(line);
  }
  while (lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** A key's own note, never an inherited property (ids such as "constructor" are valid). */
export const noteOf = (notes: SpeakerNotes, key: string): string =>
  Object.hasOwn(notes, key) ? (notes[key] ?? '') : '';

/**
 * The notes of each step of the document's path (revisited topics repeat theirs); '' where none. A
 * canvas deck answers from its own steps, whatever `notes` holds.
 */
export function notesByStep(document: PresentationDocument, notes: SpeakerNotes): string[] {
  if (document.version === 3) return canvasNotesByStep(document);
  return layoutDocument(document).steps.map((step) => noteOf(notes, step.frameId));
}

export const hasNotes = (notes: SpeakerNotes): boolean => Object.values(notes).some((note) => note !== '');

// ---------------------------------------------------------------------------------------------
// Markdown: note blocks are found line by line, before markdown-it reads the rest, so a note keeps
// its text as written (lists, emphasis, paragraph breaks) and never becomes a text of the step.

export interface MarkdownNoteBlock {
  /** 0-based index of the block's first line ("Note:" or "???") in the text scanned. */
  start: number;
  /** Index after its last line. */
  end: number;
  text: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const NOTE_START = /^ {0,3}Note:(.*)$/;
const NOTE_MARK = /^ {0,3}\?\?\?[ \t]*$/;

function closesFence(line: string, fence: string): boolean {
  const match = FENCE.exec(line);
  return !!match && match[1]![0] === fence[0] && match[1]!.length >= fence.length && line.trim() === match[1];
}

/**
 * Finds the note blocks of a Markdown body (front matter removed) and returns the body with their
 * lines blanked, so every other line keeps its number. Code fences are respected on both sides.
 */
export function takeMarkdownNotes(body: string): { body: string; blocks: MarkdownNoteBlock[] } {
  const lines = body.split('\n');
  const blocks: MarkdownNoteBlock[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence !== null) {
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      fence = opening[1]!;
      continue;
    }
    const previous = i === 0 ? '' : lines[i - 1]!;
    const paragraphStart = previous.trim() === '' || HEADING.test(previous);
    const note = paragraphStart ? NOTE_START.exec(line) : null;
    if (!note && !NOTE_MARK.test(line)) continue;
    let end = i + 1;
    let inner: string | null = null;
    for (; end < lines.length; end++) {
      const next = lines[end]!;
      if (inner !== null) {
        if (closesFence(next, inner)) inner = null;
        continue;
      }
      if (HEADING.test(next)) break;
      const innerOpening = FENCE.exec(next);
      if (innerOpening) inner = innerOpening[1]!;
    }
    const first = note ? note[1]!.trim() : '';
    blocks.push({ start: i, end, text: normalizeNote([first, ...lines.slice(i + 1, end)].join('\n')) });
    for (let j = i; j < end; j++) lines[j] = '';
    i = end - 1;
  }
  return { body: lines.join('\n'), blocks };
}

// ---------------------------------------------------------------------------------------------
// JSON: `notes` fields are taken off a copy of the value before the document schema sees it.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function noteProblem(field: string, value: unknown): string | null {
  if (typeof value !== 'string') return `${field}: must be a string`;
  if (value.length > NOTES_LIMITS.noteLength)
    return `${field}: must be at most ${NOTES_LIMITS.noteLength} characters`;
  return null;
}

/**
 * The document without its `notes` fields, the notes by id, and problems naming the field at fault
 * ("topics[1].notes: must be a string"). A value that is not a document is passed on unchanged, for
 * the document's own validation to name what is wrong.
 */
export function takeJsonNotes(value: unknown): { value: unknown; notes: SpeakerNotes; problems: string[] } {
  const entries: [string, string][] = [];
  const problems: string[] = [];
  if (!isObject(value)) return { value, notes: {}, problems };
  const take = (item: Json, field: string): Json => {
    if (!('notes' in item)) return item;
    const { notes, ...rest } = item;
    const problem = noteProblem(`${field}notes`, notes);
    if (problem) problems.push(problem);
    else if (typeof item.id === 'string' && normalizeNote(notes as string) !== '')
      entries.push([item.id, normalizeNote(notes as string)]);
    return rest;
  };
  const topics = (list: unknown, prefix: string): unknown =>
    Array.isArray(list)
      ? list.map((topic, i) => {
          if (!isObject(topic)) return topic;
          const field = `${prefix}[${i}]`;
          const taken = take(topic, `${field}.`);
          return 'topics' in taken ? { ...taken, topics: topics(taken.topics, `${field}.topics`) } : taken;
        })
      : list;

  let root: Json = value;
  if ('notes' in root) {
    const { notes, ...rest } = root;
    if (root.version === 0) problems.push('notes: a classic document keeps its notes on its frames');
    else {
      const problem = noteProblem('notes', notes);
      if (problem) problems.push(problem);
      else if (normalizeNote(notes as string) !== '')
        entries.push([OVERVIEW_NOTES, normalizeNote(notes as string)]);
    }
    root = rest;
  }
  if ('topics' in root) root = { ...root, topics: topics(root.topics, 'topics') };
  if (Array.isArray(root.frames))
    root = {
      ...root,
      frames: root.frames.map((frame, i) => (isObject(frame) ? take(frame, `frames[${i}].`) : frame)),
    };
  return { value: root, notes: Object.fromEntries(entries), problems };
}

/** The document as JSON with its notes in `notes` fields again: what the editor shows as JSON. */
export function documentWithNotes(document: PresentationDocument, notes: SpeakerNotes): unknown {
  const noteField = (key: string) => {
    const note = noteOf(notes, key);
    return note ? { notes: note } : {};
  };
  // A canvas deck keeps its notes in its path's steps already.
  if (document.version === 3) return document;
  if (document.version === 0)
    return { ...document, frames: document.frames.map((frame) => ({ ...frame, ...noteField(frame.id) })) };
  const withNotes = (topic: Topic): unknown => {
    const { topics, ...rest } = topic;
    return { ...rest, ...noteField(topic.id), topics: topics.map(withNotes) };
  };
  const { topics, ...rest } = document;
  return { ...rest, ...noteField(OVERVIEW_NOTES), topics: topics.map(withNotes) };
}
