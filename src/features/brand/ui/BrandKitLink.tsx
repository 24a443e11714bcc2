// The dashboard's way to one's own brand kit; a team's kit is linked from its settings.
import { useT } from '../../../i18n/react';

export function BrandKitLink() {
  const t = useT();
  return (
    <p className="dashboard__brand-kit">
      <a href="/brand-kit/">{t('brand.kitLink')}</a>
    </p>
  );
}
