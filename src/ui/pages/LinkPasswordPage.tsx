// The page a protected share link shows first (issue #16): the talk's title and who shared it,
// and nothing else of it, until the visitor gives what the link asks for: a password, an e-mail
// address, or both.
import type { PageProps } from '../../contracts/site';
import { useT } from '../../i18n/react';
import { Field } from '../common/Field';
import { SiteHeader } from '../common/SiteHeader';
import './forms.css';

interface LinkPasswordPageProps extends PageProps {
  linkId: string;
  title: string;
  ownerName: string | null;
  askPassword: boolean;
  askEmail: boolean;
  /** Where to go once the link is open: the page that asked. */
  next: string;
  problem: 'wrongPassword' | 'badEmail' | null;
  /** The address typed, kept when the form comes back. */
  email: string;
}

export default function LinkPasswordPage(props: LinkPasswordPageProps) {
  const { site, linkId, title, ownerName, askPassword, askEmail, next, problem, email } = props;
  const t = useT();
  const lead = askPassword ? 'link.passwordLead' : 'link.emailLead';
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <form className="form-card" method="post" action={`/view/${linkId}/unlock/`} noValidate>
          <h1>{t(askPassword ? 'link.passwordTitle' : 'link.emailTitle')}</h1>
          <p>{ownerName ? t(lead, { owner: ownerName, title }) : title}</p>
          {problem === 'wrongPassword' ? (
            <div className="form-alert" role="alert">
              {t('link.wrongPassword')}
            </div>
          ) : null}
          <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
          <input type="hidden" name="next" value={next} />
          {askEmail ? (
            <Field
              name="email"
              type="email"
              label={t('link.email')}
              value={email}
              autoComplete="email"
              error={problem === 'badEmail' ? t('link.badEmail') : undefined}
              required
            />
          ) : null}
          {askPassword ? (
            <Field name="password" type="password" label={t('link.password')} autoComplete="off" required />
          ) : null}
          <button className="button button--primary" type="submit">
            {t('link.open')}
          </button>
          {askEmail ? <p className="form-switch">{t('link.emailNotice')}</p> : null}
        </form>
      </main>
    </>
  );
}
