// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText } from '../../../../../test/helpers/documents';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { type DetailPresentation, DetailSection, type DetailSectionProps } from './DetailSection';
import { buildCards, buildOwner, preventNavigation } from './test-support';

let restoreNavigation: () => void;
beforeEach(() => {
  restoreNavigation = preventNavigation();
});

afterEach(() => {
  cleanup();
  restoreNavigation();
});

const PRESENTATION: DetailPresentation = {
  oid: 'abc123def456',
  title: 'Ocean currents',
  description: '<p>Why currents matter.</p>',
  owner: buildOwner(),
  lastModifiedDateString: 'Updated May 1, 2026',
  tags: 'ocean',
  transcriptData: { texts: [bodyText('t', 'Transcript words.')], topics: [] },
  isAuthenticated: true,
  kind: 'deck',
  viewerRights: { edit: false, comment: false },
  isRecording: false,
};

function renderSection(overrides: Partial<DetailSectionProps> = {}) {
  const onEvent = vi.fn();
  const view = renderWithI18n(
    <DetailSection
      presentation={PRESENTATION}
      cards={{
        videos: buildCards(2, { previewAnimation: '/m.mp4' }),
        templates: buildCards(3),
        staffPicks: [],
      }}
      toolbar={<button type="button">Share</button>}
      nativeApp={{ type: 'android', url: 'https://store.example/app', ownProtocolUrl: 'podium://p/abc' }}
      onEvent={onEvent}
      {...overrides}
    />,
  );
  return { ...view, onEvent };
}

describe('DetailSection', () => {
  it('puts the metadata card, native-app prompt and transcript on the left', () => {
    const { container } = renderSection();
    const main = container.querySelector<HTMLElement>('.detail-section__main')!;
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Ocean currents');
    expect(within(main).getByRole('button', { name: 'Share' })).not.toBeNull();
    expect(within(main).getByRole('button', { name: 'Open in the app' })).not.toBeNull();
    expect(within(main).getByRole('region', { name: 'Transcript' }).textContent).toContain(
      'Transcript words.',
    );
  });

  it('puts the creator block and the staff picks on the right, the video and template shelves under both', () => {
    const { container } = renderSection({
      cards: {
        videos: buildCards(2, { previewAnimation: '/m.mp4' }),
        templates: buildCards(3),
        staffPicks: buildCards(4),
      },
    });
    const aside = screen.getByRole('complementary', { name: 'More to watch' });
    expect(within(aside).getByRole('link', { name: 'More from Ada Lovelace' })).not.toBeNull();
    const picks = within(aside).getByRole('region', { name: 'Staff picks' });
    expect(within(picks).getAllByRole('listitem')).toHaveLength(4);
    expect(picks.classList).toContain('card-column--rows');
    expect(within(aside).queryByRole('region', { name: 'Videos' })).toBeNull();

    const more = container.querySelector<HTMLElement>('.detail-section__more')!;
    for (const [name, count] of [
      ['Videos', 2],
      ['Templates', 3],
    ] as const) {
      const shelf = within(more).getByRole('region', { name });
      expect(within(shelf).getAllByRole('listitem')).toHaveLength(count);
      expect(shelf.classList).toContain('card-column--shelf');
    }
  });

  it('leaves the native-app prompt out for anonymous visitors', () => {
    renderSection({ presentation: { ...PRESENTATION, isAuthenticated: false } });
    expect(screen.queryByRole('button', { name: 'Open in the app' })).toBeNull();
  });

  it('passes its event reporter to the parts', () => {
    const { onEvent } = renderSection();
    const videos = screen.getByRole('region', { name: 'Videos' });
    fireEvent.click(within(videos).getAllByRole('listitem')[0]!.querySelector('a')!);
    expect(onEvent).toHaveBeenCalledWith(
      'OpenPresentationCard',
      expect.objectContaining({ card_type: 'VIDEO' }),
    );
  });

  it('links the presenter view on the owner line for those who may edit a deck, and only them', () => {
    renderSection();
    expect(screen.queryByRole('link', { name: 'Presenter view' })).toBeNull();
    cleanup();
    renderSection({ presentation: { ...PRESENTATION, viewerRights: { edit: false, comment: true } } });
    expect(screen.queryByRole('link', { name: 'Presenter view' })).toBeNull();
    cleanup();
    renderSection({
      presentation: { ...PRESENTATION, kind: 'video', viewerRights: { edit: true, comment: true } },
    });
    expect(screen.queryByRole('link', { name: 'Presenter view' })).toBeNull();
    cleanup();
    renderSection({ presentation: { ...PRESENTATION, viewerRights: { edit: true, comment: true } } });
    expect(screen.getByRole('link', { name: 'Presenter view' }).getAttribute('href')).toBe(
      '/p/abc123def456/present/',
    );
  });

  it('links the recording editor on the owner line for those who may edit a recorded video, and only them', () => {
    const recorded = { ...PRESENTATION, kind: 'video' as const, isRecording: true };
    renderSection({ presentation: { ...recorded, viewerRights: { edit: false, comment: true } } });
    expect(screen.queryByRole('link', { name: 'Edit the video' })).toBeNull();
    cleanup();
    // A seeded video (its own media files) is no recording: nothing to edit here.
    renderSection({
      presentation: { ...recorded, isRecording: false, viewerRights: { edit: true, comment: true } },
    });
    expect(screen.queryByRole('link', { name: 'Edit the video' })).toBeNull();
    cleanup();
    renderSection({ presentation: { ...recorded, viewerRights: { edit: true, comment: true } } });
    expect(screen.getByRole('link', { name: 'Edit the video' }).getAttribute('href')).toBe(
      '/video/edit/abc123def456/',
    );
    expect(screen.queryByRole('link', { name: 'Presenter view' })).toBeNull();
  });
});
