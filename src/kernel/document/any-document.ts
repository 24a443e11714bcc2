// One validation for a document of any schema: the canvas document (version 3) has its own
// (canvas/validate.ts), the older schemas parseDocument's. Importers call this, so a canvas deck can
// be published from JSON and brought back from an export.
import { parseCanvasDocument } from './canvas/validate';
import { type PresentationDocument, parseDocument } from './document';

/** Validates an untrusted document of schema '0', '2' or '3'; errors name the field at fault. */
export function parseAnyDocument(value: unknown): PresentationDocument {
  if ((value as { version?: unknown } | null)?.version === 3) return parseCanvasDocument(value);
  return parseDocument(value);
}
