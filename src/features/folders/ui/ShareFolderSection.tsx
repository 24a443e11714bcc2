// Sharing a folder: with a person by their username, to edit or to comment; every
// presentation in it and its subfolders gets that right. FolderShared is sent once the server
// confirmed. People are shown by name and username, never by e-mail address.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import type { CollaboratorRole } from '../../../kernel/access/permissions';
import { track } from '../../../lib/telemetry';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../ui-kit/actions/useAction';
import { AddPersonForm, type RoleChoice, RoleOptions } from '../../../ui-kit/common/AddPersonForm';
import type { FolderCollaboratorData } from '../contracts';
import { folderApi } from './folder-api';

export interface ShareFolderSectionProps {
  fid: string;
  initial: FolderCollaboratorData[];
}

export function ShareFolderSection({ fid, initial }: ShareFolderSectionProps) {
  const t = useT();
  const [people, setPeople] = useState(initial);
  const { status, run, busy } = useAction();
  const roles: RoleChoice<CollaboratorRole>[] = [
    { value: 'edit', label: t('folders.role.edit') },
    { value: 'comment', label: t('folders.role.comment') },
  ];
  const add = (login: string, role: CollaboratorRole, clear: () => void) => {
    void run(async () => {
      const { collaborator } = await folderApi.share(fid, login, role);
      setPeople((all) => [...all, collaborator]);
      clear();
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
              <RoleOptions roles={roles} />
            </select>
            <button type="button" className="button" disabled={busy} onClick={() => void remove(person)}>
              {t('folders.unshare')}
            </button>
          </li>
        ))}
      </ul>
      <AddPersonForm
        idPrefix="folder-share"
        className="folder-share__add"
        fieldClassName="folder-share__field"
        loginLabel={t('folders.shareWith')}
        roleLabel={t('folders.role')}
        submitLabel={t('folders.shareButton')}
        roles={roles}
        initialRole="comment"
        busy={busy}
        onAdd={add}
      />
      <ActionStatus status={status} />
    </section>
  );
}
