// A new link's first question: open to whoever has its address, or protected by a password or an
// e-mail address. Asked before the link exists, so a link meant to be protected is never open.
import { useT } from '../../../i18n/react';
import type { LinkFields } from './view-link-rules';

type Access = NonNullable<LinkFields['access']>;
const CHOICES = ['open', 'protected'] as const satisfies readonly Access[];

export function LinkAccessChoice({
  name,
  value,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  value: Access;
  onChange: (access: Access) => void;
}) {
  const t = useT();
  return (
    <fieldset className="manage__choices manage__link-wide">
      <legend className="manage__legend">{t('manage.linkAccess')}</legend>
      {CHOICES.map((choice) => (
        <label key={choice} className="manage__choice">
          <input
            className="manage__radio"
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span>
            <strong>{t(choice === 'open' ? 'manage.linkAccess.open' : 'manage.linkAccess.protected')}</strong>
            <span className="manage__help">
              {t(choice === 'open' ? 'manage.linkAccess.open.help' : 'manage.linkAccess.protected.help')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
