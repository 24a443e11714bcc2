// Account settings: names, what describes the person (it picks suggested searches), language.
import type { PageProps } from '../../contracts/site';
import type { MessageId } from '../../i18n/catalogs';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { MESSAGE_VALUES } from '../../i18n/message-values';
import { useT } from '../../i18n/react';
import { Field, NameFields, SelectField } from '../common/Field';
import { SiteHeader } from '../common/SiteHeader';
import './forms.css';

const SEGMENTS = ['sales-marketing', 'teacher', 'student', 'other'] as const;

interface SettingsPageProps extends PageProps {
  username: string;
  email: string;
  values: {
    firstName: string;
    lastName: string;
    publicDisplayName: string;
    authorSegment: string;
    language: string;
  };
  errors: Partial<Record<string, MessageId>>;
  saved: boolean;
}

export default function SettingsPage({ site, username, email, values, errors }: SettingsPageProps) {
  const t = useT();
  const error = (field: string) =>
    errors[field] ? t(errors[field]!, MESSAGE_VALUES[errors[field]!]) : undefined;
  const saved = site.path.includes('saved=1') && Object.keys(errors).length === 0;
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <form className="form-card" method="post" action="/settings/" noValidate>
          <h1>{t('settings.title')}</h1>
          <p>{t('settings.lead', { username, email })}</p>
          {saved ? (
            <p className="form-success" role="status">
              {t('settings.saved')}
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
              label={t('settings.newPassword')}
              type="password"
              autoComplete="new-password"
              error={error('newPassword')}
            />
          </fieldset>
          <button className="button button--primary" type="submit">
            {t('settings.save')}
          </button>
        </form>
      </main>
    </>
  );
}
