// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyPresentScript } from '../../server/render/early-present-script';
import { listenForEarlyPresent, takeEarlyPresent } from './early-present';

function startScreen() {
  document.body.innerHTML =
    '<div id="root"><button type="button" data-present><span>Present</span></button><a href="#x">Other</a></div>';
  const bubbled = vi.fn();
  document.getElementById('root')!.addEventListener('click', bubbled);
  return { button: document.querySelector('button')!.firstElementChild as HTMLElement, bubbled };
}

afterEach(() => {
  takeEarlyPresent();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete (window as { __podiumEarly?: unknown }).__podiumEarly;
});

describe('a press on Present before the page is live', () => {
  it('is kept once, starts the downloads, and never reaches the not-yet-live page', () => {
    const { button, bubbled } = startScreen();
    const onPress = vi.fn();
    listenForEarlyPresent(document, onPress);
    button.click();
    button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(bubbled).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.presentPressed).toBe('true');
    expect(takeEarlyPresent()).toBe(true);
    expect(takeEarlyPresent()).toBe(false);
    expect(document.documentElement.dataset.presentPressed).toBeUndefined();
  });

  it('lets other clicks through, and every click once the widget has taken over', () => {
    const { button, bubbled } = startScreen();
    const onPress = vi.fn();
    listenForEarlyPresent(document, onPress);
    document.querySelector('a')!.click();
    expect(bubbled).toHaveBeenCalledTimes(1);
    expect(takeEarlyPresent()).toBe(false);
    button.click();
    expect(onPress).not.toHaveBeenCalled();
    expect(bubbled).toHaveBeenCalledTimes(2);
  });
});

describe('a press before the page’s modules run (the page’s first script)', () => {
  const dataPath = '/api/v4/presentation/abc123def456/';
  const runFirstScript = () =>
    // biome-ignore lint/security/noGlobalEval: the server's inline script, run as the browser would
    (0, eval)(
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
