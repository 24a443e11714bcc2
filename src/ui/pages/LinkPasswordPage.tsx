// The page a password-protected share link shows first (issue #16): the talk's title and who
// shared it, and nothing else of it, until the right password is given.
import type { PageProps } from '../../contracts/site';
import { useT } from '../../i18n/react';
import { Field } from '../common/Field';
import { SiteHeader } from '../common/SiteHeader';
import './forms.css';

interface LinkPasswordPageProps extends PageProps {
  linkId: string;
  title: string;
  ownerName: string | null;
  /** Where to go once the link is open: the page that asked. */
  next: string;
  wrong: boolean;
}

export default function LinkPasswordPage({
  site,
  linkId,
  title,
  ownerName,
  next,
  wrong,
}: LinkPasswordPageProps) {
  const t = useT();
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <form className="form-card" method="post" action={`/view/${linkId}/unlock/`} noValidate>
          <h1>{t('link.passwordTitle')}</h1>
          <p>{ownerName ? t('link.passwordLead', { owner: ownerName, title }) : title}</p>
          {wrong ? (
            <div className="form-alert" role="alert">
              {t('link.wrongPassword')}
            </div>
          ) : null}
          <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
          <input type="hidden" name="next" value={next} />
          <Field name="password" type="password" label={t('link.password')} autoComplete="off" required />
          <button className="button button--primary" type="submit">
            {t('link.open')}
          </button>
        </form>
      </main>
    </>
  );
}
