import { describe, expect, it } from 'vitest';
import { toClassicLayout } from './classic-layout';
import { convertSource, editorSourceOf, parseEditorSource, problemText } from './editor-source';
import { importMarkdown } from './markdown-import';
import { OVERVIEW_NOTES } from './speaker-notes';

const SOURCE = '# Deck\n\n## One\n\nText.\n';
const deck = importMarkdown(SOURCE).document;

describe('editorSourceOf', () => {
  it('opens the author’s Markdown, else Markdown from a schema 2 deck, else JSON', () => {
    expect(editorSourceOf({ document: deck, source: SOURCE, sourceFormat: 'markdown' })).toEqual({
      text: SOURCE,
      format: 'markdown',
    });
    const generated = editorSourceOf({ document: deck, source: null, sourceFormat: null });
    expect(generated.format).toBe('markdown');
    expect(importMarkdown(generated.text).document).toEqual(deck);
    expect(editorSourceOf({ document: deck, source: '{}', sourceFormat: 'json' }).format).toBe('json');
    const classic = editorSourceOf({
      document: toClassicLayout(deck as never),
      source: null,
      sourceFormat: null,
    });
    expect(classic.format).toBe('json');
    expect(JSON.parse(classic.text).version).toBe(0);
  });
});

describe('editorSourceOf a JSON source', () => {
  it('keeps its speaker notes, so a save does not drop them', () => {
    const source = JSON.stringify({ ...deck, notes: 'Welcome everyone.' });
    const opened = editorSourceOf({ document: deck, source, sourceFormat: 'json' });
    expect(JSON.parse(opened.text).notes).toBe('Welcome everyone.');
    const saved = parseEditorSource(opened.text, 'json', '2');
    expect(saved.ok && saved.notes).toEqual({ [OVERVIEW_NOTES]: 'Welcome everyone.' });
  });
});

describe('parseEditorSource', () => {
  it('names lines for Markdown and fields for JSON', () => {
    const md = parseEditorSource('# A\n\n## B\n\n# C\n', 'markdown', '2');
    expect(md).toEqual({ ok: false, problems: [{ line: 5, message: 'only one "#" title is allowed' }] });
    const json = parseEditorSource(JSON.stringify({ ...deck, theme: 'neon' }), 'json', '2');
    expect(json.ok).toBe(false);
    if (!json.ok) expect(json.problems[0]).toMatchObject({ field: 'theme' });
    const syntax = parseEditorSource('{\n  "version": 2,\n  oops\n}', 'json', '2');
    expect(syntax.ok).toBe(false);
    if (!syntax.ok) expect(syntax.problems[0]!.message).toContain('not valid JSON');
  });

  it('refuses empty sources and a change of schema', () => {
    expect(parseEditorSource('  ', 'markdown', '2').ok).toBe(false);
    const changed = parseEditorSource(`---\nschema: "0"\n---\n${SOURCE}`, 'markdown', '2');
    expect(changed.ok).toBe(false);
    expect(parseEditorSource(`---\nschema: "0"\n---\n${SOURCE}`, 'markdown', '0').ok).toBe(true);
  });

  it('converts between formats and writes problems as one line', () => {
    expect(JSON.parse(convertSource(deck, 'json')!)).toEqual(deck);
    expect(convertSource(deck, 'markdown')).toContain('# Deck');
    expect(problemText({ line: 3, message: 'bad' })).toBe('line 3: bad');
    expect(problemText({ field: 'topics[0].title', message: 'is required' })).toBe(
      'topics[0].title: is required',
    );
  });
});
