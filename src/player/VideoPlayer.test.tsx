// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/helpers/render';
import Player from './index';
import { buildPlayerData } from './testing';

afterEach(() => {
  cleanup();
});

describe('Player (video)', () => {
  const media = {
    video: '/media/videos/talk.webm',
    captions: '/media/videos/talk.vtt',
    preview: '/media/videos/p.webm',
  };

  it('plays the video with English captions, ready when it can play, ending with the video', async () => {
    const onReady = vi.fn();
    const onEnd = vi.fn();
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = renderWithI18n(
        <Player data={buildPlayerData({ kind: 'video', media })} onReady={onReady} onEnd={onEnd} />,
      ));
    });
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(media.video);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    const track = video.querySelector('track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('srclang')).toBe('en');
    expect(track.getAttribute('src')).toBe(media.captions);
    expect(track.hasAttribute('default')).toBe(true);
    expect(onReady).not.toHaveBeenCalled();
    fireEvent.canPlay(video);
    fireEvent.loadedMetadata(video);
    expect(onReady).toHaveBeenCalledTimes(1);
    fireEvent.ended(video);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.podium-player__world')).toBeNull();
  });

  it('tells the visitor when the video is missing, and lifts the loading screen', async () => {
    const onReady = vi.fn();
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = renderWithI18n(
        <Player data={buildPlayerData({ kind: 'video', media: null })} onReady={onReady} />,
      ));
    });
    expect(container.textContent).toContain('This video is not available.');
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('starts playing when ready and reports its first playback as the one step', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const onStep = vi.fn();
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = renderWithI18n(
        <Player data={buildPlayerData({ kind: 'video', media, title: 'Clip' })} onStep={onStep} />,
      ));
    });
    const video = container.querySelector('video')!;
    fireEvent.canPlay(video);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.play(video);
    fireEvent.play(video);
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(onStep).toHaveBeenCalledWith({ index: 0, total: 1, msOnPreviousStep: 0, title: 'Clip' });
    play.mockRestore();
  });
});
