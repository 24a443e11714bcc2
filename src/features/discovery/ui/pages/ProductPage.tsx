// /product/: what Podium does, where the view page's bottom call to action sends signed-in viewers.

import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import './ProductPage.css';

const FEATURES = ['canvas', 'write', 'share', 'stats'] as const;

export default function ProductPage({ site }: PageProps) {
  const t = useT();
  const brand = site.brandName;
  return (
    <>
      <SiteHeader site={site} />
      <main className="page product-page">
        <section className="product-page__hero">
          <h1>{t('product.title')}</h1>
          <p>{t('product.lead', { brand })}</p>
          <div className="product-page__actions">
            <a className="button button--primary" href="/dashboard/next/">
              {t('viewer.createYourOwn')}
            </a>
            <a className="button" href="/presentation-template/">
              {t('product.browseTemplates')}
            </a>
          </div>
        </section>
        <ul className="product-page__features">
          {FEATURES.map((feature) => (
            <li key={feature}>
              <h2>{t(`product.feature.${feature}.title` as MessageId)}</h2>
              <p>{t(`product.feature.${feature}.text` as MessageId, { brand })}</p>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
