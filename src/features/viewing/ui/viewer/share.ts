// Sharing (spec §3, §7): each network's sharer URL, the centred popup that opens it, and the
// mobile rule: below 768 px the browser's own share sheet when it has one, else the share modal.
import { hashtagsOf } from '../../../../kernel/tags';
import { LINKEDIN_SHARE_POPUP, MOBILE_BREAKPOINT, SHARE_POPUP } from '../../../../lib/constants';

export const SHARE_NETWORKS = ['FACEBOOK', 'LINKEDIN', 'TWITTER', 'GOOGLE_CLASSROOM'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Network names are proper nouns: the same in every language. */
export const NETWORK_NAMES: Record<ShareNetwork, string> = {
  FACEBOOK: 'Facebook',
  LINKEDIN: 'LinkedIn',
  TWITTER: 'X (Twitter)',
  GOOGLE_CLASSROOM: 'Google Classroom',
};

export interface ShareTarget {
  url: string;
  title: string;
  /** The presentation's tags, as stored ("web-performance"): made hashtags here. */
  hashtags?: readonly string[];
}

const enc = encodeURIComponent;

/**
 * Each network's sharer with the url, the title and the hashtags (spec §7; Google Classroom takes
 * the title alone). Facebook's sharer takes the title as the post's quote and one hashtag, the
 * first; LinkedIn's article sharer the title and a summary of the hashtags ("#a #b"); X the title
 * as its text and comma-separated hashtags without '#'.
 */
export function shareUrl(network: ShareNetwork, { url, title, hashtags = [] }: ShareTarget): string {
  const tags = hashtagsOf(hashtags);
  const params: [string, string][] = [];
  switch (network) {
    case 'FACEBOOK':
      params.push(['u', url]);
      if (title) params.push(['quote', title]);
      if (tags[0]) params.push(['hashtag', `#${tags[0]}`]);
      return `https://www.facebook.com/sharer/sharer.php?${query(params)}`;
    case 'LINKEDIN':
      params.push(['mini', 'true'], ['url', url]);
      if (title) params.push(['title', title]);
      if (tags.length) params.push(['summary', tags.map((tag) => `#${tag}`).join(' ')]);
      return `https://www.linkedin.com/shareArticle?${query(params)}`;
    case 'TWITTER': {
      params.push(['url', url]);
      if (title) params.push(['text', title]);
      const hashtags = tags.length ? `&hashtags=${tags.map(enc).join(',')}` : '';
      return `https://twitter.com/intent/tweet?${query(params)}${hashtags}`;
    }
    case 'GOOGLE_CLASSROOM':
      params.push(['url', url]);
      if (title) params.push(['title', title]);
      return `https://classroom.google.com/share?${query(params)}`;
  }
}

function query(params: [string, string][]): string {
  return params.map(([key, value]) => `${key}=${enc(value)}`).join('&');
}

export interface ScreenBox {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** 'width=520,height=570,left=…,top=…' (LinkedIn 1300 wide), centred on the given screen. */
export function popupFeatures(network: ShareNetwork, screen: ScreenBox): string {
  const size = network === 'LINKEDIN' ? LINKEDIN_SHARE_POPUP : SHARE_POPUP;
  const left = Math.max(0, Math.round(screen.left + (screen.width - size.width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top}`;
}

/** Opens the sharer in a popup centred over the current browser window. */
export function openSharePopup(network: ShareNetwork, target: ShareTarget, win: Window = window): void {
  const screen = {
    width: win.outerWidth || win.innerWidth,
    height: win.outerHeight || win.innerHeight,
    left: win.screenX ?? 0,
    top: win.screenY ?? 0,
  };
  win.open(shareUrl(network, target), `share-${network.toLowerCase()}`, popupFeatures(network, screen));
}

export interface ShareDeps {
  openModal: () => void;
  viewportWidth?: number;
  nav?: Pick<Navigator, 'share'> | undefined;
}

/**
 * On a mobile viewport (< 768 px) with a native share sheet, uses it; otherwise opens the share
 * modal. Resolves 'native' or 'modal'. A cancelled sheet is the person's choice and ends there;
 * a sheet that fails for another reason falls back to the modal.
 */
export async function share(
  target: { title: string; url: string },
  deps: ShareDeps,
): Promise<'native' | 'modal'> {
  const width = deps.viewportWidth ?? window.innerWidth;
  const nav = 'nav' in deps ? deps.nav : globalThis.navigator;
  if (width < MOBILE_BREAKPOINT && typeof nav?.share === 'function') {
    try {
      await nav.share({ title: target.title, url: target.url });
      return 'native';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'native';
    }
  }
  deps.openModal();
  return 'modal';
}
