// One card of the sidebar (spec §3 Card). A card with a previewAnimation is a video card: on
// hover or focus it plays its preview clip (muted, looping) over the thumbnail.

import { useState } from 'react';
import type { CardData } from '../../../decks/contracts';
import type { OnEvent } from './events';
import { LazyImage } from './LazyImage';
import './SidebarCard.css';

export interface SidebarCardProps {
  card: CardData;
  onEvent?: OnEvent;
}

export const cardType = (card: CardData): 'VIDEO' | 'TEMPLATE' | 'PRESENTATION' =>
  card.previewAnimation ? 'VIDEO' : card.type === 'TEMPLATE' ? 'TEMPLATE' : 'PRESENTATION';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function SidebarCard({ card, onEvent }: SidebarCardProps) {
  const [previewing, setPreviewing] = useState(false);
  const preview = card.previewAnimation;
  const previewHandlers = preview
    ? {
        onMouseEnter: () => setPreviewing(!prefersReducedMotion()),
        onFocus: () => setPreviewing(!prefersReducedMotion()),
        onMouseLeave: () => setPreviewing(false),
        onBlur: () => setPreviewing(false),
      }
    : {};

  return (
    <li className="sidebar-card">
      <a
        className="sidebar-card__link"
        href={card.path}
        onClick={() =>
          onEvent?.('OpenPresentationCard', {
            path: card.path,
            target_url: card.path,
            card_type: cardType(card),
          })
        }
        {...previewHandlers}
      >
        <span className="sidebar-card__media">
          <LazyImage src={card.thumbnail} alt="" width={320} height={180} />
          {preview && previewing ? (
            <video
              className="sidebar-card__preview"
              src={preview}
              muted
              loop
              autoPlay
              playsInline
              tabIndex={-1}
              aria-hidden="true"
            />
          ) : null}
        </span>
        <span className="sidebar-card__title">{card.title}</span>
        {card.subTitle ? <span className="sidebar-card__subtitle">{card.subTitle}</span> : null}
      </a>
    </li>
  );
}
