// The form that gives a person a role by their username: a presentation's collaborators
// (manage/CollaboratorsSection) and a folder's sharing (folders/ShareFolderSection). The form keeps
// what is typed; the section runs the request and clears the name once the server took it.
import { type FormEvent, useState } from 'react';

export interface RoleChoice<R extends string> {
  value: R;
  label: string;
}

/** The options of a role select, in the order given. */
export function RoleOptions<R extends string>({ roles }: { roles: RoleChoice<R>[] }) {
  return roles.map((r) => (
    <option key={r.value} value={r.value}>
      {r.label}
    </option>
  ));
}

export interface AddPersonFormProps<R extends string> {
  /** Prefix of the two fields' ids: `${idPrefix}-login` and `${idPrefix}-role`. */
  idPrefix: string;
  className: string;
  /** The class of the box around each label and its field. */
  fieldClassName: string;
  loginLabel: string;
  roleLabel: string;
  submitLabel: string;
  roles: RoleChoice<R>[];
  initialRole: R;
  busy: boolean;
  /** The trimmed username and the role chosen; `clear` empties the name once added. */
  onAdd: (login: string, role: R, clear: () => void) => void;
}

export function AddPersonForm<R extends string>(props: AddPersonFormProps<R>) {
  const { idPrefix, fieldClassName, roles, busy } = props;
  const [login, setLogin] = useState('');
  const [role, setRole] = useState<R>(props.initialRole);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onAdd(login.trim(), role, () => setLogin(''));
  };
  return (
    <form className={props.className} onSubmit={submit}>
      <div className={fieldClassName}>
        <label htmlFor={`${idPrefix}-login`}>{props.loginLabel}</label>
        <input
          id={`${idPrefix}-login`}
          value={login}
          autoComplete="off"
          required
          onChange={(event) => setLogin(event.target.value)}
        />
      </div>
      <div className={fieldClassName}>
        <label htmlFor={`${idPrefix}-role`}>{props.roleLabel}</label>
        <select id={`${idPrefix}-role`} value={role} onChange={(event) => setRole(event.target.value as R)}>
          <RoleOptions roles={roles} />
        </select>
      </div>
      <button className="button button--primary" type="submit" disabled={busy || login.trim() === ''}>
        {props.submitLabel}
      </button>
    </form>
  );
}
