// Page data goes into the HTML as JSON inside <script type="application/json">. Escaping "<",
// ">", "&" and the two line separators keeps any string from closing the tag early.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (c) => ESCAPES[c]!);
}

export { escapeHtml } from '../../kernel/html';
