// The brand mark linking home (spec §2: logo to '/'); a click is logged as ClickLogo (§7).
import type { OnHeaderEvent } from './header-events';

export function Logo({ brandName, onEvent }: { brandName: string; onEvent: OnHeaderEvent }) {
  return (
    <a className="site-header__logo" href="/" onClick={() => onEvent('ClickLogo', {})}>
      <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#3e63dd" />
        <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" strokeWidth="6" />
        <circle cx="32" cy="32" r="5" fill="#fff" />
      </svg>
      <span className="site-header__brand">{brandName}</span>
    </a>
  );
}
