// The signed-in viewer's name and dropdown (spec §2 Header, §4): My dashboard, Account settings,
// Log out — a POST with the CSRF field, since the server refuses a plain GET log-out — then the
// language picker and the app promo in the footer.

import { useId, useRef } from 'react';
import { useT } from '../../i18n/react';
import type { SiteProps, SiteViewer } from '../../kernel/site';
import type { HeaderBrowser } from './header-browser';
import { ChevronIcon } from './Icons';
import { LanguagePicker } from './LanguagePicker';
import { StoreBadges, type StoreUrls } from './StoreBadges';
import { useDropdown } from './useDropdown';
import { useMenuNavigation } from './useMenuNavigation';
import './AccountMenu.css';

export interface AccountMenuProps {
  name: string;
  /** With a staff viewer, the menu links to the moderation queue. */
  site: Pick<SiteProps, 'csrfToken' | 'lang'> & { viewer?: Pick<SiteViewer, 'isStaff'> | null };
  browser: Pick<HeaderBrowser, 'reload' | 'writeCookie'>;
  storeUrls?: StoreUrls;
}

export function AccountMenu({ name, site, browser, storeUrls }: AccountMenuProps) {
  const t = useT();
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement | null>(null);
  const { open, toggle, rootRef, buttonRef } = useDropdown();
  const onMenuKeyDown = useMenuNavigation(menuRef, open);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <span className="site-header__name">{name}</span>
        <ChevronIcon />
      </button>
      <div className="account-menu__popup" hidden={!open}>
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('header.accountMenu')}
          className="account-menu__items"
          onKeyDown={onMenuKeyDown}
        >
          <a role="menuitem" tabIndex={-1} className="account-menu__item" href="/dashboard/next/">
            {t('header.myDashboard')}
          </a>
          <a role="menuitem" tabIndex={-1} className="account-menu__item" href="/settings/">
            {t('header.accountSettings')}
          </a>
          {site.viewer?.isStaff ? (
            <a role="menuitem" tabIndex={-1} className="account-menu__item" href="/admin/reports/">
              {t('admin.title')}
            </a>
          ) : null}
          <form method="post" action="/logout">
            <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
            <button role="menuitem" tabIndex={-1} type="submit" className="account-menu__item">
              {t('header.logOut')}
            </button>
          </form>
        </div>
        <div className="account-menu__footer">
          <LanguagePicker lang={site.lang} browser={browser} />
          {storeUrls && <StoreBadges storeUrls={storeUrls} />}
        </div>
      </div>
    </div>
  );
}
