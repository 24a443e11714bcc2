// "Move to…": the keyboard's way to move a presentation or a folder. A modal dialog
// lists the spaces the person may move into (their own, their teams') with each one's folder tree
// as radio buttons, then the folders shared with them to edit; for a presentation the server lists
// only the folders it may go into, and for a folder only those of its own space (never itself).
import { useId } from 'react';
import { useT } from '../../../i18n/react';
import type { Destination } from '../contracts';
import { folderApi, type MoveTarget, type Moving } from './folder-api';
import { treeRows } from './folder-tree';
import { choiceKey, useMoveDialog } from './useMoveDialog';

export interface MoveDialogProps {
  what: Moving;
  title: string;
  onClose(): void;
  onMoved(what: Moving): void;
  /** The destinations of what moves, when the caller has them (tests); else they are asked for. */
  load?: (what: Moving) => Promise<{ destinations: Destination[] }>;
}

export function MoveDialog({
  what,
  title,
  onClose,
  onMoved,
  load = folderApi.destinations,
}: MoveDialogProps) {
  const t = useT();
  const id = useId();
  const { destinations, choice, setChoice, error, busy, box, submit } = useMoveDialog(
    what,
    load,
    onMoved,
    onClose,
  );

  return (
    <div className="move-dialog__backdrop">
      <div
        ref={box}
        className="move-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={`${id}-title`}>{t('folders.moveTitle', { title })}</h2>
        {destinations === null && !error ? <p role="status">{t('folders.loading')}</p> : null}
        <form onSubmit={submit}>
          {destinations?.map((d) => (
            <SpaceChoices
              key={d.space.kind === 'team' ? d.space.tid : d.space.kind}
              destination={d}
              what={what}
              name={`${id}-to`}
              choice={choice}
              onChoose={setChoice}
            />
          ))}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="move-dialog__actions">
            <button type="submit" className="button button--primary" disabled={busy || destinations === null}>
              {busy ? t('folders.moving') : t('folders.move')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('folders.cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

interface SpaceChoicesProps {
  destination: Destination;
  what: Moving;
  /** The radio buttons' name, one group for the whole dialog. */
  name: string;
  choice: string;
  onChoose: (choice: string) => void;
}

/** One space's destinations: its top (when the server allows it), then its folder tree. */
function SpaceChoices({ destination: d, what, name, choice, onChoose }: SpaceChoicesProps) {
  const t = useT();
  const spaceName =
    d.space.kind === 'team'
      ? d.space.name
      : d.space.kind === 'shared'
        ? t('folders.sharedWithMe')
        : t('folders.myPresentations');
  // The server says whether the top is a destination (never a shared folder's space).
  const top: MoveTarget | null =
    d.top && d.space.kind !== 'shared'
      ? { fid: null, tid: d.space.kind === 'team' ? d.space.tid : null }
      : null;
  return (
    <fieldset className="move-dialog__space">
      <legend>{spaceName}</legend>
      {top ? (
        <label className="move-dialog__option">
          <input
            type="radio"
            name={name}
            value={choiceKey(top)}
            checked={choice === choiceKey(top)}
            onChange={(e) => onChoose(e.target.value)}
          />
          {t('folders.topOf', { space: spaceName })}
        </label>
      ) : null}
      {treeRows(d.folders, what.kind === 'folder' ? what.fid : undefined).map((row) => (
        <label
          key={row.fid}
          className="move-dialog__option"
          style={{ paddingInlineStart: `${row.depth * 1.25}rem` }}
        >
          <input
            type="radio"
            name={name}
            value={choiceKey({ fid: row.fid })}
            checked={choice === choiceKey({ fid: row.fid })}
            onChange={(e) => onChoose(e.target.value)}
          />
          {row.name}
        </label>
      ))}
    </fieldset>
  );
}
