// Account settings: names, what describes the person (it picks suggested searches), language,
// password, and the sessions on other browsers ("Sign out everywhere else").

import type { MessageId } from '../../../../i18n/catalogs';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../../i18n/languages';
import { MESSAGE_VALUES } from '../../../../i18n/message-values';
import { useT } from '../../../../i18n/react';
import { LIMITS } from '../../../../kernel/limits';
import type { PageProps } from '../../../../kernel/site';
import { Field, NameFields, SelectField } from '../../../../ui-kit/common/Field';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { NotificationSettingsData } from '../../../notifications/contracts';
import { NotificationsSection } from '../../../notifications/ui/NotificationsSection';
import { WebhooksSection } from '../../../notifications/ui/WebhooksSection';
import type { SettingsNotice, SettingsPageData } from '../../contracts';
import '../../../notifications/ui/settings.css';
import '../../../../ui-kit/common/forms.css';

const SEGMENTS = ['sales-marketing', 'teacher', 'student', 'other'] as const;

interface SettingsPageProps extends PageProps, Omit<SettingsPageData, 'errors'> {
  errors: Partial<Record<string, MessageId>>;
  /** The weekly summary, webhooks, and whether e-mail can go out at all. */
  notifications: NotificationSettingsData;
}

function noticeText(t: ReturnType<typeof useT>, notice: SettingsNotice): string {
  if (notice === 'saved') return t('settings.saved');
  if (notice === 'passwordChanged') return t('settings.passwordChanged');
  return t('settings.signedOutOthers', { count: notice.signedOutOthers });
}

export default function SettingsPage({
  site,
  username,
  email,
  values,
  errors,
  notice,
  otherSessions,
  notifications,
}: SettingsPageProps) {
  const t = useT();
  const error = (field: string) =>
    errors[field] ? t(errors[field]!, MESSAGE_VALUES[errors[field]!]) : undefined;
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page settings-page">
        <form className="form-card" method="post" action="/settings/" noValidate>
          <h1>{t('settings.title')}</h1>
          <p>{t('settings.lead', { username, email })}</p>
          {notice ? (
            <p className="form-success" role="status">
              {noticeText(t, notice)}
            </p>
          ) : null}
          <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
          <NameFields
            labels={{ firstName: t('signup.firstName'), lastName: t('signup.lastName') }}
            values={values}
            errors={{ firstName: error('firstName'), lastName: error('lastName') }}
          />
          <Field
            name="publicDisplayName"
            label={t('settings.publicDisplayName')}
            value={values.publicDisplayName}
            error={error('publicDisplayName')}
          />
          <SelectField
            name="authorSegment"
            label={t('settings.authorSegment')}
            value={values.authorSegment}
            error={error('authorSegment')}
            options={SEGMENTS.map((segment) => ({
              value: segment,
              label: t(`settings.segment.${segment}` as MessageId),
            }))}
          />
          <SelectField
            name="language"
            label={t('settings.language')}
            value={values.language}
            error={error('language')}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: LANGUAGE_NAMES[language],
              lang: language,
            }))}
          />
          <PasswordFields error={error} />
          <button className="button button--primary" type="submit">
            {t('settings.save')}
          </button>
        </form>
        <SessionsForm csrfToken={site.csrfToken} otherSessions={otherSessions} />
        <NotificationsSection
          weeklySummary={notifications.weeklySummary}
          mentionMails={notifications.mentionMails}
          mailConfigured={notifications.mailConfigured}
        />
        <WebhooksSection
          lang={site.lang}
          initialWebhooks={notifications.webhooks}
          allowPrivateNetwork={notifications.allowPrivateNetwork}
        />
      </main>
    </>
  );
}

/** Changing the password: the current one, then the new one. */
function PasswordFields({ error }: { error: (field: string) => string | undefined }) {
  const t = useT();
  return (
    <fieldset className="settings__password">
      <legend>{t('settings.changePassword')}</legend>
      <Field
        name="currentPassword"
        label={t('settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={error('currentPassword')}
      />
      <Field
        name="newPassword"
        label={t('settings.newPassword', { min: LIMITS.passwordLength.min })}
        type="password"
        autoComplete="new-password"
        error={error('newPassword')}
      />
    </fieldset>
  );
}

/** Signing out every other browser and device where the account is signed in. */
function SessionsForm({ csrfToken, otherSessions }: { csrfToken: string; otherSessions: number }) {
  const t = useT();
  return (
    <form className="form-card settings__sessions" method="post" action="/settings/sessions/">
      <h2>{t('settings.sessionsTitle')}</h2>
      <p>{t('settings.otherSessions', { count: otherSessions })}</p>
      <input type="hidden" name="csrfmiddlewaretoken" value={csrfToken} />
      <button className="button" type="submit" disabled={otherSessions === 0}>
        {t('settings.signOutOthers')}
      </button>
    </form>
  );
}
