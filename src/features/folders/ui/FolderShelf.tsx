// A space's folders as a shelf of cards: on the dashboard (the person's own, and those
// shared with them) and on a team's page (`<FolderShelf data={await folderShelf(db, user,
// { kind: 'team', teamId })} />`). Each card opens its folder and takes dropped cards.

import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/react';
import type { FolderShelfData } from '../contracts';
import { FolderCard } from './FolderCard';
import type { Moving } from './folder-api';
import { NewFolderForm } from './NewFolderForm';
import './folders.css';

// What the dashboard (and a team's page) takes from here, in one import.
export type { FolderShelfData } from '../contracts';
export { dragProps } from './folder-api';
export { MoveButton } from './MoveButton';

export interface FolderShelfProps {
  data: FolderShelfData;
  onMoved?: (what: Moving) => void;
}

export function FolderShelf({ data, onMoved }: FolderShelfProps) {
  const t = useT();
  const tid = data.space.kind === 'team' ? data.space.tid : null;
  const headingId = `folders-${tid ?? 'mine'}`;
  return (
    <section className="folder-shelf" aria-labelledby={headingId}>
      <div className="folder-shelf__head">
        <h2 id={headingId}>{t('folders.title')}</h2>
        <a href="/library/">{t('library.title')}</a>
      </div>
      {data.folders.length === 0 ? <p className="folder-shelf__empty">{t('folders.none')}</p> : null}
      <ul className="folder-grid">
        {data.folders.map((folder) => (
          <FolderCard key={folder.fid} folder={folder} movable {...(onMoved ? { onMoved } : {})} />
        ))}
      </ul>
      {data.canCreate ? <NewFolderForm tid={tid} /> : null}
      {data.shared.length > 0 ? (
        <>
          <h3 id="shared-folders">{t('folders.sharedWithMe')}</h3>
          <ul className="folder-grid">
            {data.shared.map((folder) => (
              <FolderCard
                key={folder.fid}
                folder={folder}
                note={t(`folders.sharedBy.${folder.role}` as MessageId, { name: folder.ownerName })}
                {...(onMoved ? { onMoved } : {})}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
