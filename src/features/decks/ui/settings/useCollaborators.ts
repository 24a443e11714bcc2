// The collaborators list of the settings page and its calls: add a person by username, change a
// role, remove someone, one at a time, each with what it did in the section's status line.
import { useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { CollaboratorRole } from '../../../../kernel/access/permissions';
import { callApi } from '../../../../lib/api-client';
import { useAction } from '../../../../ui-kit/actions/useAction';
import { type CollaboratorData, settingsApi } from '../../settings.contracts';

export function useCollaborators(oid: string, initialCollaborators: CollaboratorData[]) {
  const t = useT();
  const [people, setPeople] = useState(initialCollaborators);
  const { status, run, busy } = useAction();

  const add = (login: string, role: CollaboratorRole, clear: () => void) => {
    void run(async () => {
      const { collaborator } = await callApi(settingsApi.addCollaborator, {
        params: { oid },
        body: { login, role },
      });
      setPeople((all) => [...all, collaborator]);
      clear();
      return t('manage.added', { name: collaborator.displayName });
    });
  };
  const change = (person: CollaboratorData, next: CollaboratorRole) =>
    run(async () => {
      const { collaborator } = await callApi(settingsApi.changeCollaborator, {
        params: { oid, username: person.username },
        body: { role: next },
      });
      setPeople((all) => all.map((p) => (p.username === person.username ? collaborator : p)));
      return t('manage.roleChanged', { name: person.displayName });
    });
  const remove = (person: CollaboratorData) =>
    run(async () => {
      await callApi(settingsApi.removeCollaborator, { params: { oid, username: person.username } });
      setPeople((all) => all.filter((p) => p.username !== person.username));
      return t('manage.removed', { name: person.displayName });
    });

  return { people, add, change, remove, status, busy };
}
