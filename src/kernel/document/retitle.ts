// Renaming a presentation from its settings: the title lives in the document, in the overview's
// title text, in a video's transcript heading and in the author's Markdown or JSON source, and all
// of them must agree, or the editor's next save would bring the old title back.
import type { PresentationDocument } from './document';
import type { TranscriptTopic } from './transcript';

export function retitleDocument(doc: PresentationDocument, title: string): PresentationDocument {
  if (doc.version !== 2) return { ...doc, title };
  const texts = doc.texts.map((text) =>
    text.styleClasses.includes('title')
      ? {
          ...text,
          paragraphs: text.paragraphs.map((p) => (p.text === doc.title ? { ...p, text: title } : p)),
        }
      : text,
  );
  return { ...doc, title, texts };
}

/** A video's transcript opens with the title as a heading (transcriptOfCaptions). */
export function retitleTranscript(
  transcript: TranscriptTopic,
  oldTitle: string,
  title: string,
): TranscriptTopic {
  const texts = transcript.texts.map((text) =>
    text.styleClasses.includes('title')
      ? { ...text, paragraphs: text.paragraphs.map((p) => (p.text === oldTitle ? { ...p, text: title } : p)) }
      : text,
  );
  return { ...transcript, texts };
}

/** Markdown: the one "# " heading outside front matter and code fences becomes the new title. */
export function retitleMarkdown(source: string, title: string): string {
  const lines = source.split('\n');
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
    if (end > 0) start = end + 1;
  }
  let fenced = false;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && /^\s{0,3}#[ \t]+\S/.test(line)) {
      lines[i] = `# ${title}`;
      return lines.join('\n');
    }
  }
  return source;
}

/** JSON: a bare document or one wrapped as { document, ...metadata } (json-import.ts). */
export function retitleJson(source: string, title: string): string {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return source;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return source;
  const record = value as Record<string, unknown>;
  const wrapped = record.document;
  if (typeof wrapped === 'object' && wrapped !== null && !Array.isArray(wrapped)) {
    return JSON.stringify({ ...record, document: { ...(wrapped as object), title } }, null, 2);
  }
  return JSON.stringify({ ...record, title }, null, 2);
}

export function retitleSource(source: string, format: 'markdown' | 'json', title: string): string {
  return format === 'json' ? retitleJson(source, title) : retitleMarkdown(source, title);
}
