import { describe, expect, it } from 'vitest';
import { TEAM_LIMITS } from '../../kernel/limits';
import { checkFolderName, fitsDepth, folderPath, makesCycle } from './rules';

describe('checkFolderName', () => {
  it('tidies the spaces and keeps the name', () => {
    expect(checkFolderName('  Q3   reviews ')).toEqual({ ok: true, name: 'Q3 reviews' });
  });

  it('refuses an empty name and one past the limit, counting characters not UTF-16 units', () => {
    expect(checkFolderName(' \n ')).toEqual({ ok: false, code: 'name_empty' });
    expect(checkFolderName('a'.repeat(TEAM_LIMITS.folderNameLength)).ok).toBe(true);
    expect(checkFolderName('a'.repeat(TEAM_LIMITS.folderNameLength + 1))).toEqual({
      ok: false,
      code: 'name_too_long',
    });
    expect(checkFolderName('😀'.repeat(TEAM_LIMITS.folderNameLength)).ok).toBe(true);
  });
});

describe('fitsDepth', () => {
  it('allows a folder down to the deepest level and not one more', () => {
    expect(fitsDepth(0, 1)).toBe(true);
    expect(fitsDepth(TEAM_LIMITS.folderDepth - 1, 1)).toBe(true);
    expect(fitsDepth(TEAM_LIMITS.folderDepth, 1)).toBe(false);
  });

  it('counts the height of the subtree that moves', () => {
    expect(fitsDepth(TEAM_LIMITS.folderDepth - 3, 3)).toBe(true);
    expect(fitsDepth(TEAM_LIMITS.folderDepth - 3, 4)).toBe(false);
  });
});

describe('makesCycle', () => {
  it('refuses the folder itself and any folder below it, not a sibling', () => {
    expect(makesCycle(5, [5])).toBe(true);
    expect(makesCycle(5, [9, 7, 5, 1])).toBe(true);
    expect(makesCycle(5, [9, 7, 1])).toBe(false);
  });
});

it('builds the folder page address', () => {
  expect(folderPath('abc123def456')).toBe('/folders/abc123def456/');
});
