import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('calls once, 300 ms after the last call, with the latest arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    vi.advanceTimersByTime(200);
    debounced('b');
    vi.advanceTimersByTime(200);
    debounced('c');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('c');
  });

  it('takes a custom wait', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 1000);
    debounced(1, 2);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledWith(1, 2);
  });

  it('calls again for a later burst', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('first');
    vi.advanceTimersByTime(300);
    debounced('second');
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([['first'], ['second']]);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('throttle', () => {
  it('calls at once, then once at the end of the window with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('a');
    expect(fn.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(100);
    throttled('b');
    vi.advanceTimersByTime(100);
    throttled('c');
    vi.advanceTimersByTime(99);
    expect(fn.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });

  it('makes no trailing call when nothing came during the window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('a');
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([['a']]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the trailing call opens a new window, so calls stay at most one per 300 ms', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('a'); // t=0, leading
    throttled('b'); // trailing at t=300
    vi.advanceTimersByTime(350);
    throttled('c'); // inside the window opened at t=300: waits until t=600
    vi.advanceTimersByTime(249);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  it('calls at once again after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled('a');
    vi.advanceTimersByTime(500);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the trailing call and reopens at once', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([['a']]);
    throttled('c');
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });
});
