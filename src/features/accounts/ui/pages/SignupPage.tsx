// Sign up: a new account, then straight back to where the visitor came from (`next`).

import type { MessageId } from '../../../../i18n/catalogs';
import { MESSAGE_VALUES } from '../../../../i18n/message-values';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { Field, NameFields } from '../../../../ui-kit/common/Field';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import '../../../../ui-kit/common/forms.css';

interface SignupPageProps extends PageProps {
  next: string;
  values: { username?: string; email?: string; firstName?: string; lastName?: string };
  errors: Partial<Record<string, MessageId>>;
}

export default function SignupPage({ site, next, values, errors }: SignupPageProps) {
  const t = useT();
  const hasErrors = Object.keys(errors).length > 0;
  // Field errors are message ids; the limits they mention are the shared ones.
  const error = (field: string) => {
    const id = errors[field];
    return id ? t(id, MESSAGE_VALUES[id]) : undefined;
  };
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <form className="form-card" method="post" action="/signup/" noValidate>
          <h1>{t('signup.title')}</h1>
          <p>{t('signup.lead')}</p>
          {hasErrors ? (
            <div className="form-alert" role="alert">
              {t('signup.fixFields')}
            </div>
          ) : null}
          <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
          <input type="hidden" name="next" value={next} />
          <NameFields
            labels={{ firstName: t('signup.firstName'), lastName: t('signup.lastName') }}
            values={values}
            errors={{ firstName: error('firstName'), lastName: error('lastName') }}
          />
          <Field
            name="username"
            label={t('signup.username')}
            value={values.username}
            autoComplete="username"
            error={error('username')}
            required
          />
          <Field
            name="email"
            label={t('signup.email')}
            type="email"
            value={values.email}
            autoComplete="email"
            error={error('email')}
            required
          />
          <Field
            name="password"
            label={t('signup.password', MESSAGE_VALUES['signup.password'])}
            type="password"
            autoComplete="new-password"
            error={error('password')}
            required
          />
          <button className="button button--primary" type="submit">
            {t('signup.submit')}
          </button>
          <p className="form-switch">
            {t('signup.haveAccount')}{' '}
            <a href={`/login/?next=${encodeURIComponent(next)}`}>{t('signup.logIn')}</a>
          </p>
        </form>
      </main>
    </>
  );
}
