// The call to action at the bottom of the view page (spec §2 routes, §6): anonymous visitors are
// sent home ('/'), signed-in viewers to the product page ('/product/'). On mobile (narrower than
// 768 px) only anonymous visitors see it.

import { useT } from '../../../../i18n/react';
import { MOBILE_BREAKPOINT } from '../../../../lib/constants';
import type { CallToActionFields, OnEvent } from './events';
import { useWindowWidth } from './useWindowWidth';
import './BottomCallToAction.css';

export interface BottomCallToActionProps {
  isAuthenticated: boolean;
  /** The server's guess from the user agent (page data isMobile), used until the width is known. */
  isMobile?: boolean;
  onEvent?: OnEvent;
}

export function BottomCallToAction({ isAuthenticated, isMobile = false, onEvent }: BottomCallToActionProps) {
  const t = useT();
  const width = useWindowWidth();
  const mobile = width === undefined ? isMobile : width < MOBILE_BREAKPOINT;
  if (mobile && isAuthenticated) return null;

  const text = t('viewer.createYourOwn');
  const target = isAuthenticated ? '/product/' : '/';
  const fields: CallToActionFields = { location: 'bottom', type: 'BUTTON', text, target };
  return (
    <section className="bottom-cta">
      <p className="bottom-cta__text">{t('view.bottomCallToAction')}</p>
      <a
        className="button button--primary bottom-cta__button"
        href={target}
        onClick={() => onEvent?.('ClickCallToAction', { ...fields })}
      >
        {text}
      </a>
    </section>
  );
}
