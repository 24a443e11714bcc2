import { describe, expect, it, vi } from 'vitest';
import { decodePresentation, encodePresentationUpdate } from './presentation-record';

describe('the presentation record', () => {
  it('decodes a selection of presentation columns and leaves the others as they are', () => {
    const row = decodePresentation({
      id: 7,
      hidden: 1 as const,
      curated: 0 as const,
      tags: '["jam","citrus"]',
      media: null,
      view_count: 3,
    });
    expect(row).toEqual({
      id: 7,
      hidden: true,
      curated: false,
      tags: ['jam', 'citrus'],
      media: null,
      view_count: 3,
    });
    expect(decodePresentation({ oid: 'abcdefghijkl' })).toEqual({ oid: 'abcdefghijkl' });
  });

  it('encodes only the values given, flags as 0/1 and JSON as text', () => {
    const media = { video: '/v.webm', captions: '/c.vtt', preview: '/p.webm' };
    expect(encodePresentationUpdate({ hidden: false, is_template: true, media, title: 'T' })).toEqual({
      hidden: 0,
      is_template: 1,
      media: JSON.stringify(media),
      title: 'T',
    });
    expect(encodePresentationUpdate({ media: null })).toEqual({ media: null });
  });

  it('parses a document only when it is read, once, and lets it be replaced', () => {
    const text = '{"version":2,"title":"Jam","theme":"slate","texts":[],"topics":[]}';
    const parse = vi.spyOn(JSON, 'parse');
    const row = decodePresentation({ id: 7, document: text });
    expect(parse).not.toHaveBeenCalled();
    expect(row.document.title).toBe('Jam');
    expect(row.document).toBe(row.document);
    expect(parse).toHaveBeenCalledTimes(1);
    expect({ ...row }).toEqual({ id: 7, document: JSON.parse(text) });
    parse.mockRestore();
    row.document = { ...row.document, title: 'Marmalade' };
    expect(row.document.title).toBe('Marmalade');
  });

  it("reads a deck's brand logo and embed domains, and stores them as 0/1 and JSON", () => {
    expect(decodePresentation({ show_brand_logo: 1 as const })).toEqual({ show_brand_logo: true });
    expect(encodePresentationUpdate({ show_brand_logo: false })).toEqual({ show_brand_logo: 0 });
    expect(decodePresentation({ embed_domains: null })).toEqual({ embed_domains: null });
    expect(decodePresentation({ embed_domains: '["example.com"]' })).toEqual({
      embed_domains: ['example.com'],
    });
    expect(encodePresentationUpdate({ embed_domains: ['example.com'] })).toEqual({
      embed_domains: '["example.com"]',
    });
  });
});
