// "Apply brand kit" in the editor: the source with its theme set, as the author would
// have written it: Markdown's front matter `theme:` line (added, or the front matter made), or the
// JSON document's "theme" field. The rest of the text is left as it was.
import type { EditorFormat } from './editor-source';
import type { ThemeName } from './themes';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/;
const THEME_LINE = /^theme:.*$/m;

function markdownWithTheme(text: string, theme: ThemeName): string {
  const match = FRONT_MATTER.exec(text);
  if (!match) return `---\ntheme: ${theme}\n---\n${text}`;
  const yaml = match[1]!;
  const nextYaml = THEME_LINE.test(yaml)
    ? yaml.replace(THEME_LINE, `theme: ${theme}`)
    : `${yaml}\ntheme: ${theme}`;
  return `---\n${nextYaml}\n---${match[2]}${text.slice(match[0].length)}`;
}

/** The source with its theme set; null when a JSON source does not read as an object. */
export function sourceWithTheme(text: string, format: EditorFormat, theme: ThemeName): string | null {
  if (format === 'markdown') return markdownWithTheme(text, theme);
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return `${JSON.stringify({ ...value, theme }, null, 2)}\n`;
  } catch {
    return null;
  }
}
