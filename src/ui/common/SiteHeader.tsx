// The site's top bar: logo home, and log-in / sign-up or the signed-in name with log-out.
// (The full header of spec §2 — search, trending terms, dropdown — is built in the view-page issue.)
import { useT } from '../i18n';
import type { SiteProps } from '../site';
import './SiteHeader.css';

export function SiteHeader({ site }: { site: SiteProps }) {
  const t = useT();
  const next = encodeURIComponent(site.path);
  return (
    <header className="site-header">
      <a className="site-header__logo" href="/">
        <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill="#3e63dd" />
          <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" strokeWidth="6" />
          <circle cx="32" cy="32" r="5" fill="#fff" />
        </svg>
        <span>{site.brandName}</span>
      </a>
      <nav className="site-header__nav" aria-label={t('header.accountMenu')}>
        {site.viewer ? (
          <>
            <span className="site-header__name">{site.viewer.name}</span>
            <form method="post" action="/logout">
              <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
              <button type="submit" className="button">
                {t('header.logOut')}
              </button>
            </form>
          </>
        ) : (
          <>
            <a className="site-header__link" href={`/login/?next=${next}`}>
              {t('header.logIn')}
            </a>
            <a className="button button--primary" href={`/signup/?next=${next}`}>
              {t('header.getStarted')}
            </a>
          </>
        )}
      </nav>
    </header>
  );
}
