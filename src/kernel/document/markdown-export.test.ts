import { describe, expect, it } from 'vitest';
import { toClassicLayout } from './classic-layout';
import type { DeckDocument } from './document';
import { deckOfClassicLayout, exportMarkdown, sameValue } from './markdown-export';
import { importMarkdown } from './markdown-import';

// Read through Vite's glob import: the domain's tests stay free of file-system code (biome rule).
const demoSources = import.meta.glob<string>(
  ['../../../content/presentations/*.md', '../../../content/templates/*.md'],
  { query: '?raw', import: 'default', eager: true },
);
const demoFiles = Object.keys(demoSources).map((file) => file.replace('../../../content/', ''));

const lines = (...source: string[]) => `${source.join('\n')}\n`;

/** Imports, exports and imports again; the two documents must be the same. */
function roundTrip(source: string) {
  const { document } = importMarkdown(source);
  const markdown = exportMarkdown(document);
  expect(markdown, 'exportMarkdown gave up on this document').not.toBeNull();
  expect(importMarkdown(markdown!).document).toEqual(document);
  return markdown!;
}

describe('exportMarkdown', () => {
  it('has demo content to check', () => {
    expect(demoFiles.length).toBeGreaterThan(20);
  });

  it.each(demoFiles)('round-trips %s to the same document', (file) => {
    roundTrip(demoSources[`../../../content/${file}`]!);
  });

  it('writes title, overview, topics, subtopics, images, lists, code and small headings', () => {
    const markdown = roundTrip(
      lines(
        '---',
        'theme: forest',
        '---',
        '# Plan',
        '',
        'Why we are here.',
        '',
        '## Goals',
        '',
        '![](media/goals.svg)',
        '',
        '- Ship',
        '- Learn',
        '',
        '* Rest',
        '',
        '1. First',
        '2. Second',
        '',
        '#### Small heading',
        '',
        '```',
        'const x = 1;',
        '```',
        '',
        '### Detail',
        '',
        'Inner text.',
      ),
    );
    expect(markdown).toContain('theme: forest');
    expect(markdown).toContain('## Goals\n\n![](media/goals.svg)');
    expect(markdown).toContain('### Detail');
  });

  it('escapes text that Markdown would otherwise read as syntax', () => {
    const markdown = roundTrip(
      lines(
        '# A \\*starred\\* title \\#',
        '',
        '## Topic',
        '',
        '1\\. not a list',
        '',
        '\\- not a bullet',
        '',
        'Use `code` and \\_under\\_ and snake_case and \\&amp; and \\<https://x.example> and \\[x](y)',
        '',
        '\\> not a quote',
      ),
    );
    expect(markdown).toContain('# A \\*starred\\* title \\#');
    expect(markdown).toContain('snake_case');
    expect((importMarkdown(markdown).document as DeckDocument).topics[0]!.texts[3]!.paragraphs[0]!.text).toBe(
      '> not a quote',
    );
  });

  it('round-trips classic decks laid out from topics, with schema "0" in the front matter', () => {
    const markdown = roundTrip(
      lines('---', 'schema: "0"', '---', '# Classic', '', '## One', '', '### Sub', '', '## Two'),
    );
    expect(markdown).toContain('schema: "0"');
  });

  it('gives up (null) on documents Markdown cannot express', () => {
    const { document } = importMarkdown(lines('# T', '', '## A', '', 'Text.'));
    const deck = document as DeckDocument;
    expect(exportMarkdown({ ...deck, topics: [{ ...deck.topics[0]!, id: 'custom' }] })).toBeNull();
    const mixed = structuredClone(deck);
    mixed.topics[0]!.texts[0]!.styleClasses = ['subtitle'];
    expect(exportMarkdown(mixed)).toBeNull();
    const moved = toClassicLayout(deck);
    moved.frames[1]!.x += 10;
    expect(deckOfClassicLayout(moved)).toBeNull();
    expect(exportMarkdown(moved)).toBeNull();
  });
});

describe('sameValue', () => {
  it('compares JSON structurally, ignoring key order and undefined keys', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: '1' })).toBe(false);
  });
});
