// @vitest-environment jsdom
// The page's first script and the module that takes over from it (features/viewing/ui/viewer/early-present.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraFor, toTransform } from '../../kernel/document/camera';
import { earlyPresentScript } from './early-present-script';
import { hidePoster, listenForEarlyPresent, takeEarlyPresent } from './ui/viewer/early-present';
import { startScreen } from './ui/viewer/test-support';

afterEach(() => {
  hidePoster();
  takeEarlyPresent();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  // A first script no module took over from still listens on the document, which the next test
  // file of this worker shares: stop it before forgetting it.
  const early = window as { __podiumEarly?: { stop?: () => void } };
  early.__podiumEarly?.stop?.();
  delete early.__podiumEarly;
});

describe('a press before the page’s modules run (the page’s first script)', () => {
  const dataPath = '/api/v4/presentation/abc123def456/';
  const runFirstScript = () =>
    // biome-ignore lint/security/noGlobalEval: the server's inline script, run as the browser would
    window.eval(
      earlyPresentScript({ chunks: ['/assets/present-viewer-1.js', '/assets/maths-2.js'], dataPath }),
    );

  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

  it('asks for the data at once and for the chunks after the next frame, and the module takes over', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
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
    expect(document.documentElement.dataset.presentPressed).toBe('true');
    // The links cost the press's frame tens of milliseconds at 4x CPU: they wait for the task after it.
    expect(preloaded()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(preloaded()).toEqual([]);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/present-viewer-1.js', '/assets/maths-2.js']);
    vi.useRealTimers();

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

describe('the first step’s poster (a deck’s page)', () => {
  const target = { x: 120, y: -40, width: 800, height: 300, rotation: 30 };
  const stage = { left: 10, top: 20, width: 1600, height: 900 };
  // React writes a preload link for a picture on the first step (a PDF deck's page) ahead of it.
  const template = (picture = false) => {
    const element = document.createElement('template');
    element.id = 'podium-poster';
    element.innerHTML = `${picture ? '<link rel="preload" as="image" href="/media/u/page-1.webp">' : ''}<section class="podium-player podium-player--poster" data-camera="${JSON.stringify(
      [target.x, target.y, target.width, target.height, target.rotation, 0.06],
    ).replace(
      /"/g,
      '&quot;',
    )}"><div class="podium-player__world"></div><fieldset class="podium-player__controls"><span class="podium-player__counter">1 / 9</span></fieldset></section>`;
    return element;
  };
  const page = (withTemplate = true, picture = false) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    const { button } = startScreen();
    const stageElement = document.createElement('div');
    stageElement.className = 'viewer__stage';
    stageElement.getBoundingClientRect = () => ({
      ...stage,
      posterInPage: document.querySelector('.podium-poster') !== null,
      right: 0,
      bottom: 0,
      x: 0,
      y: 0,
      toJSON: () => '',
    });
    document.getElementById('root')!.append(stageElement);
    if (withTemplate) document.body.prepend(template(picture));
    // biome-ignore lint/security/noGlobalEval: the server's inline script, run as the browser would
    window.eval(earlyPresentScript({ chunks: [], dataPath: '/api/v4/presentation/abc123def456/' }));
    return button;
  };
  const numbers = (transform: string) => transform.match(/-?[\d.e-]+/g)!.map(Number);
  const key = (name: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  it.each([
    ['a step of shapes and words', false],
    ['a picture (a PDF deck’s page)', true],
  ])('shows %s over the stage on a press, through the camera the player would use', (_, picture) => {
    page(true, picture).click();
    const poster = document.querySelector<HTMLElement>('.podium-poster')!;
    expect(poster.style.cssText).toBe('left: 10px; top: 20px; width: 1600px; height: 900px;');
    const world = poster.querySelector<HTMLElement>('.podium-player__world')!;
    const viewport = { width: stage.width, height: stage.height };
    const expected = numbers(toTransform(cameraFor({ target }, viewport), viewport));
    const shown = numbers(world.style.transform);
    expect(shown).toHaveLength(6);
    for (const [i, value] of shown.entries()) expect(value).toBeCloseTo(expected[i]!, 6);
  });

  it.each([
    ['a large stage', { width: 1600, height: 900 }, false],
    ['a narrow stage', { width: 767, height: 900 }, true],
    ['a low stage', { width: 1600, height: 235 }, true],
  ])('draws its loading ring at the overlay’s size on %s (small below 768 x 236)', (_, size, small) => {
    const button = page();
    const stageElement = document.querySelector<HTMLElement>('.viewer__stage')!;
    const measured = stageElement.getBoundingClientRect();
    stageElement.getBoundingClientRect = () => ({ ...measured, ...size });
    button.click();
    const poster = document.querySelector<HTMLElement>('.podium-poster')!;
    expect(poster.classList.contains('podium-poster--small')).toBe(small);
  });

  it('measures the stage before the poster joins the page, so the page is laid out once for it', () => {
    const button = page();
    const stageElement = document.querySelector<HTMLElement>('.viewer__stage')!;
    const measure = vi.spyOn(stageElement, 'getBoundingClientRect');
    button.click();
    expect(measure).toHaveBeenCalledOnce();
    expect(measure.mock.results[0]!.value).toMatchObject({ posterInPage: false });
    expect(document.querySelector('.podium-poster')).not.toBeNull();
  });

  it('keeps the moving keys in order until the player takes over, and leaves text fields alone', () => {
    page().click();
    const field = document.createElement('input');
    document.body.append(field);
    expect(key('ArrowRight').defaultPrevented).toBe(true);
    key(' ');
    key('ArrowLeft');
    key(' ', { shiftKey: true });
    key('End');
    key('x');
    key('ArrowRight', { ctrlKey: true });
    expect(key('ArrowRight', {}, field).defaultPrevented).toBe(false);
    expect(hidePoster()).toEqual(['next', 'next', 'previous', 'previous', 'last']);
    expect(document.querySelector('.podium-poster')).toBeNull();
    key('ArrowRight'); // the player's own from now on
    expect(hidePoster()).toEqual([]);
  });

  it('is shown when the module takes over a press made before the parser reached the poster', () => {
    page(false).click();
    expect(document.querySelector('.podium-poster')).toBeNull();
    document.body.prepend(template());
    listenForEarlyPresent(document, vi.fn());
    expect(document.querySelector('.podium-poster .podium-player__counter')?.textContent).toBe('1 / 9');
  });
});
