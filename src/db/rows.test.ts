import { describe, expect, it, vi } from 'vitest';
import {
  decodePresentation,
  decodeUser,
  decodeViewLink,
  encodeNewUser,
  encodePresentationUpdate,
  encodeViewLinkFlags,
} from './rows';

describe('rows', () => {
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

  it('round-trips a user’s staff flag', () => {
    expect(decodeUser({ id: 1, is_staff: 1 as const })).toEqual({ id: 1, is_staff: true });
    expect(encodeNewUser({ is_staff: false } as Parameters<typeof encodeNewUser>[0])).toMatchObject({
      is_staff: 0,
    });
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

  it("reads a view link's e-mail gate and a deck's brand logo as booleans, and stores them as 0/1", () => {
    expect(decodePresentation({ show_brand_logo: 1 as const })).toEqual({ show_brand_logo: true });
    expect(encodePresentationUpdate({ show_brand_logo: false })).toEqual({ show_brand_logo: 0 });
    const stored = {
      link_id: 'k3y0000000000000',
      presentation_id: 1,
      created_by: 2,
      created_at: '2026-12-02T10:00:00.000Z',
      revoked_at: null,
      name: null,
      password_hash: null,
      expires_at: null,
      require_email: 1,
      verify_email: 0,
      allowed_domains: null,
      notify: 'off' as const,
      first_view_notified_at: null,
      expiry_announced: 0 as const,
      download: null,
    };
    expect(decodeViewLink(stored)).toMatchObject({ require_email: true, verify_email: false });
    expect(encodeViewLinkFlags({ require_email: true, name: 'Gate' })).toEqual({
      require_email: 1,
      name: 'Gate',
    });
    expect(encodeViewLinkFlags({ verify_email: false, name: 'Gate' })).toStrictEqual({
      verify_email: 0,
      name: 'Gate',
    });
  });
});
