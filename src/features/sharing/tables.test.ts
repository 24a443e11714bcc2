import { describe, expect, it } from 'vitest';
import { decodeViewLink, encodeDomains, encodeViewLinkFlags, linkDomains } from './tables';

describe('the share link record', () => {
  it("reads a view link's e-mail gate as booleans, and stores it as 0/1", () => {
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

  it('stores allowed domains as JSON, none as null, and reads them back', () => {
    expect(encodeDomains(['example.com'])).toBe('["example.com"]');
    expect(encodeDomains([])).toBeNull();
    expect(encodeDomains(null)).toBeNull();
    expect(linkDomains({ allowed_domains: '["example.com"]' })).toEqual(['example.com']);
    expect(linkDomains({ allowed_domains: null })).toBeNull();
  });
});
