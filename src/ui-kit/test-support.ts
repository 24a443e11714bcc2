// Component tests of the settings page's sections: the API stubbed around each test, as apiCall
// meets it (fetch, and the CSRF cookie it reads), and JSON answers to give it.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PresentationSettings } from '../features/decks/settings.contracts';

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Stubs fetch around each test of the calling file; `api.fetch` is this test's mock. */
export function stubApi(): { readonly fetch: ReturnType<typeof vi.fn> } {
  let fetchMock = vi.fn();
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: apiCall reads the CSRF token from this cookie
    document.cookie = 'csrftoken=token123';
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return {
    get fetch() {
      return fetchMock;
    },
  };
}

/** A public deck's settings as the settings page receives them; `changes` override fields. */
export const buildSettings = (changes: Partial<PresentationSettings> = {}): PresentationSettings => ({
  oid: 'abcdefabcdef',
  title: 'Tidy Data',
  descriptionHtml: '',
  tags: [],
  privacy: 'public',
  embedDomains: null,
  allowDownloads: false,
  hasOriginalPdf: false,
  kind: 'deck',
  hiddenReason: null,
  updatedAt: '2026-11-21T10:00:00.000Z',
  thumbnail: '/thumbnails/abcdefabcdef/v1.svg',
  viewPath: '/p/abcdefabcdef/tidy-data/',
  editPath: '/p/edit/abcdefabcdef/',
  statsPath: '/dashboard/next/abcdefabcdef/stats/',
  ...changes,
});
