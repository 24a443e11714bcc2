// Test data for the player's tests: a valid PlayerData with overrides on top (STYLE §18).

import { buildDeck } from '../../test/helpers/documents';
import type { PlayerData } from '../contracts/presentation';

export function buildPlayerData(overrides: Partial<PlayerData> = {}): PlayerData {
  const document = overrides.document ?? buildDeck();
  return {
    oid: 'abc123def456',
    title: document.title,
    kind: 'deck',
    schemaVersion: document.version === 0 ? '0' : '2',
    privacy: 'public',
    document,
    media: null,
    recording: null,
    thumbnail: '/thumbnails/abc123def456/1.svg',
    owner: {
      oid: 'owner0000001',
      username: 'amara',
      firstName: 'Amara',
      lastName: 'Okafor',
      publicDisplayName: null,
      email: null,
      avatar: { initials: 'AO', colour: '#3e63dd' },
    },
    lastModified: '2026-01-01T00:00:00.000Z',
    lastModifiedDateString: 'Updated January 1, 2026',
    likesCount: 0,
    hasLiked: false,
    viewCount: 0,
    tags: [],
    viewerRights: { edit: false, comment: false },
    prezilink: null,
    ...overrides,
  };
}
