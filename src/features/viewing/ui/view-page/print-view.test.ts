// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isPrintShortcut, printInFrame } from './print-view';

const key = (key: string, modifiers: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('isPrintShortcut', () => {
  it('is Ctrl+P or ⌘P, in either case', () => {
    expect(isPrintShortcut(key('p', { ctrlKey: true }))).toBe(true);
    expect(isPrintShortcut(key('P', { metaKey: true }))).toBe(true);
  });

  it('is not P alone, nor with Alt or Shift (other shortcuts)', () => {
    expect(isPrintShortcut(key('p'))).toBe(false);
    expect(isPrintShortcut(key('p', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPrintShortcut(key('p', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPrintShortcut(key('o', { ctrlKey: true }))).toBe(false);
  });
});

describe('printInFrame', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the print view in one hidden frame, kept out of the tab order', () => {
    printInFrame('/p/abc123def456/deck/print/');
    const again = printInFrame('/p/abc123def456/deck/print/');
    const frames = document.querySelectorAll('iframe[data-print-view]');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toBe(again);
    expect(again.getAttribute('src')).toBe('/p/abc123def456/deck/print/');
    expect(again.tabIndex).toBe(-1);
    expect(again.getAttribute('aria-hidden')).toBe('true');
  });
});
