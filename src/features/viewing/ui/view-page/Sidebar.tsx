// The view page's card groups (spec §2 sidebar): up to ten video cards, fifteen templates and the
// staff picks, each with a link to see more. A group with no cards is left out. The detail section
// places them: the staff picks as rows beside the transcript, the videos and templates
// as shelves that scroll sideways under it; `kinds` picks the groups a place shows.

import { useT } from '../../../../i18n/react';
import { TEMPLATE_CARDS, VIDEO_CARDS } from '../../../../lib/constants';
import type { CardData } from '../../../decks/contracts';
import { CardColumn, type CardLayout } from './CardColumn';
import type { OnEvent } from './events';
import './Sidebar.css';

export type CardGroupKind = 'videos' | 'templates' | 'staff-picks';

export interface SidebarProps {
  videos: CardData[];
  templates: CardData[];
  staffPicks: CardData[];
  /** The groups to show, in this order; all three when left out. */
  kinds?: CardGroupKind[];
  onEvent?: OnEvent;
}

const ALL_KINDS: CardGroupKind[] = ['videos', 'templates', 'staff-picks'];
const LAYOUT: Record<CardGroupKind, CardLayout> = {
  videos: 'shelf',
  templates: 'shelf',
  'staff-picks': 'rows',
};

export function Sidebar({ videos, templates, staffPicks, kinds = ALL_KINDS, onEvent }: SidebarProps) {
  const t = useT();
  const groups = {
    videos: {
      title: t('view.videos'),
      cards: videos.slice(0, VIDEO_CARDS),
      more: { href: '/video/explore/', label: t('view.exploreVideos') },
    },
    templates: {
      title: t('view.templates'),
      cards: templates.slice(0, TEMPLATE_CARDS),
      more: { href: '/presentation-template/', label: t('view.allTemplates') },
    },
    'staff-picks': {
      title: t('view.staffPicks'),
      cards: staffPicks,
      more: { href: '/gallery/', label: t('view.moreStaffPicks') },
    },
  };
  const shown = kinds.filter((kind) => groups[kind].cards.length > 0);
  if (shown.length === 0) return null;

  return (
    <div className="sidebar">
      {shown.map((kind) => (
        <CardColumn key={kind} kind={kind} layout={LAYOUT[kind]} {...groups[kind]} onEvent={onEvent} />
      ))}
    </div>
  );
}
