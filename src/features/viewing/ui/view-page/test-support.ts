// Shared factories and browser stand-ins for the view-page component tests: each test
// states only the fields it cares about.

import type { ReactElement } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { compiledMessages } from '../../../../i18n/catalogs';
import { I18nRoot } from '../../../../i18n/react';
import type { OwnerData } from '../../../accounts/contracts';
import type { CardData } from '../../../decks/contracts';

export function buildOwner(overrides: Partial<OwnerData> = {}): OwnerData {
  return {
    oid: 'own000000001',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    publicDisplayName: null,
    email: null,
    avatar: { initials: 'AL', colour: '#30a46c' },
    ...overrides,
  };
}

let cardCount = 0;
export function buildCard(overrides: Partial<CardData> = {}): CardData {
  cardCount += 1;
  const oid = `card${String(cardCount).padStart(8, '0')}`;
  return {
    oid,
    title: `Card ${cardCount}`,
    subTitle: 'Ada Lovelace',
    path: `/p/${oid}/card-${cardCount}/`,
    thumbnail: `/thumbnails/${oid}/1.svg`,
    viewCount: 3,
    likesCount: 1,
    ...overrides,
  };
}

export const buildCards = (count: number, overrides: Partial<CardData> = {}) =>
  Array.from({ length: count }, () => buildCard(overrides));

/** The server's HTML for a component, inside the i18n provider as pages render it. */
export function renderToHtml(ui: ReactElement): string {
  return renderToString(
    createElement(I18nRoot, { i18n: { lang: 'en', messages: compiledMessages('en') } }, ui),
  );
}

/** jsdom's default window is 1024 px wide; tests that change it call this again in afterEach. */
export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** jsdom cannot navigate (and logs an error when a link is followed), so clicks stop at the page. */
export function preventNavigation() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

/** jsdom has no IntersectionObserver: a stand-in that records its options and lets tests intersect. */
export function stubIntersectionObserver() {
  const instances: FakeObserver[] = [];
  class FakeObserver {
    readonly targets: Element[] = [];
    readonly disconnect = vi.fn();
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      instances.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
    intersect(isIntersecting = true) {
      const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return instances;
}
