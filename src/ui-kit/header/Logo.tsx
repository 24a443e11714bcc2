// The brand mark linking home (spec §2: logo to '/'); a click is logged as ClickLogo (§7). A
// presentation whose owner chose to show their published brand kit's logo shows that
// picture instead of Podium's mark and name.
import type { OnHeaderEvent } from './header-events';

/** A logo shown instead of the site's mark, with its text alternative (a brand kit's, on a deck's pages). */
export interface HeaderLogo {
  logo: { url: string; width: number; height: number };
  name: string;
}

export interface LogoProps {
  brandName: string;
  onEvent: OnHeaderEvent;
  brandLogo?: HeaderLogo | null;
}

export function Logo({ brandName, onEvent, brandLogo }: LogoProps) {
  return (
    <a className="site-header__logo" href="/" onClick={() => onEvent('ClickLogo', {})}>
      {brandLogo ? (
        <img
          className="site-header__brand-logo"
          src={brandLogo.logo.url}
          alt={brandLogo.name}
          width={Math.round((brandLogo.logo.width / brandLogo.logo.height) * 32)}
          height={32}
        />
      ) : (
        <>
          <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
            <rect width="64" height="64" rx="14" fill="#3e63dd" />
            <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" strokeWidth="6" />
            <circle cx="32" cy="32" r="5" fill="#fff" />
          </svg>
          <span className="site-header__brand">{brandName}</span>
        </>
      )}
    </a>
  );
}
