// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForEarlyPresent, takeEarlyPresent } from './early-present';
import { startScreen } from './test-support';

afterEach(() => {
  takeEarlyPresent();
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
