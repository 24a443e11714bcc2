// What a visitor sees instead of an account (spec §2, §6): a "Log in" link and a "Get started"
// button, both returning here afterwards. Each click is a VisitSignupOrLoginPage event (§7).
import { useT } from '../../i18n/react';
import type { OnHeaderEvent } from './header-events';

export function VisitorLinks({ path, onEvent }: { path: string; onEvent: OnHeaderEvent }) {
  const t = useT();
  const next = encodeURIComponent(path);
  const links = [
    { text: t('header.logIn'), href: `/login/?next=${next}`, type: 'LINK', className: 'site-header__link' },
    {
      text: t('header.getStarted'),
      href: `/signup/?next=${next}`,
      type: 'BUTTON',
      className: 'button button--primary',
    },
  ] as const;
  return links.map(({ text, href, type, className }) => (
    <a
      key={type}
      className={className}
      href={href}
      onClick={() =>
        onEvent('VisitSignupOrLoginPage', {
          cta_location: 'header',
          cta_text: text,
          cta_type: type,
          target_url: href,
        })
      }
    >
      {text}
    </a>
  ));
}
