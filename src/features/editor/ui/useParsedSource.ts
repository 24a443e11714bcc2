// Reads the source into a document as the author types, after a pause (debounced), so the preview
// follows without re-laying out the deck on every key. A document equal to the last one keeps its
// identity, so the player does not reload for a change that changes nothing.
import { useEffect, useRef, useState } from 'react';
import type { SchemaVersion } from '../../../kernel/document/document';
import {
  type EditorFormat,
  type ParsedSource,
  parseEditorSource,
} from '../../../kernel/document/editor-source';

export const PREVIEW_DELAY_MS = 400;

export function useParsedSource(
  text: string,
  format: EditorFormat,
  schema: SchemaVersion,
  delayMs: number = PREVIEW_DELAY_MS,
): ParsedSource {
  const [parsed, setParsed] = useState<ParsedSource>(() => parseEditorSource(text, format, schema));
  const lastJson = useRef<string | null>(parsed.ok ? JSON.stringify(parsed.document) : null);

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = parseEditorSource(text, format, schema);
      const json = next.ok ? JSON.stringify(next.document) : null;
      if (next.ok && json === lastJson.current) {
        // Only the speaker notes changed (or nothing): keep the document's identity for the player.
        setParsed((current) =>
          !current.ok
            ? next
            : JSON.stringify(current.notes) === JSON.stringify(next.notes)
              ? current
              : { ...next, document: current.document },
        );
        return;
      }
      lastJson.current = json;
      setParsed(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, format, schema, delayMs]);

  return parsed;
}
