import { describe, expect, it, vi } from 'vitest';
import { openSharePopup, popupFeatures, share, shareUrl } from './share';

const target = {
  url: 'https://podium.example/p/abc123def456/my-talk/',
  title: 'Design & Ops: a talk',
  hashtags: ['web-performance', '#ops', 'team work'],
};
const encodedUrl = 'https%3A%2F%2Fpodium.example%2Fp%2Fabc123def456%2Fmy-talk%2F';
const encodedTitle = 'Design%20%26%20Ops%3A%20a%20talk';

describe('shareUrl', () => {
  it('gives Facebook the url, the title as its quote and the first tag as its one hashtag', () => {
    expect(shareUrl('FACEBOOK', target)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}&quote=${encodedTitle}&hashtag=%23webPerformance`,
    );
  });

  it('gives LinkedIn the url, the title and the hashtags as its summary', () => {
    expect(shareUrl('LINKEDIN', target)).toBe(
      `https://www.linkedin.com/shareArticle?mini=true&url=${encodedUrl}&title=${encodedTitle}` +
        '&summary=%23webPerformance%20%23ops%20%23teamWork',
    );
    const params = new URL(shareUrl('LINKEDIN', target)).searchParams;
    expect(params.get('title')).toBe(target.title);
    expect(params.get('summary')).toBe('#webPerformance #ops #teamWork');
  });

  it('gives X the title as text and the tags as comma-separated hashtags without #', () => {
    expect(shareUrl('TWITTER', target)).toBe(
      `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}&hashtags=webPerformance,ops,teamWork`,
    );
  });

  it('gives Google Classroom the url and the title (no hashtags)', () => {
    expect(shareUrl('GOOGLE_CLASSROOM', target)).toBe(
      `https://classroom.google.com/share?url=${encodedUrl}&title=${encodedTitle}`,
    );
  });

  it('sends each tag once, as a hashtag of letters, digits and underscores', () => {
    const messy = {
      ...target,
      hashtags: ['#web-performance', 'WebPerformance', '2024', '--', 'c++', 'ux_research'],
    };
    expect(new URL(shareUrl('TWITTER', messy)).searchParams.get('hashtags')).toBe(
      'webPerformance,c,ux_research',
    );
    expect(new URL(shareUrl('FACEBOOK', messy)).searchParams.get('hashtag')).toBe('#webPerformance');
    expect(new URL(shareUrl('LINKEDIN', messy)).searchParams.get('summary')).toBe(
      '#webPerformance #c #ux_research',
    );
  });

  it('leaves out hashtag parameters when no tag makes a hashtag', () => {
    const plain = { url: 'https://p.example/x/', title: 'T', hashtags: ['2024'] };
    expect(shareUrl('FACEBOOK', plain)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fp.example%2Fx%2F&quote=T',
    );
    expect(shareUrl('LINKEDIN', plain)).toBe(
      'https://www.linkedin.com/shareArticle?mini=true&url=https%3A%2F%2Fp.example%2Fx%2F&title=T',
    );
    expect(shareUrl('TWITTER', plain)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fp.example%2Fx%2F&text=T',
    );
  });
});

describe('popupFeatures', () => {
  const screen = { width: 1920, height: 1080, left: 0, top: 0 };

  it('opens 520×570 popups centred on the screen', () => {
    expect(popupFeatures('FACEBOOK', screen)).toBe('width=520,height=570,left=700,top=255');
    expect(popupFeatures('TWITTER', screen)).toMatch(/^width=520,height=570,/);
    expect(popupFeatures('GOOGLE_CLASSROOM', screen)).toMatch(/^width=520,height=570,/);
  });

  it('opens LinkedIn 1300×570', () => {
    expect(popupFeatures('LINKEDIN', screen)).toBe('width=1300,height=570,left=310,top=255');
  });

  it('centres over a window placed anywhere, never off the top-left', () => {
    expect(popupFeatures('FACEBOOK', { width: 1000, height: 800, left: 200, top: 100 })).toBe(
      'width=520,height=570,left=440,top=215',
    );
    expect(popupFeatures('LINKEDIN', { width: 800, height: 500, left: 0, top: 0 })).toBe(
      'width=1300,height=570,left=0,top=0',
    );
  });
});

describe('openSharePopup', () => {
  it('opens the sharer URL in a named popup window', () => {
    const open = vi.fn();
    const win = { open, outerWidth: 1920, outerHeight: 1080, screenX: 0, screenY: 0 } as unknown as Window;
    openSharePopup('LINKEDIN', target, win);
    expect(open).toHaveBeenCalledWith(
      shareUrl('LINKEDIN', target),
      'share-linkedin',
      'width=1300,height=570,left=310,top=255',
    );
  });
});

describe('share', () => {
  const page = { title: 'My talk', url: 'https://podium.example/p/x/' };

  it('uses the native share sheet on a mobile viewport when there is one', async () => {
    const nav = { share: vi.fn(() => Promise.resolve()) };
    const openModal = vi.fn();
    await expect(share(page, { openModal, viewportWidth: 767, nav })).resolves.toBe('native');
    expect(nav.share).toHaveBeenCalledWith({ title: 'My talk', url: 'https://podium.example/p/x/' });
    expect(openModal).not.toHaveBeenCalled();
  });

  it('opens the modal at 768 px and wider even when a native sheet exists', async () => {
    const nav = { share: vi.fn(() => Promise.resolve()) };
    const openModal = vi.fn();
    await expect(share(page, { openModal, viewportWidth: 768, nav })).resolves.toBe('modal');
    expect(nav.share).not.toHaveBeenCalled();
    expect(openModal).toHaveBeenCalledTimes(1);
  });

  it('opens the modal on mobile when the browser has no share sheet', async () => {
    const openModal = vi.fn();
    await expect(share(page, { openModal, viewportWidth: 375, nav: {} as Navigator })).resolves.toBe('modal');
    expect(openModal).toHaveBeenCalledTimes(1);
  });

  it('does nothing more when the person cancels the sheet, and falls back to the modal on other errors', async () => {
    const openModal = vi.fn();
    const cancelled = { share: vi.fn(() => Promise.reject(new DOMException('cancel', 'AbortError'))) };
    await expect(share(page, { openModal, viewportWidth: 375, nav: cancelled })).resolves.toBe('native');
    expect(openModal).not.toHaveBeenCalled();

    const broken = { share: vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError'))) };
    await expect(share(page, { openModal, viewportWidth: 375, nav: broken })).resolves.toBe('modal');
    expect(openModal).toHaveBeenCalledTimes(1);
  });
});
