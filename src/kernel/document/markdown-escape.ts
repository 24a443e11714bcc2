// Escaping text into Markdown that markdown-it reads back as the same words: what the exports share.

/** Backslash-escapes what markdown-it would read as syntax inside a line of text, and nothing more. */
export function escapeInline(text: string): string {
  return text
    .replace(/[\\`*[<]/g, (c) => `\\${c}`)
    .replace(/~~/g, '\\~\\~')
    .replace(/(^|[^A-Za-z0-9])_|_(?=[^A-Za-z0-9]|$)/g, (match) => match.replace('_', '\\_'))
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

/** A line must not start like a heading, list item, quote or numbered item. */
export function escapeLineStart(line: string): string {
  return line.replace(/^(?:[#>+-]|\d+(?=[.)]))/, (start) => (/\d/.test(start) ? `${start}\\` : `\\${start}`));
}

export function escapeHeading(text: string): string {
  // A trailing run of "#" would be read as the heading's closing sequence.
  return escapeInline(text).replace(/#+$/, (hashes) => `\\${hashes}`);
}
