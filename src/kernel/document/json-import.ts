// JSON → presentation document. Accepts a bare document or { document, ...metadata }.
// Errors name the field at fault ("topics[1].texts[0].paragraphs: must be array"). `notes` fields
// (speaker notes) are taken off before the document is validated and returned beside it; a canvas
// document (version 3) keeps them in its path's steps, where they belong (decision 092).
import { LIMITS } from '../limits';
import { canvasNotes } from './canvas/notes';
import { parseCanvasDocument } from './canvas/validate';
import { DocumentError, type PresentationDocument, parseDocument, schemaVersionOf } from './document';
import { parseMetadata } from './import-metadata';
import { ImportError, type ImportResult } from './markdown-import';
import { type SpeakerNotes, takeJsonNotes } from './speaker-notes';

/** A document of any schema with its notes: a canvas document's stay in it and are listed by step id. */
function readDocument(value: unknown): { document: PresentationDocument; notes: SpeakerNotes } {
  if ((value as { version?: unknown } | null)?.version === 3) {
    const document = parseCanvasDocument(value);
    return { document, notes: canvasNotes(document) };
  }
  const taken = takeJsonNotes(value);
  if (taken.problems.length > 0) throw new DocumentError(taken.problems);
  return { document: parseDocument(taken.value), notes: taken.notes };
}

const encoder = new TextEncoder();

export function importJson(source: string): ImportResult {
  if (encoder.encode(source).length > LIMITS.documentBytes)
    throw new ImportError([`document: must be at most ${LIMITS.documentBytes} bytes of JSON`]);
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new ImportError([`not valid JSON: ${(error as Error).message}`]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ImportError(['document: must be a JSON object']);
  }
  const { document: wrapped, ...rest } = value as Record<string, unknown>;
  const isWrapped = wrapped !== undefined;
  try {
    const { document, notes } = readDocument(isWrapped ? wrapped : value);
    const metadata = parseMetadata(isWrapped ? rest : {}, 'metadata');
    const schema = schemaVersionOf(document);
    // The document's version decides how it is stored and played; a wrapper that says otherwise
    // is a mistake its author should hear about rather than a choice made for them.
    if (metadata.schema !== undefined && metadata.schema !== schema)
      throw new DocumentError([
        `metadata schema: "${metadata.schema}" is not the document's version (${schema}); leave it out or make it "${schema}"`,
      ]);
    return {
      metadata: { ...metadata, theme: document.theme, schema },
      document,
      notes,
    };
  } catch (error) {
    if (error instanceof DocumentError) {
      throw new ImportError(
        isWrapped
          ? error.problems.map((p) =>
              p.startsWith('metadata') || p.startsWith('document:') ? p : `document.${p}`,
            )
          : error.problems,
      );
    }
    throw error;
  }
}
