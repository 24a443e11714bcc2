// The folder calls as the folder components make them, and what a drag carries: a
// presentation's oid or a folder's fid under our own media types, so a drop knows what it got and
// a drag from elsewhere (a file, a link) is not taken for one of ours.

import type { CollaboratorRole } from '../../../kernel/access/permissions';
import { callApi } from '../../../lib/api-client';
import { type FolderData, foldersApi } from '../contracts';

export const DECK_TYPE = 'application/x-podium-deck';
export const FOLDER_TYPE = 'application/x-podium-folder';

/** Where a move goes: a folder, or (fid null) the top of a space (a team's by tid, else one's own). */
export interface MoveTarget {
  fid: string | null;
  tid?: string | null;
}

export type Moving = { kind: 'deck'; oid: string } | { kind: 'folder'; fid: string };

export type CreatedFolder = FolderData;

/** The calls the folder components make, through the declared folder calls (contracts.ts). */
export const folderApi = {
  create: (body: { name: string; parentFid?: string | null; tid?: string | null }) =>
    callApi(foldersApi.create, { body }),
  change: (fid: string, body: { name?: string; parentFid?: string | null }) =>
    callApi(foldersApi.change, { params: { fid }, body }),
  remove: (fid: string) => callApi(foldersApi.remove, { params: { fid } }),
  /** Where `what` may move: for a presentation, where it may go; for a folder, within its space. */
  destinations: (what: Moving) =>
    callApi(foldersApi.destinations, {
      query: what.kind === 'deck' ? { oid: what.oid } : { fid: what.fid },
    }),
  /** Moves a presentation or a folder to `to`. */
  move: (what: Moving, to: MoveTarget): Promise<unknown> =>
    what.kind === 'deck'
      ? callApi(foldersApi.move, { body: { oid: what.oid, toFid: to.fid, toTid: to.tid ?? null } })
      : callApi(foldersApi.change, { params: { fid: what.fid }, body: { parentFid: to.fid } }),
  share: (fid: string, login: string, role: CollaboratorRole) =>
    callApi(foldersApi.share, { params: { fid }, body: { login, role } }),
  changeRole: (fid: string, username: string, role: CollaboratorRole) =>
    callApi(foldersApi.changeRole, { params: { fid, username }, body: { role } }),
  unshare: (fid: string, username: string) => callApi(foldersApi.unshare, { params: { fid, username } }),
};

/** The props that make a card draggable as `what`. */
export function dragProps(what: Moving) {
  return {
    draggable: true,
    'data-drag': what.kind === 'deck' ? what.oid : what.fid,
    onDragStart: (event: { dataTransfer: DataTransfer | null }) => {
      if (!event.dataTransfer) return;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(
        what.kind === 'deck' ? DECK_TYPE : FOLDER_TYPE,
        what.kind === 'deck' ? what.oid : what.fid,
      );
    },
  };
}

/** What a drop carries, if it is ours. */
export function readDrag(data: Pick<DataTransfer, 'getData' | 'types'> | null): Moving | null {
  if (!data) return null;
  const oid = data.types.includes(DECK_TYPE) ? data.getData(DECK_TYPE) : '';
  if (oid) return { kind: 'deck', oid };
  const fid = data.types.includes(FOLDER_TYPE) ? data.getData(FOLDER_TYPE) : '';
  return fid ? { kind: 'folder', fid } : null;
}

/** A drag of ours is over the target (its data is only readable on drop). */
export const carriesOurs = (data: Pick<DataTransfer, 'types'> | null) =>
  data !== null && (data.types.includes(DECK_TYPE) || data.types.includes(FOLDER_TYPE));

/** After a move the page shows where everything is now. */
export const reloadPage = () => window.location.reload();
