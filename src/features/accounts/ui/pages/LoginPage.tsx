// Log in (and the log-out confirmation a plain link to /logout lands on).

import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { Field } from '../../../../ui-kit/common/Field';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import '../../../../ui-kit/common/forms.css';

interface LoginPageProps extends PageProps {
  next: string;
  values: { login?: string };
  /** What went wrong, with the values its message needs (how long to wait, say). */
  error: { id: MessageId; values?: Record<string, number> } | null;
  confirmLogout?: boolean;
}

export default function LoginPage({ site, next, values, error, confirmLogout }: LoginPageProps) {
  const t = useT();
  if (confirmLogout) {
    return (
      <>
        <SiteHeader site={site} />
        <main className="page narrow-page">
          <form className="form-card" method="post" action="/logout">
            <h1>{t('logout.title')}</h1>
            <p>{t('logout.loggedInAs', { name: site.viewer?.name })}</p>
            <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
            <button className="button button--primary" type="submit">
              {t('logout.submit')}
            </button>
          </form>
        </main>
      </>
    );
  }
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <form className="form-card" method="post" action="/login/" noValidate>
          <h1>{t('login.title')}</h1>
          <p>{t('login.welcome', { brand: site.brandName })}</p>
          {error ? (
            <div className="form-alert" role="alert">
              {t(error.id, error.values)}
            </div>
          ) : null}
          <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
          <input type="hidden" name="next" value={next} />
          <Field
            name="login"
            label={t('login.login')}
            value={values.login}
            autoComplete="username"
            required
          />
          <Field
            name="password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <button className="button button--primary" type="submit">
            {t('login.submit')}
          </button>
          <p className="form-switch">
            {t('login.newHere')}{' '}
            <a href={`/signup/?next=${encodeURIComponent(next)}`}>{t('login.createAccount')}</a>
          </p>
        </form>
      </main>
    </>
  );
}
