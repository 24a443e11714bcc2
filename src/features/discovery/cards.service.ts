// Cards for listings: one query for the owners of a page of presentations.
import type { Db } from '../../platform/db/connection';

import { displayName, findUsersByIds } from '../accounts';
import { type CardData, type CardRow, presentCard } from '../decks';

export async function cardsWithOwners(db: Db, rows: CardRow[]): Promise<CardData[]> {
  const owners = new Map(
    (await findUsersByIds(db, [...new Set(rows.map((p) => p.owner_id))])).map((u) => [u.id, u]),
  );
  return rows.map((p) => {
    const owner = owners.get(p.owner_id);
    return presentCard(p, owner, owner ? displayName(owner) : '');
  });
}
