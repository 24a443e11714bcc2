// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { Sidebar } from './Sidebar';
import { buildCard, buildCards, preventNavigation } from './test-support';

let restoreNavigation: () => void;
beforeEach(() => {
  restoreNavigation = preventNavigation();
});

afterEach(() => {
  cleanup();
  restoreNavigation();
});

const column = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) => within(column(name)).getAllByRole('listitem');

function renderSidebar(onEvent = vi.fn()) {
  const videos = buildCards(12, { previewAnimation: '/media/preview.mp4' });
  const templates = buildCards(20, { type: 'TEMPLATE' });
  const staffPicks = buildCards(4);
  renderWithI18n(<Sidebar videos={videos} templates={templates} staffPicks={staffPicks} onEvent={onEvent} />);
  return { videos, templates, staffPicks, onEvent };
}

describe('Sidebar', () => {
  it('shows at most ten video cards and fifteen template cards, and every staff pick', () => {
    const { videos, templates } = renderSidebar();
    expect(cardsIn('Videos')).toHaveLength(10);
    expect(cardsIn('Templates')).toHaveLength(15);
    expect(cardsIn('Staff picks')).toHaveLength(4);
    expect(within(cardsIn('Videos')[0]!).getByRole('link').getAttribute('href')).toBe(videos[0]!.path);
    expect(within(cardsIn('Templates')[14]!).getByText(templates[14]!.title)).not.toBeNull();
  });

  it('links each column to more of its kind', () => {
    renderSidebar();
    const more = (name: string, label: string) =>
      within(column(name)).getByRole('link', { name: label }).getAttribute('href');
    expect(more('Videos', 'Explore videos')).toBe('/video/explore/');
    expect(more('Templates', 'All templates')).toBe('/presentation-template/');
    expect(more('Staff picks', 'More staff picks')).toBe('/gallery/');
  });

  it('leaves out a column with no cards', () => {
    renderWithI18n(<Sidebar videos={[]} templates={buildCards(2)} staffPicks={[]} />);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Videos' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Templates' })).not.toBeNull();
  });

  it('plays a video card’s muted, looping preview on hover and shows the thumbnail otherwise', () => {
    renderSidebar();
    const card = cardsIn('Videos')[0]!;
    const link = within(card).getAllByRole('link')[0]!;
    expect(card.querySelector('video')).toBeNull();
    expect(card.querySelector('.lazy-image')).not.toBeNull();

    fireEvent.mouseEnter(link);
    const video = card.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/preview.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);

    fireEvent.mouseLeave(link);
    expect(card.querySelector('video')).toBeNull();
    expect(card.querySelector('.lazy-image')).not.toBeNull();
  });

  it('plays the preview while the card has keyboard focus', () => {
    renderSidebar();
    const card = cardsIn('Videos')[1]!;
    fireEvent.focus(within(card).getByRole('link'));
    expect(card.querySelector('video')).not.toBeNull();
    fireEvent.blur(within(card).getByRole('link'));
    expect(card.querySelector('video')).toBeNull();
  });

  it('has no preview for a card without a preview animation', () => {
    renderSidebar();
    const card = cardsIn('Templates')[0]!;
    fireEvent.mouseEnter(within(card).getByRole('link'));
    expect(card.querySelector('video')).toBeNull();
  });

  it('reports which card was opened', () => {
    const { templates, onEvent } = renderSidebar();
    fireEvent.click(within(cardsIn('Templates')[2]!).getByRole('link'));
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('OpenPresentationCard', {
      path: templates[2]!.path,
      target_url: templates[2]!.path,
      card_type: 'TEMPLATE',
    });
  });

  it('names a video card and a plain presentation card by type', () => {
    const onEvent = vi.fn();
    const video = buildCard({ previewAnimation: '/media/a.mp4' });
    const pick = buildCard();
    renderWithI18n(<Sidebar videos={[video]} templates={[]} staffPicks={[pick]} onEvent={onEvent} />);
    fireEvent.click(within(cardsIn('Videos')[0]!).getByRole('link'));
    fireEvent.click(within(cardsIn('Staff picks')[0]!).getByRole('link'));
    expect(onEvent.mock.calls.map(([, fields]) => [fields.path, fields.card_type])).toEqual([
      [video.path, 'VIDEO'],
      [pick.path, 'PRESENTATION'],
    ]);
  });
});

describe('Sidebar groups and layouts', () => {
  it('shows only the groups asked for, in their order', () => {
    renderWithI18n(
      <Sidebar
        videos={buildCards(2)}
        templates={buildCards(2)}
        staffPicks={buildCards(2)}
        kinds={['templates', 'videos']}
      />,
    );
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('class'))).toEqual([
      'card-column card-column--templates card-column--shelf',
      'card-column card-column--videos card-column--shelf',
    ]);
  });

  it('renders nothing when none of its groups has cards', () => {
    const { container } = renderWithI18n(
      <Sidebar videos={[]} templates={buildCards(2)} staffPicks={[]} kinds={['staff-picks']} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
