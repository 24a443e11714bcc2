// A titled column of sidebar cards with a link to see more of the same kind.

import { useId } from 'react';
import type { CardData } from '../../contracts/presentation';
import type { OnEvent } from './events';
import { SidebarCard } from './SidebarCard';
import './CardColumn.css';

export interface CardColumnProps {
  title: string;
  cards: CardData[];
  more: { href: string; label: string };
  /** For styling: 'videos', 'templates' or 'staff-picks'. */
  kind: string;
  onEvent?: OnEvent;
}

export function CardColumn({ title, cards, more, kind, onEvent }: CardColumnProps) {
  const titleId = useId();
  return (
    <section className={`card-column card-column--${kind}`} aria-labelledby={titleId}>
      <div className="card-column__header">
        <h2 id={titleId} className="card-column__title">
          {title}
        </h2>
        <a className="card-column__more" href={more.href}>
          {more.label}
        </a>
      </div>
      <ul className="card-column__list">
        {cards.map((card) => (
          <SidebarCard key={card.oid} card={card} onEvent={onEvent} />
        ))}
      </ul>
    </section>
  );
}
