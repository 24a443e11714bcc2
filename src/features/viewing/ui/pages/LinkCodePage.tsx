// The page a share link that verifies addresses shows once a code went out: where it
// went (the address half hidden), a field for the 6 digits, and a way to get a new code. Plain
// server-posted forms, so it works without script and inside an embed frame.

import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { GateBrand } from '../../../brand/contracts';
import type { LinkCodeProblem } from '../../link-gate.contracts';
import { gateCardClass, gateStyle } from './gate-brand';
import '../../../../ui-kit/common/forms.css';

interface LinkCodePageProps extends PageProps {
  /** The deck's kit: its logo and colours, where the deck shows them (null: Podium's look). */
  brand: GateBrand | null;
  linkId: string;
  title: string;
  ownerName: string | null;
  /** The address the code went to, half hidden: a…@example.com. */
  maskedEmail: string;
  /** The address itself, sent back with the code. */
  email: string;
  /** Where to go once the link is open: the page that asked. */
  next: string;
  problem: LinkCodeProblem | null;
  /** How long a code is valid. */
  minutes: number;
}

const PROBLEM_TEXT: Record<LinkCodeProblem, MessageId> = {
  wrongCode: 'link.codeWrong',
  badCode: 'link.codeBad',
  void: 'link.codeVoid',
  expired: 'link.codeExpired',
  resent: 'link.codeResent',
  throttled: 'link.codeThrottled',
  sendFailed: 'link.codeSendFailed',
};

/** A code typed wrong or malformed: said beside the field, not above the form. */
const isFieldProblem = (problem: LinkCodeProblem | null) => problem === 'wrongCode' || problem === 'badCode';

export default function LinkCodePage(props: LinkCodePageProps) {
  const { site, linkId, title, ownerName, maskedEmail, email, next, problem, minutes, brand } = props;
  const t = useT();
  // A void or expired code cannot be fixed by typing: only a new code helps.
  const needsNewCode = problem === 'void' || problem === 'expired';
  const fieldError = isFieldProblem(problem);
  return (
    <>
      <SiteHeader site={site} brandLogo={brand?.logo} />
      <main className="page narrow-page" style={gateStyle(brand)}>
        <div className={gateCardClass(brand)}>
          <h1>{t('link.codeTitle')}</h1>
          <p>{ownerName ? t('link.emailLead', { owner: ownerName, title }) : title}</p>
          <CodeSentTo maskedEmail={maskedEmail} minutes={minutes} />
          {problem && !fieldError ? (
            <div
              className={problem === 'resent' ? 'form-note' : 'form-alert'}
              role={problem === 'resent' ? 'status' : 'alert'}
            >
              {t(PROBLEM_TEXT[problem])}
            </div>
          ) : null}
          <CodeForm
            linkId={linkId}
            csrfToken={site.csrfToken}
            next={next}
            email={email}
            problem={problem}
            needsNewCode={needsNewCode}
          />
          <form className="code-page__resend" method="post" action={`/view/${linkId}/code/new/`}>
            <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
            <input type="hidden" name="next" value={next} />
            <input type="hidden" name="email" value={email} />
            <button className={needsNewCode ? 'button button--primary' : 'button'} type="submit">
              {t('link.codeResend')}
            </button>
          </form>
          <p className="code-page__other">
            <a href={next}>{t('link.codeOtherAddress')}</a>
          </p>
        </div>
      </main>
    </>
  );
}

/** Where the code went, the address in one piece: a line never breaks between "a…" and "@example.com". */
function CodeSentTo({ maskedEmail, minutes }: { maskedEmail: string; minutes: number }) {
  const t = useT();
  return (
    <p>
      {t('link.codeSent', { email: '\u0000', minutes })
        .split('\u0000')
        .flatMap((part, i) =>
          i === 0
            ? [part]
            : [
                <strong key={i} className="code-page__address">
                  {maskedEmail}
                </strong>,
                part,
              ],
        )}
    </p>
  );
}

interface CodeFormProps {
  linkId: string;
  csrfToken: string;
  next: string;
  email: string;
  problem: LinkCodeProblem | null;
  needsNewCode: boolean;
}

/** The code field, posted with the address it went to; a wrong or malformed code is said beside it. */
function CodeForm({ linkId, csrfToken, next, email, problem, needsNewCode }: CodeFormProps) {
  const t = useT();
  const fieldError = isFieldProblem(problem);
  return (
    <form method="post" action={`/view/${linkId}/code/`} noValidate>
      <input type="hidden" name="csrfmiddlewaretoken" value={csrfToken} />
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="email" value={email} />
      <div className="field">
        <label htmlFor="field-code">{t('link.code')}</label>
        <input
          id="field-code"
          name="code"
          className="code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={12}
          required
          disabled={needsNewCode}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'field-code-error' : undefined}
        />
        {fieldError ? (
          <p className="field__error" id="field-code-error">
            {t(PROBLEM_TEXT[problem])}
          </p>
        ) : null}
      </div>
      <button className="button button--primary" type="submit" disabled={needsNewCode}>
        {t('link.open')}
      </button>
    </form>
  );
}
