// The view page's right sidebar (spec §2): up to ten video cards, fifteen templates and the staff
// picks, each column with a link to see more. A column with no cards is left out.
import type { CardData } from '../../contracts/presentation';
import { useT } from '../../i18n/react';
import { TEMPLATE_CARDS, VIDEO_CARDS } from '../../lib/constants';
import { CardColumn } from './CardColumn';
import type { OnEvent } from './events';
import './Sidebar.css';

export interface SidebarProps {
  videos: CardData[];
  templates: CardData[];
  staffPicks: CardData[];
  onEvent?: OnEvent;
}

export function Sidebar({ videos, templates, staffPicks, onEvent }: SidebarProps) {
  const t = useT();
  const columns = [
    {
      kind: 'videos',
      title: t('view.videos'),
      cards: videos.slice(0, VIDEO_CARDS),
      more: { href: '/video/explore/', label: t('view.exploreVideos') },
    },
    {
      kind: 'templates',
      title: t('view.templates'),
      cards: templates.slice(0, TEMPLATE_CARDS),
      more: { href: '/presentation-template/', label: t('view.allTemplates') },
    },
    {
      kind: 'staff-picks',
      title: t('view.staffPicks'),
      cards: staffPicks,
      more: { href: '/gallery/', label: t('view.moreStaffPicks') },
    },
  ].filter((column) => column.cards.length > 0);

  return (
    <div className="sidebar">
      {columns.map((column) => (
        <CardColumn key={column.kind} {...column} onEvent={onEvent} />
      ))}
    </div>
  );
}
