import { describe, expect, it } from 'vitest';
import { treeRows } from './folder-tree';

const folders = [
  { fid: 'b', name: 'B', parentFid: 'a' },
  { fid: 'a', name: 'A', parentFid: null },
  { fid: 'c', name: 'C', parentFid: 'b' },
  { fid: 'd', name: 'D', parentFid: null },
  { fid: 'e', name: 'E', parentFid: 'gone' },
];

describe('treeRows', () => {
  it('orders folders as a tree with their depth', () => {
    expect(treeRows(folders).map((r) => `${r.depth}${r.fid}`)).toEqual(['1a', '2b', '3c', '1d', '1e']);
  });

  it('leaves out the folder that moves and its subtree', () => {
    expect(treeRows(folders, 'b').map((r) => r.fid)).toEqual(['a', 'd', 'e']);
  });
});
