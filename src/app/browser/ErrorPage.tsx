// A readable error page: 404 for unknown addresses, 4xx for bad form input, 500 without internals.

import { useT } from '../../i18n/react';
import type { PageProps } from '../../kernel/site';
import { SiteHeader } from '../../ui-kit/header/SiteHeader';
import '../../ui-kit/common/forms.css';

interface ErrorPageProps extends PageProps {
  status: number;
  title: string;
  message: string;
}

export default function ErrorPage({ site, status, title, message }: ErrorPageProps) {
  const t = useT();
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <p className="error-page__status">{status}</p>
        <h1>{title}</h1>
        <p>{message}</p>
        <p>
          <a className="button button--primary" href="/">
            {t('error.home')}
          </a>
        </p>
      </main>
    </>
  );
}
