// A presentation card in a folder: draggable onto a folder or a breadcrumb, with "Move
// to…" for keyboards, when the person may move it.

import { useT } from '../../../i18n/react';
import type { FolderDeckData } from '../contracts';
import { dragProps, type Moving } from './folder-api';
import { MoveButton } from './MoveButton';

export function DeckCard({ deck, onMoved }: { deck: FolderDeckData; onMoved?: (what: Moving) => void }) {
  const t = useT();
  return (
    <li
      className="deck-card"
      data-oid={deck.oid}
      {...(deck.movable ? dragProps({ kind: 'deck', oid: deck.oid }) : {})}
    >
      <a href={deck.path} tabIndex={-1} draggable={false}>
        <img
          src={deck.thumbnail}
          alt={deck.title}
          width={240}
          height={135}
          loading="lazy"
          draggable={false}
        />
      </a>
      <a className="deck-card__title" href={deck.path} draggable={false}>
        {deck.title}
      </a>
      <span className="deck-card__meta">{deck.subTitle}</span>
      <span className="deck-card__actions">
        <a href={deck.editPath}>{deck.movable ? t('folders.edit') : t('folders.openComments')}</a>
        {deck.movable ? (
          <MoveButton
            what={{ kind: 'deck', oid: deck.oid }}
            title={deck.title}
            {...(onMoved ? { onMoved } : {})}
          />
        ) : null}
      </span>
    </li>
  );
}
