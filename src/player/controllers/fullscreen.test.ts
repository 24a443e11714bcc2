// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullscreenController } from './fullscreen';

describe('FullscreenController', () => {
  let element: HTMLElement;
  let controller: FullscreenController;
  let current: Element | null;
  const onChange = vi.fn();

  beforeEach(() => {
    current = null;
    element = document.createElement('section');
    document.body.append(element);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    // jsdom has no Fullscreen API: a stand-in that behaves like the browser's.
    element.requestFullscreen = vi.fn(async () => {
      current = element;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    document.exitFullscreen = vi.fn(async () => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    controller = new FullscreenController();
    controller.bind(element, { onChange });
  });

  afterEach(() => {
    controller.destroy();
    element.remove();
    onChange.mockReset();
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(document, 'exitFullscreen');
  });

  it('requests and exits fullscreen on the player element, reporting each change', async () => {
    expect(controller.supported).toBe(true);
    await controller.toggle();
    expect(element.requestFullscreen).toHaveBeenCalled();
    expect(controller.active).toBe(true);
    await controller.toggle();
    expect(document.exitFullscreen).toHaveBeenCalled();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays inline when the browser refuses', async () => {
    element.requestFullscreen = vi.fn(() => Promise.reject(new TypeError('not allowed')));
    await expect(controller.request()).resolves.toBeUndefined();
    expect(controller.active).toBe(false);
  });

  it('is not supported where the element has no Fullscreen API', () => {
    const plain = new FullscreenController();
    const other = document.createElement('div');
    plain.bind(other, { onChange });
    expect(plain.supported).toBe(false);
    plain.destroy();
  });
});
