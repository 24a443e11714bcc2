import { describe, expect, it } from 'vitest';
import { importMarkdown } from '../markdown-import';
import { canvasOf } from './convert';
import { expectFaithful } from './testing';

// Read through Vite's glob import: the kernel's tests stay free of file-system code (biome rule).
const demoSources = import.meta.glob<string>(
  ['../../../../content/presentations/*.md', '../../../../content/templates/*.md'],
  { query: '?raw', import: 'default', eager: true },
);
const demoFiles = Object.keys(demoSources).map((file) => file.replace('../../../../content/', ''));

describe('canvasOf on every demo deck', () => {
  it('has demo decks to convert, notes among them', () => {
    expect(demoFiles.length).toBeGreaterThan(20);
    const noted = demoFiles.filter(
      (file) => Object.keys(importMarkdown(demoSources[`../../../../content/${file}`]!).notes).length > 0,
    );
    expect(noted.length).toBeGreaterThan(0);
  });

  it.each(demoFiles)('converts %s without losing a word, a picture, a step or a note', (file) => {
    const { document, notes } = importMarkdown(demoSources[`../../../../content/${file}`]!);
    expectFaithful(document, notes, canvasOf(document, notes));
  });
});
