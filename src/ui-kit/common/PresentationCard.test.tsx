// @vitest-environment jsdom
// A page's first row of cards loads at once (the first picture first); the rest lazily.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/helpers/render';
import { buildCard } from '../../features/viewing/ui/view-page/test-support';
import { loadingFor, PresentationCard } from './PresentationCard';

describe('PresentationCard', () => {
  afterEach(cleanup);

  const picture = (loading: Parameters<typeof PresentationCard>[0]['loading']) => {
    const { container } = renderWithI18n(<PresentationCard card={buildCard()} loading={loading} />);
    return container.querySelector('img')!;
  };

  it('loads the first card’s picture first, the rest of the first row at once, later ones lazily', () => {
    expect([0, 1, 3, 4, 11].map(loadingFor)).toEqual(['first', 'eager', 'eager', 'lazy', 'lazy']);
    const first = picture('first');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(picture('eager').getAttribute('fetchpriority')).toBeNull();
    expect(picture('lazy').getAttribute('loading')).toBe('lazy');
    expect(picture(undefined).getAttribute('loading')).toBe('lazy');
  });
});
