// Sharing a folder (issue #19): with a person by their username, to edit or to comment; every
// presentation in it and its subfolders gets that right. FolderShared is sent once the server
// confirmed. People are shown by name and username, never by e-mail address.
import { type FormEvent, useState } from 'react';
import type { FolderCollaboratorData } from '../../contracts/folders';
import type { CollaboratorRole } from '../../domain/permissions';
import { useT } from '../../i18n/react';
import { ActionStatus } from '../manage/ActionStatus';
import { useAction } from '../manage/useAction';
import { track } from '../telemetry';
import { folderApi } from './folder-api';

export interface ShareFolderSectionProps {
  fid: string;
  initial: FolderCollaboratorData[];
}

export function ShareFolderSection({ fid, initial }: ShareFolderSectionProps) {
  const t = useT();
  const [people, setPeople] = useState(initial);
  const [login, setLogin] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('comment');
  const { status, run, busy } = useAction();
  const roles: { value: CollaboratorRole; label: string }[] = [
    { value: 'edit', label: t('folders.role.edit') },
    { value: 'comment', label: t('folders.role.comment') },
  ];
  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { collaborator } = await folderApi.share(fid, login.trim(), role);
      setPeople((all) => [...all, collaborator]);
      setLogin('');
      track('FolderShared', { folder_id: fid, role: collaborator.role });
      return t('folders.shared', { name: collaborator.displayName });
    });
  };
  const change = (person: FolderCollaboratorData, next: CollaboratorRole) =>
    run(async () => {
      const { collaborator } = await folderApi.changeRole(fid, person.username, next);
      setPeople((all) => all.map((p) => (p.username === person.username ? collaborator : p)));
      track('FolderShared', { folder_id: fid, role: collaborator.role });
      return t('folders.roleChanged', { name: person.displayName });
    });
  const remove = (person: FolderCollaboratorData) =>
    run(async () => {
      await folderApi.unshare(fid, person.username);
      setPeople((all) => all.filter((p) => p.username !== person.username));
      return t('folders.unshared', { name: person.displayName });
    });

  return (
    <section className="folder-share" aria-labelledby="folder-share-title">
      <h2 id="folder-share-title">{t('folders.share')}</h2>
      <p className="folder-share__lead">{t('folders.shareLead')}</p>
      {people.length === 0 ? <p className="folder-shelf__empty">{t('folders.notShared')}</p> : null}
      <ul className="folder-share__list">
        {people.map((person) => (
          <li key={person.username}>
            <span>
              <strong>{person.displayName}</strong>{' '}
              <span className="folder-share__meta">@{person.username}</span>
            </span>
            <select
              aria-label={t('folders.roleOf', { name: person.displayName })}
              value={person.role}
              disabled={busy}
              onChange={(event) => void change(person, event.target.value as CollaboratorRole)}
            >
              {roles.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
            <button type="button" className="button" disabled={busy} onClick={() => void remove(person)}>
              {t('folders.unshare')}
            </button>
          </li>
        ))}
      </ul>
      <form className="folder-share__add" onSubmit={add}>
        <label htmlFor="folder-share-login">{t('folders.shareWith')}</label>
        <input
          id="folder-share-login"
          value={login}
          autoComplete="off"
          required
          onChange={(event) => setLogin(event.target.value)}
        />
        <label htmlFor="folder-share-role">{t('folders.role')}</label>
        <select
          id="folder-share-role"
          value={role}
          onChange={(e) => setRole(e.target.value as CollaboratorRole)}
        >
          {roles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
        <button className="button button--primary" type="submit" disabled={busy || login.trim() === ''}>
          {t('folders.shareButton')}
        </button>
      </form>
      <ActionStatus status={status} />
    </section>
  );
}
