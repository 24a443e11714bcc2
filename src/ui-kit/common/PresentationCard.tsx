// A presentation card (spec §3 Card): thumbnail, title, owner, counts. Video cards carry a preview.
import type { CardData } from '../../features/decks/contracts';
import { useT } from '../../i18n/react';
import { formatCount, takesSingular } from './format';
import './PresentationCard.css';

/** Renders an excerpt's \u0002…\u0003 marked words as <mark>, everything else as text. */
export function Highlighted({ text }: { text: string }) {
  // Turning both marks into one separator leaves the marked words at the odd positions.
  const parts = text.replaceAll('\u0003', '\u0002').split('\u0002');
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}

/** Cards in a page's first row load at once (the first one first); the rest as they scroll in. */
export const FIRST_ROW = 4;
export type CardLoading = 'first' | 'eager' | 'lazy';
export const loadingFor = (index: number): CardLoading =>
  index === 0 ? 'first' : index < FIRST_ROW ? 'eager' : 'lazy';

export function PresentationCard({
  card,
  lang = 'en',
  loading = 'lazy',
  headingLevel = 3,
}: {
  card: CardData;
  lang?: string;
  loading?: CardLoading;
  /** h3 under a page's h2 sections (home); h2 where the cards sit right under the h1 (listings). */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <a className="card__link" href={card.path}>
        <img
          className="card__thumb"
          src={card.thumbnail}
          alt=""
          width={320}
          height={180}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          {...(loading === 'first' ? { fetchPriority: 'high' as const } : {})}
        />
        <Title className="card__title">{card.title}</Title>
      </a>
      {card.excerpt ? (
        <p className="card__excerpt">
          <Highlighted text={card.excerpt} />
        </p>
      ) : null}
      <p className="card__meta">
        <span>{card.subTitle}</span>
        <span>
          {t(takesSingular(card.viewCount, lang) ? 'viewer.viewsCountOne' : 'viewer.viewsCount', {
            count: formatCount(card.viewCount, lang),
          })}{' '}
          ·{' '}
          {t(takesSingular(card.likesCount, lang) ? 'viewer.likesCountOne' : 'viewer.likesCount', {
            count: formatCount(card.likesCount, lang),
          })}
        </span>
      </p>
    </article>
  );
}
