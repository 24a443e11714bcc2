// Renaming and deleting a folder. Deleting keeps what it held: its presentations and
// subfolders move up to its parent (or to the top of its space), which the confirmation says.
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import { TEAM_LIMITS } from '../../../kernel/limits';
import { folderApi } from './folder-api';

export interface FolderActionsProps {
  fid: string;
  name: string;
  canRename: boolean;
  canDelete: boolean;
  /** Where the page goes after a delete: the parent folder, or the space's top. */
  afterDelete: string;
  navigate?: (path: string) => void;
}

export function FolderActions({
  fid,
  name,
  canRename,
  canDelete,
  afterDelete,
  navigate = (path) => window.location.assign(path),
}: FolderActionsProps) {
  const t = useT();
  const [value, setValue] = useState(name);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    folderApi.change(fid, { name: value }).then(
      ({ folder }) => {
        setValue(folder.name);
        setMessage({ ok: true, text: t('folders.renamed') });
        document.title = document.title.replace(name, folder.name);
      },
      (e: Error) => setMessage({ ok: false, text: e.message }),
    );
  };
  const remove = () =>
    folderApi.remove(fid).then(
      () => navigate(afterDelete),
      (e: Error) => setMessage({ ok: false, text: e.message }),
    );
  return (
    <div className="folder-actions">
      {canRename ? (
        <form className="new-folder" onSubmit={rename}>
          <label htmlFor="folder-rename">{t('folders.name')}</label>
          <input
            id="folder-rename"
            value={value}
            maxLength={TEAM_LIMITS.folderNameLength}
            required
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" className="button" disabled={value.trim() === '' || value === name}>
            {t('folders.rename')}
          </button>
        </form>
      ) : null}
      {canDelete ? (
        confirming ? (
          <p className="folder-actions__confirm">
            {t('folders.deleteConfirm')}{' '}
            <button type="button" className="button manage__danger-button" onClick={() => void remove()}>
              {t('folders.deleteYes')}
            </button>{' '}
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('folders.cancel')}
            </button>
          </p>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t('folders.delete')}
          </button>
        )
      ) : null}
      {message ? (
        <p className={message.ok ? 'form-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
