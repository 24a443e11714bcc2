import { describe, expect, it } from 'vitest';
import { importMarkdown } from './markdown-import';
import { sourceWithTheme } from './source-theme';

describe('sourceWithTheme', () => {
  it('replaces the theme line of the front matter and keeps the rest', () => {
    const text = '---\ntitle: x\ntheme: sunset\n---\n# Talk\n\n## One\n';
    expect(sourceWithTheme(text, 'markdown', 'brand')).toBe(
      '---\ntitle: x\ntheme: brand\n---\n# Talk\n\n## One\n',
    );
  });

  it('adds a theme line, or the front matter itself, when there is none', () => {
    expect(sourceWithTheme('---\ntags: [a]\n---\n# Talk\n', 'markdown', 'brand')).toBe(
      '---\ntags: [a]\ntheme: brand\n---\n# Talk\n',
    );
    const made = sourceWithTheme('# Talk\n\n## One\n', 'markdown', 'brand')!;
    expect(made).toBe('---\ntheme: brand\n---\n# Talk\n\n## One\n');
    expect(importMarkdown(made).document.theme).toBe('brand');
  });

  it('sets the theme field of a JSON source', () => {
    const json = JSON.stringify({ version: 2, title: 'T', theme: 'ocean', topics: [] });
    expect(JSON.parse(sourceWithTheme(json, 'json', 'brand')!).theme).toBe('brand');
    expect(sourceWithTheme('[1]', 'json', 'brand')).toBeNull();
    expect(sourceWithTheme('{oops', 'json', 'brand')).toBeNull();
  });
});
