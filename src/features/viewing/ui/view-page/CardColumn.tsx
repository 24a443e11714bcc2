// A titled group of sidebar cards with a link to see more of the same kind, in one of two layouts
// (so the page ends soon after the transcript at every width):
// - rows: one card per row, a small picture beside its title (the staff picks beside the transcript);
// - shelf: one row of cards that scrolls sideways (swipe, trackpad, or the arrow buttons on
//   devices with a pointer), so ten videos or fifteen templates take the height of one card.

import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { CardData } from '../../../decks/contracts';
import type { OnEvent } from './events';
import { SidebarCard } from './SidebarCard';
import './CardColumn.css';

export type CardLayout = 'rows' | 'shelf';

export interface CardColumnProps {
  title: string;
  cards: CardData[];
  more: { href: string; label: string };
  /** For styling: 'videos', 'templates' or 'staff-picks'. */
  kind: string;
  layout: CardLayout;
  onEvent?: OnEvent;
}

/** Whether a sideways-scrolling list can scroll back or on; both false when it all fits. */
export function scrollEnds(list: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) {
  // Scroll positions can be fractional on zoomed pages: a pixel of slack counts as the end.
  return {
    back: list.scrollLeft > 1,
    forward: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
  };
}

const ARROWS = [
  { end: 'back', direction: -1, label: 'view.scrollLeft', path: 'M15 5l-7 7 7 7' },
  { end: 'forward', direction: 1, label: 'view.scrollRight', path: 'M9 5l7 7-7 7' },
] as const;

function useShelf(list: RefObject<HTMLUListElement | null>, enabled: boolean) {
  // Before the shelf is measured (and in the server's HTML): at the start, with more to see.
  const [ends, setEnds] = useState({ back: false, forward: true });
  useEffect(() => {
    const element = list.current;
    if (!enabled || !element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setEnds((last) => {
          const next = scrollEnds(element);
          return last.back === next.back && last.forward === next.forward ? last : next;
        }),
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [list, enabled]);

  const scroll = useCallback(
    (direction: 1 | -1) => {
      const element = list.current;
      if (!element) return;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      // Most of a shelf's width, so the last card seen stays in sight as the next ones come in.
      element.scrollBy({
        left: direction * element.clientWidth * 0.8,
        behavior: reduced ? 'auto' : 'smooth',
      });
    },
    [list],
  );
  return { ends, scroll };
}

export function CardColumn({ title, cards, more, kind, layout, onEvent }: CardColumnProps) {
  const t = useT();
  const titleId = useId();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const shelf = useShelf(list, layout === 'shelf');
  return (
    <section className={`card-column card-column--${kind} card-column--${layout}`} aria-labelledby={titleId}>
      <div className="card-column__header">
        <h2 id={titleId} className="card-column__title">
          {title}
        </h2>
        <a className="card-column__more" href={more.href}>
          {more.label}
        </a>
        {layout === 'shelf' ? (
          <span className="card-column__arrows">
            {ARROWS.map((arrow) => (
              <button
                key={arrow.end}
                type="button"
                className="card-column__arrow"
                aria-controls={listId}
                aria-label={t(arrow.label)}
                disabled={!shelf.ends[arrow.end]}
                onClick={() => shelf.scroll(arrow.direction)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d={arrow.path} />
                </svg>
              </button>
            ))}
          </span>
        ) : null}
      </div>
      <ul id={listId} ref={list} className="card-column__list">
        {cards.map((card) => (
          <SidebarCard key={card.oid} card={card} onEvent={onEvent} />
        ))}
      </ul>
    </section>
  );
}
