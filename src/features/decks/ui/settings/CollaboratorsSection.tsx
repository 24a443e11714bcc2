// Collaborators: add an existing person by username as editor or commenter, change their role,
// remove them. People are shown by name and username, never by email. Owner only.

import { useT } from '../../../../i18n/react';
import type { CollaboratorRole } from '../../../../kernel/access/permissions';
import { ActionStatus } from '../../../../ui-kit/actions/ActionStatus';
import { AddPersonForm, type RoleChoice, RoleOptions } from '../../../../ui-kit/common/AddPersonForm';
import type { CollaboratorData, TeamAccessData } from '../../settings.contracts';
import { useCollaborators } from './useCollaborators';

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
  const { people, add, change, remove, status, busy } = useCollaborators(oid, initialCollaborators);
  const roles: RoleChoice<CollaboratorRole>[] = [
    { value: 'edit', label: t('manage.role.edit') },
    { value: 'comment', label: t('manage.role.comment') },
  ];

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
          <CollaboratorItem
            key={person.username}
            person={person}
            roles={roles}
            busy={busy}
            onChange={(role) => void change(person, role)}
            onRemove={() => void remove(person)}
          />
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

interface CollaboratorItemProps {
  person: CollaboratorData;
  roles: RoleChoice<CollaboratorRole>[];
  /** One of the section's actions is running. */
  busy: boolean;
  onChange: (role: CollaboratorRole) => void;
  onRemove: () => void;
}

/** One collaborator: their name and username, their role to change, Remove. */
function CollaboratorItem({ person, roles, busy, onChange, onRemove }: CollaboratorItemProps) {
  const t = useT();
  return (
    <li className="manage__person">
      <span>
        <strong>{person.displayName}</strong> <span className="manage__meta">@{person.username}</span>
      </span>
      <span className="manage__row-actions">
        <select
          className="manage__role-select"
          aria-label={t('manage.roleOf', { name: person.displayName })}
          value={person.role}
          disabled={busy}
          onChange={(event) => onChange(event.target.value as CollaboratorRole)}
        >
          <RoleOptions roles={roles} />
        </select>
        <button type="button" className="button manage__danger-button" disabled={busy} onClick={onRemove}>
          {t('manage.remove')}
        </button>
      </span>
    </li>
  );
}
