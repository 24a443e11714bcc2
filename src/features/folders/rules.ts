// The rules of a folder tree that need no database: a name's shape, how deep a folder
// may nest, and that a folder never goes into its own subtree. The service asks them with what the
// repository read (the chain above a folder, the height of the subtree below it).
import { TEAM_LIMITS } from '../../kernel/limits';

export type FolderNameCheck =
  | { ok: true; name: string }
  | { ok: false; code: 'name_empty' | 'name_too_long' };

/** A folder name as stored: spaces collapsed, 1 to TEAM_LIMITS.folderNameLength characters. */
export function checkFolderName(raw: string): FolderNameCheck {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name === '') return { ok: false, code: 'name_empty' };
  if ([...name].length > TEAM_LIMITS.folderNameLength) return { ok: false, code: 'name_too_long' };
  return { ok: true, name };
}

/**
 * May a subtree `height` folders tall (1: the folder alone) sit under a parent at `parentDepth`
 * (0: the top of the space)? Its deepest folder must stay within TEAM_LIMITS.folderDepth.
 */
export const fitsDepth = (parentDepth: number, height: number) =>
  parentDepth + height <= TEAM_LIMITS.folderDepth;

/**
 * Moving folder `movedId` under the folder whose chain (itself and every folder above it) is
 * `targetChain` would make a cycle when the moved folder is in that chain: the target is the moved
 * folder itself or somewhere below it.
 */
export const makesCycle = (movedId: number, targetChain: readonly number[]) => targetChain.includes(movedId);

/** The address of a folder's page. */
export const folderPath = (fid: string) => `/folders/${fid}/`;
export const LIBRARY_PATH = '/library/';
