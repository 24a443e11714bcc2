// The brand kit page: /brand-kit/ for one's own kit, /teams/{tid}/brand-kit/ for a
// team's (its owners and admins change it, its members read it).
import { useMemo } from 'react';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { BrandKitPageProps } from '../../contracts';
import { BrandKitForm } from '../BrandKitForm';
import { brandKitApi } from '../brand-api';
import '../brand.css';
import '../../../../ui-kit/common/forms.css';

export default function BrandKitPage({ site, scope, kit, canManage }: PageProps & BrandKitPageProps) {
  const t = useT();
  const api = useMemo(() => brandKitApi(scope), [scope]);
  return (
    <>
      <SiteHeader site={site} />
      <main className="page brand-kit-page">
        <h1>
          {scope.kind === 'team' ? t('brand.teamTitle', { team: scope.name }) : t('brand.personalTitle')}
        </h1>
        <p className="brand-kit-page__lead">{t(scope.kind === 'team' ? 'brand.teamLead' : 'brand.lead')}</p>
        <BrandKitForm scope={scope} initialKit={kit} canManage={canManage} api={api} />
      </main>
    </>
  );
}
