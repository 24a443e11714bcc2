// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeyboardController, keyAction } from './keyboard';

function press(target: Element, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('keyAction', () => {
  it.each([
    ['ArrowRight', 'next'],
    ['ArrowDown', 'next'],
    [' ', 'next'],
    ['PageDown', 'next'],
    ['ArrowLeft', 'previous'],
    ['ArrowUp', 'previous'],
    ['PageUp', 'previous'],
    ['Home', 'first'],
    ['End', 'last'],
    ['Escape', 'escape'],
    ['a', null],
    ['Enter', null],
  ])('%j → %s', (key, action) => {
    expect(keyAction(key)).toBe(action);
  });

  it('goes back on Shift+Space', () => {
    expect(keyAction(' ', true)).toBe('previous');
  });
});

describe('KeyboardController', () => {
  let player: HTMLElement;
  let controller: KeyboardController;
  const callbacks = {
    onNavigate: vi.fn(),
    onEscape: vi.fn(),
    onExitFullscreen: vi.fn(),
    onToggleFullscreen: vi.fn(),
    onHelp: vi.fn(),
  };

  beforeEach(() => {
    document.body.innerHTML = `
      <p id="outside">host page</p>
      <section id="player" tabindex="0">
        <button id="button">Next</button>
        <input id="input" />
        <textarea id="textarea"></textarea>
        <div id="editable" contenteditable="true"><span id="inner">text</span></div>
      </section>`;
    player = document.getElementById('player')!;
    controller = new KeyboardController();
    controller.bind(player, callbacks);
  });

  afterEach(() => {
    controller.destroy();
    vi.clearAllMocks();
    Reflect.deleteProperty(document, 'fullscreenElement');
    document.body.innerHTML = '';
  });

  it('navigates on keys pressed inside the player and keeps them from scrolling the page', () => {
    const event = press(player, 'ArrowRight');
    press(player, 'PageUp');
    press(player, 'Home');
    press(player, 'End');
    expect(callbacks.onNavigate.mock.calls.map(([action]) => action)).toEqual([
      'next',
      'previous',
      'first',
      'last',
    ]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves the host page its keys while the player is not focused', () => {
    const event = press(document.getElementById('outside')!, 'ArrowRight');
    press(document.body, ' ');
    expect(callbacks.onNavigate).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('acts on keys from anywhere while the player is fullscreen', () => {
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => player });
    press(document.body, 'ArrowLeft');
    expect(callbacks.onNavigate).toHaveBeenCalledWith('previous');
  });

  it.each(['input', 'textarea', 'editable', 'inner'])('does not steal keys typed into #%s', (id) => {
    const event = press(document.getElementById(id)!, 'ArrowRight');
    press(document.getElementById(id)!, ' ');
    expect(callbacks.onNavigate).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('lets Space activate a focused button instead of also moving a step', () => {
    press(document.getElementById('button')!, ' ');
    expect(callbacks.onNavigate).not.toHaveBeenCalled();
    press(document.getElementById('button')!, 'ArrowRight');
    expect(callbacks.onNavigate).toHaveBeenCalledWith('next');
  });

  it('ignores browser shortcuts', () => {
    press(player, 'ArrowRight', { altKey: true });
    press(player, 'ArrowLeft', { metaKey: true });
    press(player, 'Home', { ctrlKey: true });
    expect(callbacks.onNavigate).not.toHaveBeenCalled();
  });

  it('exits fullscreen on Escape, or hands Escape to the player when inline', () => {
    press(player, 'Escape');
    expect(callbacks.onEscape).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => player });
    press(player, 'Escape');
    expect(callbacks.onExitFullscreen).toHaveBeenCalledTimes(1);
    expect(callbacks.onEscape).toHaveBeenCalledTimes(1);
  });

  it('toggles fullscreen on F and shows the keys on ?, without moving a step', () => {
    press(player, 'f');
    press(player, 'F');
    press(player, '?');
    press(player, 'f', { ctrlKey: true }); // the browser's find bar keeps Ctrl+F
    expect(callbacks.onToggleFullscreen).toHaveBeenCalledTimes(2);
    expect(callbacks.onHelp).toHaveBeenCalledTimes(1);
    expect(callbacks.onNavigate).not.toHaveBeenCalled();
    press(document.getElementById('input')!, 'f'); // typing an f in a field stays typing
    expect(callbacks.onToggleFullscreen).toHaveBeenCalledTimes(2);
  });

  it('stops listening once destroyed', () => {
    controller.destroy();
    press(player, 'ArrowRight');
    expect(callbacks.onNavigate).not.toHaveBeenCalled();
  });
});
