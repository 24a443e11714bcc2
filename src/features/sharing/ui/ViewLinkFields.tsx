// The fields of a share link's form, one component per rule: its name, its password, its expiry,
// the e-mail asked of visitors (verified by a code, from some domains only), the owner's e-mails
// and downloads. Each reads and sets the form's state (useViewLinkForm) and shows its own error.
import { type RefObject, useRef } from 'react';
import { useT } from '../../../i18n/react';
import type { LinkDownload } from '../rules';
import type { LinkForm } from './useViewLinkForm';
import type { LinkFieldErrors, LinkFields } from './view-link-rules';

type Checked = keyof LinkFieldErrors;

/** The ids an input is described by: its hint when it has one, then its error when there is one. */
const describedBy = ({ id, errorText }: LinkForm, key: Checked, hint?: boolean) =>
  [hint ? `${id}${key}-hint` : '', errorText[key] ? `${id}${key}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

function FieldError({ form: { id, errorText }, field }: { form: LinkForm; field: Checked }) {
  return errorText[field] ? (
    <p className="field__error" id={`${id}${field}-error`}>
      {errorText[field]}
    </p>
  ) : null;
}

export function LinkNameField({
  form,
  input,
}: {
  form: LinkForm;
  input: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const { id, fields, set, errorText } = form;
  return (
    <div className="field">
      <label htmlFor={`${id}name`}>{t('manage.linkName')}</label>
      <input
        ref={input}
        id={`${id}name`}
        name="name"
        autoComplete="off"
        value={fields.name}
        aria-invalid={errorText.name ? true : undefined}
        aria-describedby={describedBy(form, 'name')}
        onChange={(event) => set('name', event.target.value)}
      />
      <FieldError form={form} field="name" />
    </div>
  );
}

/** A protected link's password; an edited link that has one keeps it unless a new one is typed. */
export function LinkPasswordField({ form, keepsPassword }: { form: LinkForm; keepsPassword: boolean }) {
  const t = useT();
  const { id, fields, set, errorText } = form;
  return (
    <div className="field">
      <label htmlFor={`${id}password`}>{t('manage.linkPassword')}</label>
      <input
        id={`${id}password`}
        name="password"
        type="password"
        // Not the owner's own password: keep the browser from filling that in.
        autoComplete="new-password"
        value={fields.password}
        disabled={fields.removePassword}
        aria-invalid={errorText.password ? true : undefined}
        aria-describedby={describedBy(form, 'password', keepsPassword)}
        onChange={(event) => set('password', event.target.value)}
      />
      {keepsPassword ? (
        <p className="manage__help" id={`${id}password-hint`}>
          {t('manage.keepPassword')}
        </p>
      ) : null}
      <FieldError form={form} field="password" />
      {keepsPassword ? (
        <label className="manage__check">
          <input
            className="manage__checkbox"
            type="checkbox"
            checked={fields.removePassword}
            onChange={(event) => set('removePassword', event.target.checked)}
          />
          {t('manage.removePassword')}
        </label>
      ) : null}
    </div>
  );
}

export function LinkExpiryField({ form }: { form: LinkForm }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const { id, fields, set, errorText } = form;
  return (
    <div className="field">
      <label htmlFor={`${id}expires`}>{t('manage.linkExpires')}</label>
      <div className="manage__expiry">
        <input
          ref={input}
          className="manage__expiry-input"
          id={`${id}expires`}
          name="expires"
          type="datetime-local"
          value={fields.expires}
          aria-invalid={errorText.expires ? true : undefined}
          aria-describedby={describedBy(form, 'expires', true)}
          onChange={(event) => set('expires', event.target.value)}
        />
        {fields.expires !== '' ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              set('expires', '');
              // The button goes with the date: leave the focus on the emptied field.
              input.current?.focus();
            }}
          >
            {t('manage.clearExpiry')}
          </button>
        ) : null}
      </div>
      <p className="manage__help" id={`${id}expires-hint`}>
        {t('manage.linkExpiresHelp')}
      </p>
      <FieldError form={form} field="expires" />
    </div>
  );
}

/** Asking visitors for an e-mail address; once asked, verifying it by a code and the domains it may be at. */
export function LinkEmailFields({ form, mailConfigured }: { form: LinkForm; mailConfigured: boolean }) {
  const t = useT();
  const { id, fields, set } = form;
  return (
    <>
      <div className="field manage__link-wide">
        <label className="manage__check">
          <input
            className="manage__checkbox"
            type="checkbox"
            name="requireEmail"
            checked={fields.requireEmail}
            aria-describedby={`${id}requireEmail-hint`}
            onChange={(event) => set('requireEmail', event.target.checked)}
          />
          {t('manage.linkRequireEmail')}
        </label>
        <p className="manage__help" id={`${id}requireEmail-hint`}>
          {t('manage.linkRequireEmailHelp')}
        </p>
      </div>
      {fields.requireEmail ? (
        <>
          <LinkVerifyField form={form} mailConfigured={mailConfigured} />
          <LinkDomainsField form={form} />
        </>
      ) : null}
    </>
  );
}

function LinkVerifyField({ form, mailConfigured }: { form: LinkForm; mailConfigured: boolean }) {
  const t = useT();
  const { id, fields, set } = form;
  return (
    <div className="field manage__link-wide">
      <label className="manage__check">
        <input
          className="manage__checkbox"
          type="checkbox"
          name="verifyEmail"
          checked={fields.verifyEmail}
          // Without outgoing e-mail verification cannot be turned on, but a link that verifies can be turned off.
          disabled={!mailConfigured && !fields.verifyEmail}
          aria-describedby={`${id}verifyEmail-hint`}
          onChange={(event) => set('verifyEmail', event.target.checked)}
        />
        {t('manage.linkVerifyEmail')}
      </label>
      <p className="manage__help" id={`${id}verifyEmail-hint`}>
        {mailConfigured ? t('manage.linkVerifyEmailHelp') : t('manage.linkVerifyNeedsMail')}
      </p>
    </div>
  );
}

function LinkDomainsField({ form }: { form: LinkForm }) {
  const t = useT();
  const { id, fields, set, errorText } = form;
  return (
    <div className="field manage__link-wide">
      <label htmlFor={`${id}domains`}>{t('manage.linkDomains')}</label>
      <textarea
        id={`${id}domains`}
        name="domains"
        rows={2}
        autoComplete="off"
        spellCheck={false}
        placeholder="example.com, example.org"
        value={fields.domains}
        aria-invalid={errorText.domains ? true : undefined}
        aria-describedby={describedBy(form, 'domains', true)}
        onChange={(event) => set('domains', event.target.value)}
      />
      <p className="manage__help" id={`${id}domains-hint`}>
        {t('manage.linkDomainsHelp')}
      </p>
      <FieldError form={form} field="domains" />
    </div>
  );
}

export function LinkNotifyField({ form, mailConfigured }: { form: LinkForm; mailConfigured: boolean }) {
  const t = useT();
  const { id, fields, start, set } = form;
  return (
    <div className="field manage__link-wide">
      <label htmlFor={`${id}notify`}>{t('manage.linkNotify')}</label>
      <select
        className="manage__notify"
        id={`${id}notify`}
        name="notify"
        value={fields.notify}
        // A link that already notifies can still be switched off without e-mail set up.
        disabled={!mailConfigured && fields.notify === 'off' && start.notify === 'off'}
        aria-describedby={mailConfigured ? undefined : `${id}notify-hint`}
        onChange={(event) => set('notify', event.target.value as LinkFields['notify'])}
      >
        <option value="off">{t('manage.linkNotifyOff')}</option>
        <option value="first">{t('manage.linkNotifyFirst')}</option>
        <option value="every">{t('manage.linkNotifyEvery')}</option>
      </select>
      {mailConfigured ? null : (
        <p className="manage__help" id={`${id}notify-hint`}>
          {t('manage.needsMail')}
        </p>
      )}
    </div>
  );
}

export function LinkDownloadField({ form }: { form: LinkForm }) {
  const t = useT();
  const { id, fields, set } = form;
  return (
    <div className="field manage__link-wide manage__link-download">
      <label htmlFor={`${id}download`}>{t('manage.linkDownload')}</label>
      <select
        id={`${id}download`}
        name="download"
        value={fields.download}
        onChange={(event) => set('download', event.target.value as LinkDownload)}
      >
        <option value="inherit">{t('manage.linkDownload.inherit')}</option>
        <option value="allow">{t('manage.linkDownload.allow')}</option>
        <option value="forbid">{t('manage.linkDownload.forbid')}</option>
      </select>
    </div>
  );
}
