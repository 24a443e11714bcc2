// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { Overlay, type OverlayProps } from './Overlay';

afterEach(() => {
  cleanup();
});

const never = () => new Promise<void>(() => {});

function renderOverlay(overrides: Partial<OverlayProps> = {}) {
  const props: OverlayProps = {
    mode: 'start',
    title: 'Designing for trust',
    ownerName: 'Ada Lovelace',
    lastModified: 'Updated November 21, 2026',
    presentButtonText: 'Present',
    onPlay: vi.fn(),
    onRestart: vi.fn(),
    loadImage: never,
    ...overrides,
  };
  const view = renderWithI18n(<Overlay {...props} />);
  const root = view.container.querySelector<HTMLElement>('.viewer-overlay')!;
  return { ...view, props, root };
}

describe('Overlay start mode', () => {
  it('shows the title, owner and last-modified text, without a site link by default', () => {
    const { root } = renderOverlay();
    expect(root.dataset.mode).toBe('start');
    expect(screen.getByRole('heading', { name: 'Designing for trust' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Updated November 21, 2026')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('links to the presentation on the site when a site URL is given', () => {
    renderOverlay({ siteUrl: 'https://podium.example/p/abc/talk/', brandName: 'Acme Decks' });
    const link = screen.getByRole('link', { name: 'View on Acme Decks' });
    expect(link.getAttribute('href')).toBe('https://podium.example/p/abc/talk/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows a large round play button labelled with the present-button text', () => {
    const { props } = renderOverlay({ presentButtonText: 'Watch now', responsive: 'large' });
    const play = screen.getByRole('button', { name: 'Watch now' });
    expect(play.className).toBe('viewer-overlay__play');
    expect(play.querySelector('.viewer-overlay__play-circle')).not.toBeNull();
    fireEvent.click(play);
    expect(props.onPlay).toHaveBeenCalledTimes(1);
  });

  it('keeps the large button on middle widgets', () => {
    renderOverlay({ responsive: 'middle' });
    expect(screen.getByRole('button', { name: 'Present' }).className).toBe('viewer-overlay__play');
  });

  it('shows a small labelled button instead on small widgets', () => {
    const { props } = renderOverlay({ presentButtonText: 'Watch now', responsive: 'small' });
    const play = screen.getByRole('button', { name: 'Watch now' });
    expect(play.className).toBe('viewer-overlay__play-small');
    expect(play.textContent).toBe('Watch now');
    expect(document.querySelector('.viewer-overlay__play')).toBeNull();
    fireEvent.click(play);
    expect(props.onPlay).toHaveBeenCalledTimes(1);
  });

  it('labels the play button "Present" when no text is given', () => {
    renderOverlay({ presentButtonText: undefined });
    expect(screen.getByRole('button', { name: 'Present' })).toBeTruthy();
  });

  it.each([
    ['large', '60px'],
    ['middle', '30px'],
    ['small', '12px'],
  ] as const)('offsets the metadata by the %s offset (%s)', (responsive, offset) => {
    const { root } = renderOverlay({ responsive });
    expect(root.style.getPropertyValue('--overlay-offset')).toBe(offset);
    expect(root.classList.contains(`viewer-overlay--${responsive}`)).toBe(true);
  });
});

describe('Overlay loading mode', () => {
  it('shows a 168 px ring with the loading label and percentage', () => {
    const { root } = renderOverlay({ mode: 'loading', progress: 42.4 });
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(within(bar).getByText('42%')).toBeTruthy();
    expect(within(bar).getByText('Loading')).toBeTruthy();
    expect(bar.querySelector('svg')!.getAttribute('width')).toBe('168');
    expect(root.dataset.mode).toBe('loading');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses an 80 px ring on small widgets', () => {
    renderOverlay({ mode: 'loading', progress: 10, responsive: 'small' });
    const svg = screen.getByRole('progressbar').querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('80');
    expect(svg.getAttribute('height')).toBe('80');
  });

  it.each([
    [-5, '0%'],
    [Number.NaN, '0%'],
    ['75', '0%'],
    [undefined, '0%'],
    [140, '100%'],
    [99.6, '100%'],
  ])('shows %s as %s', (progress, text) => {
    renderOverlay({ mode: 'loading', progress });
    expect(screen.getByRole('progressbar').textContent).toBe(`Loading${text}`);
  });

  it('draws the ring in proportion to the progress', () => {
    renderOverlay({ mode: 'loading', progress: 50 });
    const bar = document.querySelector('.circular-progress__bar')!;
    const dash = Number(bar.getAttribute('stroke-dasharray'));
    expect(Number(bar.getAttribute('stroke-dashoffset'))).toBeCloseTo(dash / 2);
  });
});

describe('Overlay restart mode', () => {
  it('shows a restart button and no learn-more button without a handler', () => {
    const { props } = renderOverlay({ mode: 'restart' });
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(props.onRestart).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByText(/Learn about/)).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the learn-more button when a handler is supplied', () => {
    const onLearnMore = vi.fn();
    renderOverlay({ mode: 'restart', onLearnMore });
    fireEvent.click(screen.getByRole('button', { name: 'Learn about Podium' }));
    expect(onLearnMore).toHaveBeenCalledTimes(1);
  });

  it('shows the call-to-action variant with text, a get-the-product button and a looping muted video', () => {
    renderOverlay({
      mode: 'restart',
      callToAction: {
        text: 'Make your next talk a video',
        buttonText: 'Get Podium Video',
        href: '/video',
        videoSrc: 'https://cdn.example/loop.mp4',
      },
    });
    expect(screen.getByText('Make your next talk a video')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Podium Video' }).getAttribute('href')).toBe('/video');
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://cdn.example/loop.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByRole('button', { name: 'Restart' })).toBeTruthy();
  });
});
