// @vitest-environment jsdom
// The page's chunks are preloaded in idle periods after the start screen's frame, as many in each
// as fit, not with the style sheet and not in one long task.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdleScript } from './preload-script';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

const CHUNKS = ['/assets/ViewPage-1.js', '/assets/api-client-2.js', '/assets/Dialog-3.js'];

/** Runs the script with a frame and idle periods the test hands out. */
function runScript(options: { idle: boolean }) {
  let frame: FrameRequestCallback | undefined;
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frame = callback;
    return 1;
  });
  vi.stubGlobal(
    'requestIdleCallback',
    options.idle
      ? (callback: IdleRequestCallback) => {
          idle.push(callback);
          return idle.length;
        }
      : undefined,
  );
  // biome-ignore lint/security/noGlobalEval: the server's inline script, run as the browser would
  window.eval(preloadWhenIdleScript(CHUNKS));
  const nextIdle = () => {
    const callback = idle.shift();
    if (!callback) throw new Error('no idle callback was asked for');
    return callback;
  };
  return { frame: () => frame!(0), nextIdle, idleAsked: () => idle.length };
}

/** An idle period whose time left shrinks by `step` ms with each look at it. */
const period = (ms: number, step = 3): IdleDeadline => {
  let left = ms + step;
  return { didTimeout: false, timeRemaining: () => (left -= step) };
};

describe('the page’s preload script', () => {
  it('adds nothing before the frame, and nothing inside it', () => {
    const page = runScript({ idle: true });
    expect(page.idleAsked()).toBe(0);
    page.frame();
    expect(preloaded()).toEqual([]);
    expect(page.idleAsked()).toBe(1);
  });

  it('adds as many links as fit in each idle period, and asks for another for the rest', () => {
    const page = runScript({ idle: true });
    page.frame();
    page.nextIdle()(period(8)); // 8 ms left: one link, then 5 (> 4): a second, then 2: stop
    expect(preloaded()).toEqual(CHUNKS.slice(0, 2));
    expect(page.idleAsked()).toBe(1);
    page.nextIdle()(period(2)); // too short for any
    expect(preloaded()).toEqual(CHUNKS.slice(0, 2));
    page.nextIdle()(period(50));
    expect(preloaded()).toEqual(CHUNKS);
    expect(page.idleAsked()).toBe(0);
  });

  it('adds every link left once the idle period times out', () => {
    const page = runScript({ idle: true });
    page.frame();
    page.nextIdle()({ didTimeout: true, timeRemaining: () => 0 });
    expect(preloaded()).toEqual(CHUNKS);
  });

  it('adds them all in the task after the frame without requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    const page = runScript({ idle: false });
    page.frame();
    expect(preloaded()).toEqual([]); // not inside the frame: the frame is drawn first
    vi.runAllTimers();
    expect(preloaded()).toEqual(CHUNKS);
  });

  it('asks for the start screen’s picture first, as an image', () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      callback({ didTimeout: false, timeRemaining: () => 4.5 }),
    );
    // biome-ignore lint/security/noGlobalEval: the server's inline script, run as the browser would
    window.eval(preloadWhenIdleScript(CHUNKS, '/thumbnails/abc123def456/v1.svg'));
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('as'),
      l.href,
    ]);
    expect(links[0]).toEqual(['preload', 'image', 'http://localhost:3000/thumbnails/abc123def456/v1.svg']);
    expect(links.slice(1).map(([rel]) => rel)).toEqual(['modulepreload', 'modulepreload', 'modulepreload']);
  });

  it('cannot close its script element, whatever a chunk is named', () => {
    expect(preloadWhenIdleScript(['/assets/a</script><b>.js'])).not.toContain('</script>');
  });
});
