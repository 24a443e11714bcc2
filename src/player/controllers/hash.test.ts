// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HashController, hashWithStep, readStepFromHash } from './hash';

describe('readStepFromHash', () => {
  it.each([
    ['#step=3', 2],
    ['#step=1', 0],
    ['#intro&step=12', 11],
    ['step=2', 1],
    ['#step=0', null],
    ['#step=-1', null],
    ['#step=two', null],
    ['#present', null],
    ['', null],
  ])('%j → %s', (hash, step) => {
    expect(readStepFromHash(hash)).toBe(step);
  });
});

describe('hashWithStep', () => {
  it('writes the step counting from 1 and keeps the rest of the hash', () => {
    expect(hashWithStep('', 0)).toBe('#step=1');
    expect(hashWithStep('#step=3', 4)).toBe('#step=5');
    expect(hashWithStep('#intro', 1)).toBe('#intro&step=2');
  });
});

describe('HashController', () => {
  let controller: HashController;
  const onStep = vi.fn();

  beforeEach(() => {
    window.history.replaceState(null, '', '/p/abc/deck/?ref=home#step=4');
    controller = new HashController();
    controller.bind(window, { onStep });
  });

  afterEach(() => {
    controller.destroy();
    onStep.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('reads the deep link on start', () => {
    expect(controller.initialStep()).toBe(3);
  });

  it('writes the step with replaceState, keeping path and query, without adding history', () => {
    const length = window.history.length;
    const replace = vi.spyOn(window.history, 'replaceState');
    controller.update(6);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/p/abc/deck/?ref=home#step=7',
    );
    expect(window.history.length).toBe(length);
    controller.update(6);
    expect(replace).toHaveBeenCalledTimes(1); // already there: nothing to write
    replace.mockRestore();
  });

  it('follows a hash the visitor types', () => {
    window.location.hash = '#step=2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onStep).toHaveBeenCalledWith(1);
  });

  it('stops listening once destroyed', () => {
    controller.destroy();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onStep).not.toHaveBeenCalled();
    expect(controller.initialStep()).toBeNull();
  });
});
