// The mobile-app promo (spec §2 Header): App Store (iPhone) and Google Play (Android) badges,
// drawn inline rather than loaded, each linking to the store URL the host configures.
import { useT } from '../../i18n/react';
import './StoreBadges.css';

export interface StoreUrls {
  ios: string;
  android: string;
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.8-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.3.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.3zM13.9 5.3c.7-.9 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4z"
      />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#00d7fe" d="M4 2.5 14 12 4 21.5z" />
      <path fill="#ffce00" d="m14 12 3.3-3.2 3.6 2a1.4 1.4 0 0 1 0 2.4l-3.6 2z" />
      <path fill="#ff3a44" d="M4 21.5 14 12l3.3 3.2L5.6 21.9a1.3 1.3 0 0 1-1.6-.4z" />
      <path fill="#00f076" d="M4 2.5a1.3 1.3 0 0 1 1.6-.4l11.7 6.7L14 12z" />
    </svg>
  );
}

export function StoreBadges({ storeUrls }: { storeUrls: StoreUrls }) {
  const t = useT();
  const badges = [
    {
      key: 'ios',
      href: storeUrls.ios,
      name: t('header.appStore'),
      lead: t('header.appStoreLead'),
      store: t('header.appStoreName'),
      mark: <AppleMark />,
    },
    {
      key: 'android',
      href: storeUrls.android,
      name: t('header.googlePlay'),
      lead: t('header.googlePlayLead'),
      store: t('header.googlePlayName'),
      mark: <PlayMark />,
    },
  ].filter((badge) => badge.href !== '');
  if (badges.length === 0) return null;
  return (
    <div className="store-badges">
      <p className="store-badges__title">{t('header.getTheApp')}</p>
      <div className="store-badges__row">
        {badges.map(({ key, href, name, lead, store, mark }) => (
          <a key={key} className="store-badge" href={href} aria-label={name} rel="noopener" target="_blank">
            {mark}
            <span className="store-badge__text" aria-hidden="true">
              <span className="store-badge__lead">{lead}</span>
              <span className="store-badge__store">{store}</span>
            </span>
          </a>
        ))}
      </div>
    </div>
  );
}
