import { describe, expect, it } from 'vitest';
import { presentCollaborator, presentSettings } from './settings.presenter';
import { presentationRow } from './test-support';

describe('presentSettings', () => {
  it('gives the settings page the presentation’s fields and its addresses', () => {
    expect(presentSettings(presentationRow({ schema_version: '0' }))).toEqual({
      oid: 'abc123def456',
      title: 'Tidy Data in Practice',
      descriptionHtml: '<p>How to <strong>tidy</strong> a table.</p>',
      tags: ['data', 'analysis'],
      privacy: 'public',
      embedDomains: null,
      allowDownloads: false,
      hasOriginalPdf: false,
      kind: 'deck',
      hiddenReason: null,
      updatedAt: '2026-11-21T10:00:00.000Z',
      thumbnail: '/thumbnails/abc123def456/v1.svg',
      viewPath: '/p/abc123def456/tidy-data-in-practice/',
      editPath: '/abc123def456/edit/',
      statsPath: '/dashboard/next/abc123def456/stats/',
    });
  });

  it('tells the owner why staff hid it', () => {
    expect(presentSettings(presentationRow({ hidden: true, hidden_reason: 'Spam' })).hiddenReason).toBe(
      'Spam',
    );
    expect(presentSettings(presentationRow({ hidden: true })).hiddenReason).toBe(
      'Taken down after a report.',
    );
  });
});

describe('presentCollaborator', () => {
  it('shows a collaborator by name and username', () => {
    const row = {
      user_id: 2,
      username: 'grace',
      first_name: 'Grace',
      last_name: 'Hopper',
      public_display_name: null,
      role: 'comment' as const,
    };
    expect(presentCollaborator(row)).toEqual({
      username: 'grace',
      displayName: 'Grace Hopper',
      role: 'comment',
    });
  });
});
