// @vitest-environment jsdom
// The page's first script and the module that takes over from it (ui/viewer/early-present.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForEarlyPresent, takeEarlyPresent } from '../../ui/viewer/early-present';
import { startScreen } from '../../ui/viewer/test-support';
import { earlyPresentScript } from './early-present-script';

afterEach(() => {
  takeEarlyPresent();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete (window as { __podiumEarly?: unknown }).__podiumEarly;
});

describe('a press before the page’s modules run (the page’s first script)', () => {
  const dataPath = '/api/v4/presentation/abc123def456/';
  const runFirstScript = () =>
    // biome-ignore lint/security/noGlobalEval: the server's inline script, run as the browser would
    window.eval(
      earlyPresentScript({ chunks: ['/assets/present-viewer-1.js', '/assets/maths-2.js'], dataPath }),
    );

  it('starts both downloads at once, and the module takes the press and the download over', () => {
    const response = Promise.resolve(new Response('{}'));
    const fetch = vi.fn(() => response);
    vi.stubGlobal('fetch', fetch);
    const { button, bubbled } = startScreen();
    runFirstScript();
    button.click();
    button.click();
    expect(bubbled).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(dataPath, expect.objectContaining({ credentials: 'same-origin' }));
    expect(
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/present-viewer-1.js', '/assets/maths-2.js']);
    expect(document.documentElement.dataset.presentPressed).toBe('true');

    const onPress = vi.fn();
    listenForEarlyPresent(document, onPress);
    expect(onPress).toHaveBeenCalledExactlyOnceWith({ path: dataPath, response });
    button.click(); // the first script no longer listens; the module keeps the press once
    expect(fetch).toHaveBeenCalledOnce();
    expect(onPress).toHaveBeenCalledOnce();
    expect(takeEarlyPresent()).toBe(true);
  });

  it('changes nothing until Present is pressed', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    startScreen();
    runFirstScript();
    document.querySelector('a')!.click();
    const onPress = vi.fn();
    listenForEarlyPresent(document, onPress);
    expect(onPress).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyPresent()).toBe(false);
  });
});
