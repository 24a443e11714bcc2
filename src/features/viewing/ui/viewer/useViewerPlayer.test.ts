// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerModule } from '../../../../ui-kit/player-host/player-types';
import { useViewerPlayer } from './useViewerPlayer';

const module = { default: () => null } as unknown as PlayerModule;

describe('useViewerPlayer', () => {
  it('downloads the presentation once when Present is pressed twice', async () => {
    const loadPlayer = vi.fn(() => Promise.resolve(module));
    const loadData = vi.fn(() => Promise.resolve({ document: { frames: [] } }));
    const { result } = renderHook(() => useViewerPlayer(loadPlayer, undefined, loadData));
    await act(async () => {
      result.current.play();
      result.current.play();
    });
    await act(async () => result.current.play());
    expect(loadData).toHaveBeenCalledTimes(1);
    expect(loadPlayer).toHaveBeenCalledTimes(1);
    expect(result.current.loaded).toEqual({ document: { frames: [] } });
  });

  it('loads again on Retry after a failure', async () => {
    const loadPlayer = vi.fn(() => Promise.resolve(module));
    const loadData = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ document: {} });
    const { result } = renderHook(() => useViewerPlayer(loadPlayer, undefined, loadData));
    await act(async () => result.current.play());
    expect(result.current.phase).toBe('error');
    await act(async () => result.current.retry());
    expect(loadData).toHaveBeenCalledTimes(2);
    expect(result.current.phase).toBe('loading');
    expect(result.current.loaded).toEqual({ document: {} });
  });
});
