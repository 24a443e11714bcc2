// The page a protected share link shows first: the talk's title and who shared it,
// and nothing else of it, until the visitor gives what the link asks for: a password, an e-mail
// address, or both.

import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { Field } from '../../../../ui-kit/common/Field';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { GateBrand } from '../../../brand/contracts';
import type { LinkFormProblem } from '../../link-gate.contracts';
import { gateCardClass, gateStyle } from './gate-brand';
import '../../../../ui-kit/common/forms.css';

/** Problems of the whole form (the others belong to a field). */
const FORM_ALERTS: Partial<Record<LinkFormProblem, MessageId>> = {
  wrongPassword: 'link.wrongPassword',
  sendFailed: 'link.codeSendFailed',
  tooManyCodes: 'link.tooManyCodes',
  tooManyTries: 'link.tooManyTries',
  codeMissing: 'link.codeMissing',
};

interface LinkPasswordPageProps extends PageProps {
  /** The deck's kit: its logo and colours, where the deck shows them (null: Podium's look). */
  brand: GateBrand | null;
  linkId: string;
  title: string;
  ownerName: string | null;
  askPassword: boolean;
  askEmail: boolean;
  /** A code is sent to the address to verify it. */
  verifyEmail: boolean;
  /** Named when an address at another domain was refused. */
  allowedDomains: string[];
  /** Where to go once the link is open: the page that asked. */
  next: string;
  problem: LinkFormProblem | null;
  /** The address typed, kept when the form comes back. */
  email: string;
}

export default function LinkPasswordPage(props: LinkPasswordPageProps) {
  const t = useT();
  const { site, linkId, title, ownerName, askPassword, askEmail, verifyEmail, allowedDomains } = props;
  const { next, problem, email, brand } = props;
  const alert = problem ? FORM_ALERTS[problem] : undefined;
  const emailError =
    problem === 'badEmail'
      ? t('link.badEmail')
      : problem === 'domainNotAllowed'
        ? t('link.domainNotAllowed', { domains: allowedDomains.join(', ') })
        : undefined;
  const lead = askPassword ? 'link.passwordLead' : 'link.emailLead';
  return (
    <>
      <SiteHeader site={site} brandLogo={brand?.logo} />
      <main className="page narrow-page" style={gateStyle(brand)}>
        <form className={gateCardClass(brand)} method="post" action={`/view/${linkId}/unlock/`} noValidate>
          <h1>{t(askPassword ? 'link.passwordTitle' : 'link.emailTitle')}</h1>
          <p>{ownerName ? t(lead, { owner: ownerName, title }) : title}</p>
          {alert ? (
            <div className="form-alert" role="alert">
              {t(alert)}
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
              error={emailError}
              required
            />
          ) : null}
          {askPassword ? (
            <Field name="password" type="password" label={t('link.password')} autoComplete="off" required />
          ) : null}
          <button className="button button--primary" type="submit">
            {t('link.open')}
          </button>
          {askEmail ? (
            <p className="form-switch">
              {verifyEmail ? `${t('link.verifyNotice')} ` : ''}
              {t('link.emailNotice')}
            </p>
          ) : null}
        </form>
      </main>
    </>
  );
}
