import { describe, expect, it } from 'vitest';
import type { ClassicDocument, DeckDocument } from './document';
import { importJson } from './json-import';
import { importMarkdown } from './markdown-import';
import { retitleDocument, retitleSource, retitleTranscript } from './retitle';

describe('retitle', () => {
  it('renames a deck and its overview title text, leaving other texts alone', () => {
    const doc = importMarkdown('# Old Name\n\nOld Name is a body line.\n\n## Topic\n')
      .document as DeckDocument;
    const renamed = retitleDocument(doc, 'New Name') as DeckDocument;
    expect(renamed.title).toBe('New Name');
    const titleText = renamed.texts.find((t) => t.styleClasses.includes('title'))!;
    expect(titleText.paragraphs[0]!.text).toBe('New Name');
    expect(renamed.texts.find((t) => t.styleClasses.includes('body'))!.paragraphs[0]!.text).toBe(
      'Old Name is a body line.',
    );
    expect(doc.title).toBe('Old Name');
  });

  it('renames a classic document', () => {
    const doc = {
      version: 0,
      title: 'Old',
      theme: 'ocean',
      frames: [],
      path: [],
    } as unknown as ClassicDocument;
    expect(retitleDocument(doc, 'New').title).toBe('New');
  });

  it('renames the heading of a video transcript', () => {
    const transcript = {
      texts: [
        { id: 'title', styleClasses: ['title' as const], paragraphs: [{ text: 'Old', biggestFontSize: 64 }] },
      ],
      topics: [],
    };
    expect(retitleTranscript(transcript, 'Old', 'New').texts[0]!.paragraphs[0]!.text).toBe('New');
  });

  it('rewrites the "#" line of Markdown, skipping front matter and code fences', () => {
    const source =
      '---\n# a yaml comment\ntags: [a]\n---\n```\n# not a title\n```\n# Old Title\n\n## Topic\n';
    const renamed = retitleSource(source, 'markdown', 'Brand New');
    expect(renamed).toContain('# a yaml comment');
    expect(renamed).toContain('# not a title');
    expect(importMarkdown(renamed).document.title).toBe('Brand New');
  });

  it('rewrites bare and wrapped JSON documents', () => {
    const topics = [{ id: 'a', title: 'A', texts: [], topics: [] }];
    const bare = JSON.stringify({ version: 2, title: 'Old', theme: 'ocean', texts: [], topics });
    expect(importJson(retitleSource(bare, 'json', 'New')).document.title).toBe('New');
    const wrapped = JSON.stringify({ privacy: 'public', document: JSON.parse(bare) });
    const renamed = JSON.parse(retitleSource(wrapped, 'json', 'New'));
    expect(renamed.document.title).toBe('New');
    expect(renamed.privacy).toBe('public');
    expect(retitleSource('not json', 'json', 'New')).toBe('not json');
  });
});
