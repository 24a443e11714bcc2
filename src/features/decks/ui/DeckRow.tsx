// One presentation in a dashboard list (the dashboard's own and shared lists, a team's page): its
// thumbnail and title linking to `href`, a line of facts, then whatever actions the list offers.
// Rows a person may file are drag sources for the folder shelf (`drag`).
import type { HTMLAttributes, ReactNode } from 'react';

export interface DeckRowProps {
  href: string;
  thumbnail: string;
  title: string;
  /** The facts line: privacy or role, counts, dates. */
  meta: ReactNode;
  /** The actions list and anything after it. */
  children?: ReactNode;
  /** Drag-source attributes (the folders' dragProps), for rows that may be filed. */
  drag?: HTMLAttributes<HTMLLIElement>;
}

export function DeckRow({ href, thumbnail, title, meta, children, drag }: DeckRowProps) {
  return (
    <li className="dashboard__item" {...drag}>
      {/* The same link as the title beside it, so keyboards skip it. */}
      <a href={href} tabIndex={-1}>
        <img src={thumbnail} alt={title} width={160} height={90} loading="lazy" />
      </a>
      <div>
        <a className="dashboard__title" href={href}>
          {title}
        </a>
        <p className="dashboard__meta">{meta}</p>
        {children}
      </div>
    </li>
  );
}
