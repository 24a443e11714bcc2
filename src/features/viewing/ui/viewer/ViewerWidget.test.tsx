// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Ref } from 'react';
import { useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { PlayerHandle, PlayerModule, PlayerProps } from '../../../../ui-kit/player-host/player-types';
import { hidePoster } from './early-present';
import { ViewerWidget, type ViewerWidgetProps } from './ViewerWidget';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A stand-in for the player chunk: records its callbacks and exposes a spy handle. */
function fakePlayer() {
  // A cast, so methods the player adds later do not break this stand-in.
  const handle = {
    next: vi.fn(),
    previous: vi.fn(),
    goTo: vi.fn(),
    restart: vi.fn(),
    toggleFullscreen: vi.fn(),
  } as unknown as PlayerHandle;
  type Props = Required<Pick<PlayerProps, 'onProgress' | 'onReady' | 'onStep' | 'onEnd'>> &
    PlayerProps & { ref: Ref<PlayerHandle> };
  const state: { callbacks?: Props; props?: Props } = {};
  function FakePlayer(props: Props) {
    useImperativeHandle(props.ref, () => handle);
    state.callbacks = props;
    state.props = props;
    return <div data-testid="player">Player for {props.data.oid}</div>;
  }
  const module: PlayerModule = { default: FakePlayer };
  return { handle, state, module, load: vi.fn(() => Promise.resolve(module)) };
}

function widgetData(): ViewerWidgetProps['data'] {
  return {
    oid: 'abc123def456',
    title: 'Designing for trust',
    ownerName: 'Ada Lovelace',
    lastModifiedDateString: 'Updated November 21, 2026',
    thumbnail: '/thumbnails/abc123def456/1.svg',
    privacy: 'public',
    viewCount: 12,
    likesCount: 3,
    hasLiked: false,
    prezilink: null,
  };
}

function renderWidget(overrides: Partial<ViewerWidgetProps> = {}) {
  const props: ViewerWidgetProps = {
    data: { ...widgetData(), tags: ['design'] },
    isAuthenticated: true,
    onLoggedOutLike: vi.fn(),
    shareUrl: 'https://podium.example/p/abc123def456/designing-for-trust/',
    origin: 'https://podium.example',
    size: { width: 1280, height: 720 },
    onEvent: vi.fn(),
    copy: vi.fn(() => Promise.resolve(true)),
    sendLike: vi.fn((_oid: string, like: boolean) =>
      Promise.resolve({ likesCount: like ? 4 : 3, hasLiked: like }),
    ),
    ...overrides,
  };
  const view = renderWithI18n(<ViewerWidget {...props} />);
  return { ...view, props };
}

const overlayMode = () => document.querySelector<HTMLElement>('.viewer-overlay')?.dataset.mode;
const play = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Present' })));

describe('ViewerWidget playing', () => {
  it('starts in start mode with the thumbnail as preview, and loads nothing yet', () => {
    const player = fakePlayer();
    renderWidget({ loadPlayer: player.load });
    expect(overlayMode()).toBe('start');
    expect(screen.getByRole('heading', { name: 'Designing for trust' })).toBeTruthy();
    expect(document.querySelector<HTMLElement>('.viewer-overlay__preview')!.dataset.preview).toBe('loading');
    expect(player.load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('player')).toBeNull();
  });

  it('loads the player on play, shows its progress, hides the overlay when ready and restarts it at the end', async () => {
    const player = fakePlayer();
    const onStep = vi.fn();
    const { props } = renderWidget({ loadPlayer: player.load, playerProps: { autoplay: true }, onStep });
    await play();
    expect(player.load).toHaveBeenCalledTimes(1);
    expect(overlayMode()).toBe('loading');
    expect(screen.getByTestId('player').textContent).toBe('Player for abc123def456');
    expect(player.state.props!.data).toBe(props.data);
    expect(player.state.props!.autoplay).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');

    act(() => player.state.callbacks!.onProgress(42));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();

    act(() => player.state.callbacks!.onReady());
    expect(overlayMode()).toBeUndefined();
    expect(screen.getByTestId('player')).toBeTruthy();

    const step = { index: 1, total: 5, msOnPreviousStep: 1200, title: 'Why trust matters' };
    act(() => player.state.callbacks!.onStep(step));
    expect(onStep).toHaveBeenCalledWith(step);

    act(() => player.state.callbacks!.onEnd());
    expect(overlayMode()).toBe('restart');
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(player.handle.restart).toHaveBeenCalledTimes(1);
    expect(overlayMode()).toBeUndefined();
  });

  it('draws the loading ring over the first step’s poster, with the download’s percentage', async () => {
    // The page's poster as the server sends it (features/viewing/poster.ts): the step, then the ring at 0 %.
    const template = document.createElement('template');
    template.id = 'podium-poster';
    template.innerHTML =
      '<section class="podium-player podium-player--poster" data-camera="[0,0,100,100,0,0.06]" inert="">' +
      '<div class="podium-player__world"></div></section>' +
      '<div class="podium-poster__progress" data-poster-progress="" aria-hidden="true">' +
      '<div class="circular-progress" data-server-ring="">0%</div></div>';
    document.body.prepend(template);
    // The page's first script shows and hides it (its own tests: early-present-script.test.ts).
    let poster: HTMLElement | null = null;
    (window as { __podiumEarly?: unknown }).__podiumEarly = {
      show: () => {
        poster ??= document.body.appendChild(document.createElement('div'));
        poster.className = 'podium-poster';
        poster.append(template.content.cloneNode(true));
      },
      hide: () => {
        poster?.remove();
        poster = null;
      },
    };
    try {
      const player = fakePlayer();
      let reportDownload: (fraction: number) => void = () => undefined;
      let arrive: (data: Record<string, unknown>) => void = () => undefined;
      const loadData = (onProgress: (fraction: number) => void) => {
        reportDownload = onProgress;
        return new Promise<Record<string, unknown>>((resolve) => {
          arrive = resolve;
        });
      };
      renderWidget({ loadPlayer: player.load, loadData });
      await play();
      const ring = () => document.querySelector<HTMLElement>('.podium-poster .circular-progress')!;
      expect(document.querySelectorAll('.podium-poster .circular-progress')).toHaveLength(1);
      expect(document.querySelector('[data-server-ring]')).toBeNull(); // the widget's own now
      expect(ring().getAttribute('aria-valuenow')).toBe('0');
      act(() => reportDownload(0.5)); // half the document: 15 of the download's first 30 %
      expect(ring().textContent).toContain('15%');
      await act(async () => arrive({ document: {} }));
      act(() => player.state.callbacks!.onProgress(50));
      expect(ring().textContent).toContain('65%');
      expect(ring().getAttribute('aria-valuenow')).toBe('65');
      act(() => player.state.callbacks!.onReady());
      expect(document.querySelector('.podium-poster')).toBeNull();
    } finally {
      hidePoster();
      template.remove();
      delete (window as { __podiumEarly?: unknown }).__podiumEarly;
    }
  });

  it('uses the small play button on a small widget', () => {
    renderWidget({ size: { width: 768, height: 235 }, loadPlayer: fakePlayer().load });
    expect(screen.getByRole('button', { name: 'Present' }).className).toBe('viewer-overlay__play-small');
  });

  it('shows an error with Retry when the chunk fails to load, and Retry loads it again', async () => {
    const player = fakePlayer();
    const load = vi
      .fn<() => Promise<PlayerModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(player.module);
    renderWidget({ loadPlayer: load });
    await play();
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    expect(overlayMode()).toBeUndefined();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(overlayMode()).toBe('loading');
    expect(screen.getByTestId('player')).toBeTruthy();
  });

  it('gives up with the error after 120 s when the chunk never arrives', async () => {
    vi.useFakeTimers();
    renderWidget({ loadPlayer: () => new Promise<never>(() => {}) });
    await play();
    await act(async () => vi.advanceTimersByTime(119_999));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(overlayMode()).toBe('loading');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('ViewerWidget sharing and events', () => {
  it('opens the share modal on a desktop viewport and reports ShareOpen, Share and CopyLink', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { props } = renderWidget();
    const shareButton = screen.getByRole('button', { name: 'Share' });
    shareButton.focus();
    fireEvent.click(shareButton);
    // The dialog's code loads when it is first opened.
    expect(await screen.findByRole('dialog', { name: 'Share presentation' })).toBeTruthy();
    expect(props.onEvent).toHaveBeenCalledWith('ShareOpen', { prezi_oid: 'abc123def456' });

    fireEvent.click(screen.getByRole('button', { name: 'Share on X (Twitter)' }));
    expect(props.onEvent).toHaveBeenCalledWith('Share', { prezi_oid: 'abc123def456', network: 'TWITTER' });
    expect(vi.mocked(window.open).mock.calls[0]![0]).toContain('hashtags=design');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(props.copy).toHaveBeenCalledWith(props.shareUrl);
    expect(props.onEvent).toHaveBeenCalledWith('CopyLink', { prezi_oid: 'abc123def456' });

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(shareButton);
  });

  it('uses the native share sheet on a mobile viewport', async () => {
    const nativeShare = vi.fn(() => Promise.resolve());
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    Object.defineProperty(navigator, 'share', { value: nativeShare, configurable: true });
    try {
      renderWidget();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
      expect(nativeShare).toHaveBeenCalledWith({
        title: 'Designing for trust',
        url: 'https://podium.example/p/abc123def456/designing-for-trust/',
      });
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('embeds the view link id for a private presentation and reports CopyEmbedCode', async () => {
    const { props } = renderWidget({
      data: {
        ...widgetData(),
        privacy: 'private',
        prezilink: { link_id: 'link0123456789ab' },
        schemaVersion: '2',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Embed presentation' }));
    const code = await screen.findByLabelText<HTMLTextAreaElement>('Code');
    expect(code.value).toContain('src="https://podium.example/p/embed/link0123456789ab/"');
    expect(code.value).toContain('title="Designing for trust"');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(props.onEvent).toHaveBeenCalledWith('CopyEmbedCode', {
      prezi_oid: 'abc123def456',
      product_type: 'NEXT',
      embed_variant: 'FIXED',
    });
    expect(screen.getByText('Copied!')).toBeTruthy();
  });

  it('names the classic product in CopyEmbedCode for a schema-0 presentation', async () => {
    const { props } = renderWidget({ data: { ...widgetData(), schemaVersion: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Embed presentation' }));
    const copy = await screen.findByRole('button', { name: 'Copy code' });
    await act(async () => fireEvent.click(copy));
    expect(props.onEvent).toHaveBeenCalledWith(
      'CopyEmbedCode',
      expect.objectContaining({ product_type: 'CLASSIC' }),
    );
  });

  it('reports Like and Unlike once the server accepted them', async () => {
    const { props } = renderWidget();
    const like = screen.getByRole('button', { name: /Like/ });
    await act(async () => fireEvent.click(like));
    expect(props.onEvent).toHaveBeenLastCalledWith('Like', { prezi_oid: 'abc123def456' });
    await act(async () => fireEvent.click(like));
    expect(props.onEvent).toHaveBeenLastCalledWith('Unlike', { prezi_oid: 'abc123def456' });
  });

  it('hands a signed-out like to the host', () => {
    const { props } = renderWidget({ isAuthenticated: false });
    fireEvent.click(screen.getByRole('button', { name: /Like/ }));
    expect(props.onLoggedOutLike).toHaveBeenCalledTimes(1);
    expect(props.sendLike).not.toHaveBeenCalled();
  });

  it('shows the Tag button only with the curation flag and a curation tool to answer it', () => {
    const { unmount } = renderWidget({ features: { 'allow-content-curation': true } });
    expect(screen.queryByRole('button', { name: 'Tag' })).toBeNull();
    unmount();
    renderWidget({ features: { 'allow-content-curation': true }, canCurate: true });
    expect(screen.getByRole('button', { name: 'Tag' })).toBeTruthy();
  });
});
