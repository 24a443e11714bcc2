// The Library's rules that need no server: how many assets a page lists, where a
// picture is served, and what the editor's "Insert from library" writes into the source at the cursor.
import type { EditorFormat } from '../../kernel/document/editor-source';

export const LIBRARY_PAGE_SIZE = 24;
/** Pages past this are refused: the listing stays bounded however it is asked. */
export const LIBRARY_MAX_PAGE = 999;
/** A page number in a query: 1 to LIBRARY_MAX_PAGE. */
export const LIBRARY_PAGE_PATTERN = '^[1-9][0-9]{0,2}$';
/** Presentations listed under one asset at most. */
export const LIBRARY_USES_SHOWN = 5;
/** A stored picture's key: its sha256 and extension. */
export const MEDIA_KEY_PATTERN = '^[0-9a-f]{64}\\.(png|jpg|webp|gif)$';

export const mediaPath = (key: string) => `/media/u/${key}`;

/** What a picture of the Library is called on its button: the first deck showing it, else its key's start. */
export const libraryImageTitle = (image: { key: string; usedIn: readonly { title: string }[] }) =>
  image.usedIn[0]?.title ?? image.key.slice(0, 8);

/**
 * What goes into the source: in Markdown an image line (a topic's picture, on a line of its own);
 * in JSON the quoted address, to stand as an "image" value.
 */
export const librarySnippet = (src: string, format: EditorFormat) =>
  format === 'markdown' ? `![](${src})` : JSON.stringify(src);

/**
 * The source with `snippet` in place of the selection [start, end). A Markdown image line gets line
 * breaks around it when the cursor is inside a line. Answers the new text and where the cursor goes.
 */
export function insertAt(
  text: string,
  start: number,
  end: number,
  snippet: string,
  format: EditorFormat,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const block =
    format === 'markdown'
      ? `${before === '' || before.endsWith('\n') ? '' : '\n\n'}${snippet}${after === '' || after.startsWith('\n') ? '' : '\n\n'}`
      : snippet;
  return { text: before + block + after, cursor: before.length + block.length };
}
