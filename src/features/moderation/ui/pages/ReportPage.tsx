// The report form for one presentation, and its thank-you state once sent.

import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { Field, SelectField } from '../../../../ui-kit/common/Field';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import { REPORT_REASONS } from '../../rules';
import '../../../../ui-kit/common/forms.css';

interface ReportPageProps extends PageProps {
  presentation: { oid: string; title: string; path: string };
  authKey: string | null;
  values: { reason?: string; details?: string; email?: string };
  errors: Partial<Record<'reason' | 'details' | 'email', MessageId>>;
  sent: boolean;
}

export default function ReportPage({ site, presentation, authKey, values, errors, sent }: ReportPageProps) {
  const t = useT();
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page report-page">
        <div className="form-card">
          <h1>{t('report.title')}</h1>
          {sent ? (
            <>
              <p role="status">{t('report.sent')}</p>
              <a className="button" href={presentation.path}>
                {t('report.back')}
              </a>
            </>
          ) : (
            <form method="post" action={`/contact/abuse/${presentation.oid}/`} noValidate>
              <p>{t('report.lead', { title: presentation.title })}</p>
              <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
              {authKey ? <input type="hidden" name="auth_key" value={authKey} /> : null}
              <SelectField
                name="reason"
                label={t('report.reason')}
                value={values.reason}
                placeholder={t('report.chooseReason')}
                required
                error={errors.reason ? t(errors.reason) : undefined}
                options={REPORT_REASONS.map((reason) => ({
                  value: reason,
                  label: t(`report.reason.${reason}` as MessageId),
                }))}
              />
              <div className="field">
                <label htmlFor="field-details">{t('report.details')}</label>
                <textarea
                  id="field-details"
                  name="details"
                  rows={5}
                  maxLength={2000}
                  defaultValue={values.details}
                  required
                  aria-invalid={errors.details ? true : undefined}
                  aria-describedby={errors.details ? 'field-details-error' : undefined}
                />
                {errors.details ? (
                  <p className="field__error" id="field-details-error">
                    {t(errors.details)}
                  </p>
                ) : null}
              </div>
              <Field
                name="email"
                label={t('report.email')}
                type="email"
                value={values.email}
                autoComplete="email"
                error={errors.email ? t(errors.email) : undefined}
              />
              <button className="button button--primary" type="submit">
                {t('report.submit')}
              </button>
            </form>
          )}
        </div>
      </main>
    </>
  );
}
