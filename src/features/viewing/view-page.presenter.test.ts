import { describe, expect, it } from 'vitest';
import { loaded, OWNER, presentationRow, VIEW_LINK, VISITOR } from '../decks/test-support';
import { presentEmbedPage, presentViewPage, type ViewPageContextInput } from './view-page.presenter';

const context: ViewPageContextInput = {
  origin: 'https://podium.example',
  lang: 'en',
  brandName: 'Podium',
  autoplay: { shouldAutoplay: false, forceAutoplay: false },
  isMobile: false,
  nativeApp: null,
  sidebar: { videos: [], templates: [], staffPicks: [] },
};
const PUBLIC_URL = 'https://podium.example/p/abc123def456/tidy-data-in-practice/';

describe('presentViewPage', () => {
  it('gives anonymous visitors of a public talk an indexable page with its public address', () => {
    const page = presentViewPage(loaded(presentationRow(), null), context);
    expect(page.props.page).toMatchObject({
      isPublicView: true,
      shareUrl: PUBLIC_URL,
      origin: context.origin,
    });
    expect(page.head).toEqual({
      title: 'Tidy Data in Practice · Ada Lovelace · Podium',
      description: 'How to tidy a table.',
      canonical: PUBLIC_URL,
      oembed: `https://podium.example/api/oembed/?url=${encodeURIComponent(PUBLIC_URL)}`,
      image: 'https://podium.example/thumbnails/abc123def456/v1.png',
      noindex: false,
      preloadImage: '/thumbnails/abc123def456/v1.svg',
      playerDataPath: '/api/v4/presentation/abc123def456/',
      article: {
        author: 'Ada Lovelace',
        authorUrl: 'https://podium.example/user/owner0000001/',
        publishedTime: '2026-11-20T10:00:00.000Z',
        modifiedTime: '2026-11-21T10:00:00.000Z',
      },
    });
    expect(page.props.presentation).toMatchObject({
      isAuthenticated: false,
      hasLikedPrezi: false,
      showMakeACopyButton: false,
      ownerName: 'Ada Lovelace',
      tags: 'data,analysis',
      viewerRights: { edit: false, comment: false },
      prezilink: null,
      hiddenReason: null,
    });
  });

  it('offers anonymous visitors Make a copy on reusable talks only', () => {
    const reusable = presentViewPage(loaded(presentationRow({ privacy: 'reusable' }), null), context);
    expect(reusable.props.presentation.showMakeACopyButton).toBe(true);
    const hidden = presentViewPage(
      loaded(presentationRow({ privacy: 'reusable', hidden: true }), null),
      context,
    );
    expect(hidden.props.presentation.showMakeACopyButton).toBe(false);
  });

  it('shows signed-in visitors their like and rights', () => {
    const page = presentViewPage(loaded(presentationRow(), VISITOR, { hasLiked: true }), context);
    expect(page.props.page.isPublicView).toBe(true);
    expect(page.props.presentation).toMatchObject({
      isAuthenticated: true,
      hasLikedPrezi: true,
      showMakeACopyButton: false,
      viewerRights: { edit: false, comment: false },
    });
    const own = presentViewPage(loaded(presentationRow(), OWNER), context);
    expect(own.props.presentation).toMatchObject({
      showMakeACopyButton: true,
      viewerRights: { edit: true, comment: true },
    });
  });

  it('keeps a view link private: shared by its link, never indexed', () => {
    const page = presentViewPage(
      loaded(presentationRow({ privacy: 'private' }), null, { viewLinkId: VIEW_LINK }),
      context,
    );
    expect(page.props.page).toMatchObject({
      isPublicView: false,
      shareUrl: `https://podium.example/view/${VIEW_LINK}/`,
    });
    expect(page.props.presentation.prezilink).toEqual({ link_id: VIEW_LINK });
    expect(page.head).toMatchObject({
      canonical: undefined,
      oembed: undefined,
      image: undefined,
      noindex: true,
    });
    // Even a public talk reached through a view link is shared by that link.
    const publicByLink = presentViewPage(loaded(presentationRow(), null, { viewLinkId: VIEW_LINK }), context);
    expect(publicByLink.props.page.shareUrl).toBe(`https://podium.example/view/${VIEW_LINK}/`);
  });

  it('tells the owner why a hidden talk was taken down', () => {
    const withReason = presentViewPage(
      loaded(presentationRow({ hidden: true, hidden_reason: 'Spam' }), OWNER),
      context,
    );
    expect(withReason.props.presentation.hiddenReason).toBe('Spam');
    expect(withReason.props.page.isPublicView).toBe(false);
    const without = presentViewPage(loaded(presentationRow({ hidden: true }), OWNER), context);
    expect(without.props.presentation.hiddenReason).toBe('Taken down after a report.');
  });

  it('describes a talk without a description by the first lines of its transcript', () => {
    const page = presentViewPage(loaded(presentationRow({ description_html: '<p> </p>' }), null), context);
    expect(page.head.description).toBe(
      'Why shape matters before analysis. One observation per row Each row is one measured thing.',
    );
  });

  it('passes autoplay, device and sidebar through', () => {
    const sidebar = { videos: [], templates: [], staffPicks: [] };
    const page = presentViewPage(loaded(presentationRow(), null), {
      ...context,
      autoplay: { shouldAutoplay: true, forceAutoplay: true },
      isMobile: true,
      sidebar,
    });
    expect(page.props.page).toMatchObject({ shouldAutoplay: true, forceAutoplay: true, isMobile: true });
    expect(page.props.page.sidebar).toBe(sidebar);
  });
});

describe('presentEmbedPage', () => {
  it('links back to the public page, may be framed anywhere and is never indexed', () => {
    const page = presentEmbedPage(loaded(presentationRow(), null), context);
    expect(page.props.page).toEqual({
      siteUrl: PUBLIC_URL,
      shareUrl: PUBLIC_URL,
      origin: context.origin,
      brand: null,
      shouldAutoplay: false,
      forceAutoplay: false,
    });
    expect(page.head).toEqual({
      title: 'Tidy Data in Practice · Podium',
      noindex: true,
      frameAncestors: 'any',
      playerDataPath: '/api/v4/presentation/abc123def456/',
    });
  });

  it('links a private embed back through its view link', () => {
    const page = presentEmbedPage(
      loaded(presentationRow({ privacy: 'private' }), null, { viewLinkId: VIEW_LINK }),
      context,
    );
    expect(page.props.page.siteUrl).toBe(`https://podium.example/view/${VIEW_LINK}/`);
  });
});
