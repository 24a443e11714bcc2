// Reading server-rendered markup: its page data, and the checks the Nu HTML checker and axe make:
// heading levels that skip none, and aria-label only on elements whose role may be named (ARIA 1.2
// §5.2.8.6, ARIA in HTML).

/** What the page renders into #root: the markup people and assistive technology get. */
export function pageBody(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-data">');
  return html.slice(start, end);
}

/** The page data the server rendered the page with (what the browser hydrates from). */
export function pageDataOf<Props>(html: string): { page: string; props: Props } {
  return JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!);
}

/** The heading levels in document order: [1, 2, 2, 3, …]. */
export const headingLevels = (html: string): number[] =>
  [...pageBody(html).matchAll(/<h([1-6])\b/g)].map(([, level]) => Number(level));

/** Where a heading skips a level (h1 → h3), or the page does not start with h1: "h1 → h3". */
export function headingSkips(html: string): string[] {
  const skips: string[] = [];
  let previous = 0;
  for (const level of headingLevels(html)) {
    if (level > previous + 1) skips.push(`h${previous || 'start'} → h${level}`);
    previous = level;
  }
  return skips;
}

/** Roles that must not be named (ARIA 1.2: "Prohibited" name from author). */
const UNNAMEABLE_ROLES = new Set([
  'caption',
  'code',
  'deletion',
  'emphasis',
  'generic',
  'insertion',
  'none',
  'paragraph',
  'presentation',
  'strong',
  'subscript',
  'superscript',
  'time',
]);

/** HTML elements whose implicit role is one of those (or that have none), when no role is given. */
const UNNAMEABLE_ELEMENTS = new Set([
  'b',
  'bdi',
  'bdo',
  'code',
  'data',
  'del',
  'div',
  'em',
  'i',
  'ins',
  'label',
  'legend',
  'p',
  'pre',
  'q',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

/** Opening tags carrying aria-label where their role forbids a name: `<span aria-label="…">`. */
export function misplacedAriaLabels(html: string): string[] {
  return [...pageBody(html).matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)]
    .filter(([, , attributes]) => /\saria-label="/.test(attributes!))
    .filter(([, element, attributes]) => {
      const role = /\srole="([^"]+)"/.exec(attributes!)?.[1]?.split(' ')[0];
      return role ? UNNAMEABLE_ROLES.has(role) : UNNAMEABLE_ELEMENTS.has(element!);
    })
    .map(([tag]) => tag!);
}
