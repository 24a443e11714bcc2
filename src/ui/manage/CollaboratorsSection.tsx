// Collaborators: add an existing person by username or email as editor or commenter, change
// their role, remove them. People are shown by name and username, never by email. Owner only.

import { type FormEvent, useState } from 'react';
import type { CollaboratorData } from '../../contracts/manage';
import { useT } from '../../i18n/react';
import { apiCall } from '../../lib/api-client';
import { ActionStatus } from './ActionStatus';
import { apiPath, type CollaboratorRole } from './types';
import { useAction } from './useAction';

export interface CollaboratorsSectionProps {
  oid: string;
  initialCollaborators: CollaboratorData[];
}

export function CollaboratorsSection({ oid, initialCollaborators }: CollaboratorsSectionProps) {
  const t = useT();
  const [people, setPeople] = useState(initialCollaborators);
  const [login, setLogin] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('edit');
  const { status, run, busy } = useAction();
  const roles: { value: CollaboratorRole; label: string }[] = [
    { value: 'edit', label: t('manage.role.edit') },
    { value: 'comment', label: t('manage.role.comment') },
  ];
  const path = (username: string) => apiPath(oid, `collaborators/${encodeURIComponent(username)}/`);

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { collaborator } = await apiCall<{ collaborator: CollaboratorData }>(
        'POST',
        apiPath(oid, 'collaborators/'),
        { login: login.trim(), role },
      );
      setPeople((all) => [...all, collaborator]);
      setLogin('');
      return t('manage.added', { name: collaborator.displayName });
    });
  };
  const change = (person: CollaboratorData, next: CollaboratorRole) =>
    run(async () => {
      const { collaborator } = await apiCall<{ collaborator: CollaboratorData }>(
        'PATCH',
        path(person.username),
        {
          role: next,
        },
      );
      setPeople((all) => all.map((p) => (p.username === person.username ? collaborator : p)));
      return t('manage.roleChanged', { name: person.displayName });
    });
  const remove = (person: CollaboratorData) =>
    run(async () => {
      await apiCall('DELETE', path(person.username));
      setPeople((all) => all.filter((p) => p.username !== person.username));
      return t('manage.removed', { name: person.displayName });
    });

  return (
    <section className="manage__section" aria-labelledby="manage-collaborators">
      <h2 id="manage-collaborators">{t('manage.collaborators')}</h2>
      <p className="manage__lead">{t('manage.collaboratorsLead')}</p>
      {people.length === 0 ? <p className="manage__empty">{t('manage.noCollaborators')}</p> : null}
      <ul className="manage__list">
        {people.map((person) => (
          <li key={person.username} className="manage__person">
            <span>
              <strong>{person.displayName}</strong> <span className="manage__meta">@{person.username}</span>
            </span>
            <span className="manage__row-actions">
              <select
                className="manage__role-select"
                aria-label={t('manage.roleOf', { name: person.displayName })}
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
              <button
                type="button"
                className="button manage__danger-button"
                disabled={busy}
                onClick={() => void remove(person)}
              >
                {t('manage.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form className="manage__add" onSubmit={add}>
        <div className="field">
          <label htmlFor="manage-login">{t('manage.addPerson')}</label>
          <input
            id="manage-login"
            value={login}
            autoComplete="off"
            required
            onChange={(event) => setLogin(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="manage-role">{t('manage.role')}</label>
          <select
            id="manage-role"
            value={role}
            onChange={(event) => setRole(event.target.value as CollaboratorRole)}
          >
            {roles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <button className="button button--primary" type="submit" disabled={busy || login.trim() === ''}>
          {t('manage.add')}
        </button>
      </form>
      <ActionStatus status={status} />
    </section>
  );
}
