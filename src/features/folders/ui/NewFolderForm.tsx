// Makes a folder: at the top of a space or inside a folder. FolderCreated is sent once
// the server made it; the page then shows the folder where it now is.
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import { TEAM_LIMITS } from '../../../kernel/limits';
import { track } from '../../../lib/telemetry';
import { type CreatedFolder, folderApi } from './folder-api';

export interface NewFolderFormProps {
  parentFid?: string | null;
  tid?: string | null;
  onCreated?: (folder: CreatedFolder) => void;
}

export function NewFolderForm({
  parentFid = null,
  tid = null,
  onCreated = () => window.location.reload(),
}: NewFolderFormProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    folderApi.create({ name, parentFid, tid }).then(
      ({ folder }) => {
        setBusy(false);
        setName('');
        track('FolderCreated', { folder_id: folder.fid, ...(tid ? { team_id: tid } : {}) });
        onCreated(folder);
      },
      (e: Error) => {
        setBusy(false);
        setError(e.message);
      },
    );
  };
  const fieldId = `new-folder-${parentFid ?? tid ?? 'top'}`;
  return (
    <form className="new-folder" onSubmit={submit}>
      <label htmlFor={fieldId}>{parentFid ? t('folders.newSubfolder') : t('folders.newFolder')}</label>
      <input
        id={fieldId}
        value={name}
        maxLength={TEAM_LIMITS.folderNameLength}
        required
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="button" disabled={busy || name.trim() === ''}>
        {busy ? t('folders.creating') : t('folders.create')}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
