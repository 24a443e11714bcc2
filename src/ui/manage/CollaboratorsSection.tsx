// Collaborators: add an existing person by username or email as editor or commenter, change
// their role, remove them. People are shown by name and username, never by email. Owner only.

import { useState } from 'react';
import type { CollaboratorData, TeamAccessData } from '../../contracts/manage';
import { useT } from '../../i18n/react';
import { apiCall } from '../../lib/api-client';
import { ActionStatus } from '../../ui-kit/actions/ActionStatus';
import { useAction } from '../../ui-kit/actions/useAction';
import { AddPersonForm, type RoleChoice, RoleOptions } from '../../ui-kit/common/AddPersonForm';
import { apiPath, type CollaboratorRole } from './types';

export interface CollaboratorsSectionProps {
  oid: string;
  initialCollaborators: CollaboratorData[];
  /** The team it is in: its members open it too, so it is never "only you". */
  teamAccess?: TeamAccessData | null;
}

export function CollaboratorsSection({
  oid,
  initialCollaborators,
  teamAccess = null,
}: CollaboratorsSectionProps) {
  const t = useT();
  const [people, setPeople] = useState(initialCollaborators);
  const { status, run, busy } = useAction();
  const roles: RoleChoice<CollaboratorRole>[] = [
    { value: 'edit', label: t('manage.role.edit') },
    { value: 'comment', label: t('manage.role.comment') },
  ];
  const path = (username: string) => apiPath(oid, `collaborators/${encodeURIComponent(username)}/`);

  const add = (login: string, role: CollaboratorRole, clear: () => void) => {
    void run(async () => {
      const { collaborator } = await apiCall<{ collaborator: CollaboratorData }>(
        'POST',
        apiPath(oid, 'collaborators/'),
        { login, role },
      );
      setPeople((all) => [...all, collaborator]);
      clear();
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
      {teamAccess ? (
        <p className="manage__empty">
          {t('manage.teamAccess', { team: teamAccess.name, n: teamAccess.members })}
        </p>
      ) : null}
      {people.length === 0 && !teamAccess ? (
        <p className="manage__empty">{t('manage.noCollaborators')}</p>
      ) : null}
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
                <RoleOptions roles={roles} />
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
      <AddPersonForm
        idPrefix="manage"
        className="manage__add"
        fieldClassName="field"
        loginLabel={t('manage.addPerson')}
        roleLabel={t('manage.role')}
        submitLabel={t('manage.add')}
        roles={roles}
        initialRole="edit"
        busy={busy}
        onAdd={add}
      />
      <ActionStatus status={status} />
    </section>
  );
}
