// @vitest-environment jsdom
// The page's chunks are preloaded once its first frame is drawn, not with its style sheet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadAfterFirstFrameScript } from './preload-script';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

describe('the page’s preload script', () => {
  it('adds the chunks as modulepreload links in the task after the first frame', () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    // biome-ignore lint/security/noGlobalEval: the server's inline script, run as the browser would
    window.eval(preloadAfterFirstFrameScript(['/assets/ViewPage-1.js', '/assets/api-client-2.js']));
    expect(preloaded()).toEqual([]);
    frame!(0);
    expect(preloaded()).toEqual([]); // not inside the frame: the frame is drawn first
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/ViewPage-1.js', '/assets/api-client-2.js']);
  });

  it('cannot close its script element, whatever a chunk is named', () => {
    expect(preloadAfterFirstFrameScript(['/assets/a</script><b>.js'])).not.toContain('</script>');
  });
});
