// The move dialog's tree: a space's flat folder list in tree order with each folder's
// depth, leaving out a folder that moves and everything below it (it cannot go into itself).
import type { FolderNode } from '../contracts';

export interface TreeRow extends FolderNode {
  depth: number;
}

export function treeRows(folders: readonly FolderNode[], without?: string): TreeRow[] {
  const children = new Map<string | null, FolderNode[]>();
  const known = new Set(folders.map((f) => f.fid));
  for (const folder of folders) {
    // A folder whose parent is not listed (the list is bounded) is shown at the top.
    const parent = folder.parentFid !== null && known.has(folder.parentFid) ? folder.parentFid : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const rows: TreeRow[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const folder of children.get(parent) ?? []) {
      if (folder.fid === without) continue;
      rows.push({ ...folder, depth });
      walk(folder.fid, depth + 1);
    }
  };
  walk(null, 1);
  return rows;
}
