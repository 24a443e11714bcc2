// A folder's path: My presentations › A › B, or Team › …, or Shared with me › …. Each
// step above the folder is a link and, where the person may file there, a drop target: a card
// dragged onto it moves there.

import { useT } from '../../../i18n/react';
import type { Crumb } from '../contracts';
import { DropNote } from './DropNote';
import type { Moving } from './folder-api';
import { reloadPage } from './folder-api';
import { useDropTarget } from './useDropTarget';

function CrumbLink({
  crumb,
  tid,
  current,
  onMoved,
}: {
  crumb: Crumb;
  tid: string | null;
  current: boolean;
  onMoved: (what: Moving) => void;
}) {
  const t = useT();
  const label =
    crumb.kind === 'mine'
      ? t('folders.myPresentations')
      : crumb.kind === 'shared'
        ? t('folders.sharedWithMe')
        : crumb.label;
  const { drop, props } = useDropTarget(
    { fid: crumb.fid, tid: crumb.fid === null ? tid : null, enabled: crumb.droppable && !current },
    onMoved,
  );
  return (
    <li className={`crumbs__item crumbs__item--${drop.state}`} {...props}>
      {current ? (
        <span aria-current="page">{label}</span>
      ) : (
        <a href={crumb.path} data-droppable={crumb.droppable ? 'true' : undefined}>
          {label}
        </a>
      )}
      <DropNote drop={drop} />
    </li>
  );
}

export interface BreadcrumbsProps {
  crumbs: Crumb[];
  /** The team whose top the first crumb is, when it is a team's. */
  tid: string | null;
  onMoved?: (what: Moving) => void;
}

export function Breadcrumbs({ crumbs, tid, onMoved = reloadPage }: BreadcrumbsProps) {
  const t = useT();
  return (
    <nav className="crumbs" aria-label={t('folders.path')}>
      <ol>
        {crumbs.map((crumb, i) => (
          <CrumbLink
            key={crumb.fid ?? crumb.kind}
            crumb={crumb}
            tid={tid}
            current={i === crumbs.length - 1}
            onMoved={onMoved}
          />
        ))}
      </ol>
    </nav>
  );
}
