import { describe, expect, it } from 'vitest';
import { presentViewLink } from './view-links.presenter';

describe('presentViewLink', () => {
  it('gives the absolute address people paste elsewhere', () => {
    const link = {
      link_id: 'k3y0000000000000',
      presentation_id: 10,
      created_by: 1,
      created_at: '2026-11-21T10:00:00.000Z',
      revoked_at: null,
      name: 'Acme board',
      password_hash: 'scrypt$hash',
      expires_at: null,
      require_email: true,
      verify_email: true,
      allowed_domains: '["example.com","example.org"]',
      notify: 'first' as const,
      first_view_notified_at: null,
      expiry_announced: 0 as const,
      download: 1,
    };
    expect(
      presentViewLink(link, 'https://podium.example', new Map([[link.created_by!, 'Olga Owner']])),
    ).toEqual({
      linkId: 'k3y0000000000000',
      url: 'https://podium.example/view/k3y0000000000000/',
      createdAt: '2026-11-21T10:00:00.000Z',
      createdBy: 'Olga Owner',
      revokedAt: null,
      name: 'Acme board',
      hasPassword: true,
      expiresAt: null,
      requireEmail: true,
      verifyEmail: true,
      allowedDomains: ['example.com', 'example.org'],
      notify: 'first',
      download: 'allow',
    });
  });
});
