// The ways into one presentation of a list (the dashboard's own decks, a team's page): edit,
// settings, statistics, the presenter, the studio and the recording editor where the list offers
// them, then view, then whatever the list adds (Move to…, given as list items).
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/react';

/** Where each action leads; an action without an address is not offered. */
export interface DeckLinks {
  edit?: string | null;
  settings?: string | null;
  stats?: string | null;
  presenter?: string | null;
  studio?: string | null;
  recordingEditor?: string | null;
  view: string;
}

function ActionLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  return href ? (
    <li>
      <a href={href}>{children}</a>
    </li>
  ) : null;
}

export function DeckActions({
  title,
  links,
  children,
}: {
  title: string;
  links: DeckLinks;
  /** Further actions after View, each a list item. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <ul className="dashboard__actions" aria-label={t('manage.cardActions', { title })}>
      <ActionLink href={links.edit}>{t('manage.card.edit')}</ActionLink>
      <ActionLink href={links.settings}>{t('manage.card.settings')}</ActionLink>
      <ActionLink href={links.stats}>{t('manage.card.stats')}</ActionLink>
      <ActionLink href={links.presenter}>{t('present.link')}</ActionLink>
      <ActionLink href={links.studio}>{t('studio.link')}</ActionLink>
      <ActionLink href={links.recordingEditor}>{t('studio.editLink')}</ActionLink>
      <ActionLink href={links.view}>{t('manage.card.view')}</ActionLink>
      {children}
    </ul>
  );
}
