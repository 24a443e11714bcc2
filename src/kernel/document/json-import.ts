// JSON → presentation document. Accepts a bare document or { document, ...metadata }.
// Errors name the field at fault ("topics[1].texts[0].paragraphs: must be array"). `notes` fields
// (speaker notes) are taken off before the document is validated and returned beside it.
import { DocumentError, parseDocument } from './document';
import { parseMetadata } from './import-metadata';
import { ImportError, type ImportResult } from './markdown-import';
import { takeJsonNotes } from './speaker-notes';

export function importJson(source: string): ImportResult {
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
    const taken = takeJsonNotes(isWrapped ? wrapped : value);
    if (taken.problems.length > 0) throw new DocumentError(taken.problems);
    const document = parseDocument(taken.value);
    const metadata = parseMetadata(isWrapped ? rest : {}, 'metadata');
    return {
      metadata: { ...metadata, theme: document.theme, schema: document.version === 0 ? '0' : '2' },
      document,
      notes: taken.notes,
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
