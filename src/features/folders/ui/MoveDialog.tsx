// "Move to…": the keyboard's way to move a presentation or a folder. A modal dialog
// lists the spaces the person may move into (their own, their teams') with each one's folder tree
// as radio buttons, then the folders shared with them to edit; for a presentation the server lists
// only the folders it may go into, and for a folder only those of its own space (never itself).
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { Destination } from '../contracts';
import { folderApi, type MoveTarget, type Moving } from './folder-api';
import { treeRows } from './folder-tree';

export interface MoveDialogProps {
  what: Moving;
  title: string;
  onClose(): void;
  onMoved(what: Moving): void;
  /** The destinations of what moves, when the caller has them (tests); else they are asked for. */
  load?: (what: Moving) => Promise<{ destinations: Destination[] }>;
}

const choiceKey = (target: MoveTarget) => `${target.fid ?? ''}|${target.tid ?? ''}`;
const targetOf = (value: string): MoveTarget => {
  const [fid, tid] = value.split('|');
  return { fid: fid || null, tid: tid || null };
};

export function MoveDialog({
  what,
  title,
  onClose,
  onMoved,
  load = folderApi.destinations,
}: MoveDialogProps) {
  const t = useT();
  const id = useId();
  const [destinations, setDestinations] = useState<Destination[] | null>(null);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    load(what).then(
      ({ destinations: all }) => {
        // A folder stays in its space: only the space that holds it is offered (the server lists
        // only that space's folders, "shared with me" included).
        setDestinations(
          what.kind === 'folder' ? all.filter((d) => d.folders.some((f) => f.fid === what.fid)) : all,
        );
      },
      (e: Error) => setError(e.message),
    );
  }, [load, what]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the list arrives
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [destinations]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError(t('folders.chooseDestination'));
      return;
    }
    setBusy(true);
    setError(null);
    folderApi.move(what, targetOf(choice)).then(
      () => {
        setBusy(false);
        onMoved(what);
        onClose();
      },
      (e: Error) => {
        setBusy(false);
        setError(e.message);
      },
    );
  };

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
          {destinations?.map((d) => {
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
              <fieldset
                key={d.space.kind === 'team' ? d.space.tid : d.space.kind}
                className="move-dialog__space"
              >
                <legend>{spaceName}</legend>
                {top ? (
                  <label className="move-dialog__option">
                    <input
                      type="radio"
                      name={`${id}-to`}
                      value={choiceKey(top)}
                      checked={choice === choiceKey(top)}
                      onChange={(e) => setChoice(e.target.value)}
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
                      name={`${id}-to`}
                      value={choiceKey({ fid: row.fid })}
                      checked={choice === choiceKey({ fid: row.fid })}
                      onChange={(e) => setChoice(e.target.value)}
                    />
                    {row.name}
                  </label>
                ))}
              </fieldset>
            );
          })}
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
