// The fields of a view link's rules — name, password, expiry, asking for an e-mail (verified by a
// code, from some domains only), notifications, downloads — for a new link and for editing one.
// A new link's form first asks whether the link is open or protected, and shows the password and
// e-mail fields only for a protected one. It only collects and checks the rules; the caller sends
// them and says what the server answered.

import type { ReactNode } from 'react';
import { useT } from '../../../i18n/react';
import type { ViewLinkData } from '../contracts';
import type { ViewLinkRules } from '../rules';
import { LinkAccessChoice } from './LinkAccessChoice';
import { useViewLinkForm } from './useViewLinkForm';
import {
  LinkDownloadField,
  LinkEmailFields,
  LinkExpiryField,
  LinkNameField,
  LinkNotifyField,
  LinkPasswordField,
} from './ViewLinkFields';

export interface ViewLinkFormProps {
  /** The link being edited; a new link's form without it. */
  link?: ViewLinkData;
  submitLabel: string;
  busy: boolean;
  /** Called with the checked rules: only the fields filled in (new) or changed (edit). */
  onSubmit: (rules: ViewLinkRules) => void;
  /** Close without sending anything. */
  onCancel?: () => void;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /**
   * Outgoing e-mail is configured; without it verification by a code and e-mail notifications
   * cannot be turned on (the controls say why).
   */
  mailConfigured: boolean;
  /** Shown beside the buttons (what the last action did). */
  children?: ReactNode;
}

export function ViewLinkForm({
  link,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  labelledBy,
  mailConfigured,
  children,
}: ViewLinkFormProps) {
  const t = useT();
  const { form, submit, nameInput } = useViewLinkForm(link, onSubmit);
  const { id, fields, set } = form;
  // Chosen for a new link; an edited link's password and e-mail fields are always there.
  const protectedShown = fields.access !== 'open';

  return (
    <form className="manage__link-form" onSubmit={submit} aria-labelledby={labelledBy} noValidate>
      <div className="manage__link-fields">
        <LinkNameField form={form} input={nameInput} />
        {fields.access ? (
          <LinkAccessChoice
            name={`${id}access`}
            value={fields.access}
            onChange={(access) => set('access', access)}
          />
        ) : null}
        {protectedShown ? <LinkPasswordField form={form} keepsPassword={link?.hasPassword === true} /> : null}
        <LinkExpiryField form={form} />
        {protectedShown ? <LinkEmailFields form={form} mailConfigured={mailConfigured} /> : null}
        <LinkNotifyField form={form} mailConfigured={mailConfigured} />
        <LinkDownloadField form={form} />
      </div>
      <div className="manage__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('manage.cancel')}
          </button>
        ) : null}
        {children}
      </div>
    </form>
  );
}
