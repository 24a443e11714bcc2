// A folder as a card: a link to its page; a drop target for presentation and folder
// cards when the person may file in it; draggable itself (into another folder) when they may move it.
import type { FolderCardData } from '../contracts';
import { DropNote } from './DropNote';
import { dragProps, type Moving, reloadPage } from './folder-api';
import { MoveButton } from './MoveButton';
import { useDropTarget } from './useDropTarget';

export interface FolderCardProps {
  folder: FolderCardData;
  /** A line under the name (who shared it, with which role). */
  note?: string;
  /** Offer "Move to…" for the folder (within its space). */
  movable?: boolean;
  onMoved?: (what: Moving) => void;
}

export function FolderCard({ folder, note, movable = false, onMoved = reloadPage }: FolderCardProps) {
  const { drop, props } = useDropTarget({ fid: folder.fid, enabled: folder.rights.file }, onMoved);
  return (
    <li
      className={`folder-card folder-card--${drop.state}`}
      data-fid={folder.fid}
      {...(movable && folder.rights.file ? dragProps({ kind: 'folder', fid: folder.fid }) : {})}
      {...props}
    >
      <svg className="folder-card__icon" viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
        <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      </svg>
      <span className="folder-card__text">
        <a className="folder-card__name" href={folder.path}>
          {folder.name}
        </a>
        {note ? <span className="folder-card__note">{note}</span> : null}
        {movable && folder.rights.file ? (
          <MoveButton what={{ kind: 'folder', fid: folder.fid }} title={folder.name} onMoved={onMoved} />
        ) : null}
        <DropNote drop={drop} />
      </span>
    </li>
  );
}
