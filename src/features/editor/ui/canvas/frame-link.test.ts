import { describe, expect, it } from 'vitest';
import { frameInLink } from './frame-links';

describe('frameInLink', () => {
  it('reads the frame a link to the editor names', () => {
    expect(frameInLink('#frame=slide-3')).toBe('slide-3');
    expect(frameInLink('#frame=e0a1b2c3_d4')).toBe('e0a1b2c3_d4');
  });

  it('takes nothing else for a frame', () => {
    for (const hash of [
      '',
      '#',
      '#frame=',
      '#comment-4',
      '#frame=a b',
      '#frame=<x>',
      `#frame=${'a'.repeat(65)}`,
    ])
      expect(frameInLink(hash)).toBeUndefined();
  });
});
