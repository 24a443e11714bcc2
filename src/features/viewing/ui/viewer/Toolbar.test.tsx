// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { CURATION_EVENTS } from '../../../moderation/curation.contracts';
import { Toolbar, type ToolbarProps } from './Toolbar';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderToolbar(overrides: Partial<ToolbarProps> = {}) {
  const props: ToolbarProps = {
    oid: 'abc123def456',
    title: 'Designing for trust',
    privacy: 'public',
    viewCount: 1234,
    likesCount: 7,
    hasLiked: false,
    isAuthenticated: true,
    onLoggedOutLike: vi.fn(),
    onShare: vi.fn(),
    onEmbed: vi.fn(),
    sendLike: vi.fn(() => Promise.resolve({ likesCount: 8, hasLiked: true })),
    ...overrides,
  };
  const view = renderWithI18n(<Toolbar {...props} />);
  return { ...view, props };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Presentation actions' });

describe('Toolbar', () => {
  it('is 54 px high with a left group (like, views) and a right group (share, embed, report)', () => {
    renderToolbar();
    expect(toolbar().style.height).toBe('54px');
    const [left, right] = Array.from(toolbar().children) as HTMLElement[];
    expect(left!.className).toContain('viewer-toolbar__group--left');
    expect(left!.querySelector('.like-button')).not.toBeNull();
    expect(left!.textContent).toContain('Views');
    expect(Array.from(right!.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Share',
      'Embed presentation',
      'Report (opens in a new tab)',
    ]);
  });

  it('shows the view count when it is above 0', () => {
    renderToolbar({ viewCount: 1234 });
    expect(document.querySelector('.viewer-toolbar__view-count')!.textContent).toBe('1.2K');
  });

  it('says “1 View” for a single view', () => {
    renderToolbar({ viewCount: 1 });
    expect(document.querySelector('.viewer-toolbar__views')!.textContent).toBe('1 View');
  });

  it('shows no lone Views word while a presentation has no views', () => {
    renderToolbar({ viewCount: 0 });
    expect(document.querySelector('.viewer-toolbar__view-count')).toBeNull();
    expect(screen.queryByText('Views')).toBeNull();
    expect(screen.queryByText('Unlisted')).toBeNull();
  });

  it.each(['public', 'reusable'])('shows Views for %s presentations', (privacy) => {
    renderToolbar({ privacy });
    expect(screen.getByText('Views')).toBeTruthy();
    expect(screen.queryByText('Unlisted')).toBeNull();
  });

  it('shows neither Views nor the count for other privacy levels, but Unlisted', () => {
    renderToolbar({ privacy: 'private', viewCount: 99 });
    expect(screen.queryByText('Views')).toBeNull();
    expect(document.querySelector('.viewer-toolbar__view-count')).toBeNull();
    expect(screen.getByText('Unlisted')).toBeTruthy();
  });

  it('calls the share and embed handlers', () => {
    const { props } = renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(props.onShare).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Embed presentation' }));
    expect(props.onEmbed).toHaveBeenCalledTimes(1);
  });

  it('opens the abuse report page in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: /^Report/ }));
    expect(open).toHaveBeenCalledWith('/contact/abuse/abc123def456/', '_blank', 'noopener');
  });

  it('reports a like accepted by the server', async () => {
    const onLikeChange = vi.fn();
    renderToolbar({ onLikeChange });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Like/ }));
    });
    expect(onLikeChange).toHaveBeenCalledWith(true);
  });

  it('hides the like button when the like count is unknown', () => {
    renderToolbar({ likesCount: undefined });
    expect(document.querySelector('.like-button')).toBeNull();
  });
});

describe('Toolbar curation', () => {
  const flagOn = { 'allow-content-curation': true };
  const staff = (overrides: Partial<ToolbarProps> = {}) =>
    renderToolbar({ features: flagOn, canCurate: true, ...overrides });

  it('has no Tag button without the allow-content-curation flag', () => {
    renderToolbar({ features: { 'allow-content-curation': false, other: true }, canCurate: true });
    expect(screen.queryByRole('button', { name: 'Tag' })).toBeNull();
    cleanup();
    renderToolbar();
    expect(screen.queryByRole('button', { name: 'Tag' })).toBeNull();
  });

  it('has no Tag button where no curation tool answers it, even with the flag on for everyone', () => {
    // FEATURE_FLAGS=allow-content-curation turns the flag on for visitors too, and the embed page
    // has no tool at all: the button's events would reach nobody and the staff-pick call says 403.
    renderToolbar({ features: flagOn });
    expect(screen.queryByRole('button', { name: 'Tag' })).toBeNull();
    cleanup();
    renderToolbar({ features: flagOn, canCurate: false });
    expect(screen.queryByRole('button', { name: 'Tag' })).toBeNull();
  });

  it('shows the Tag button with the flag and the tool; a click sends invoke, then reinitialize with title and oid', () => {
    staff();
    const seen: { type: string; detail: unknown }[] = [];
    const listen = (event: Event) => seen.push({ type: event.type, detail: (event as CustomEvent).detail });
    window.addEventListener(CURATION_EVENTS.invoke, listen);
    window.addEventListener(CURATION_EVENTS.reinitialize, listen);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Tag' }));
    } finally {
      window.removeEventListener(CURATION_EVENTS.invoke, listen);
      window.removeEventListener(CURATION_EVENTS.reinitialize, listen);
    }
    expect(seen).toEqual([
      { type: 'podium:curation-invoke', detail: null },
      { type: 'podium:curation-reinitialize', detail: { title: 'Designing for trust', oid: 'abc123def456' } },
    ]);
  });

  it('becomes active when the tool reports hidden tags, and inactive when it reports none', () => {
    staff();
    const tag = screen.getByRole('button', { name: 'Tag' });
    expect(tag.getAttribute('aria-pressed')).toBe('false');
    const loaded = (hasTags: boolean) =>
      act(() => {
        window.dispatchEvent(new CustomEvent(CURATION_EVENTS.hiddenTagsLoaded, { detail: { hasTags } }));
      });
    loaded(true);
    expect(tag.getAttribute('aria-pressed')).toBe('true');
    expect(tag.className).toContain('viewer-toolbar__button--active');
    loaded(false);
    expect(tag.getAttribute('aria-pressed')).toBe('false');
  });

  it('starts active when curation already exists, and stops listening once gone', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = staff({ curationExists: true });
    expect(screen.getByRole('button', { name: 'Tag' }).getAttribute('aria-pressed')).toBe('true');
    unmount();
    expect(remove).toHaveBeenCalledWith(CURATION_EVENTS.hiddenTagsLoaded, expect.any(Function));
  });
});
