// A folder (/folders/{fid}/): its path as breadcrumbs, its subfolders and presentations
// as cards (drag a card onto a folder or a breadcrumb, or use "Move to…"), and for those who may:
// a new subfolder, rename, delete, and sharing.

import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { FolderPageData } from '../../contracts';
import { Breadcrumbs } from '../Breadcrumbs';
import { DeckCard } from '../DeckCard';
import { FolderActions } from '../FolderActions';
import { FolderCard } from '../FolderCard';
import { NewFolderForm } from '../NewFolderForm';
import { ShareFolderSection } from '../ShareFolderSection';
import '../folders.css';

type FolderPageProps = PageProps & FolderPageData;

export default function FolderPage({
  site,
  folder,
  crumbs,
  subfolders,
  presentations,
  collaborators,
  truncated,
}: FolderPageProps) {
  const t = useT();
  const tid = folder.space.kind === 'team' ? folder.space.tid : null;
  const up = crumbs.length > 1 ? crumbs[crumbs.length - 2]!.path : '/dashboard/next/';
  return (
    <>
      <SiteHeader site={site} />
      <main className="page folder-page">
        <Breadcrumbs crumbs={crumbs} tid={tid} />
        <header className="folder-page__header">
          <h1>{folder.name}</h1>
          <p className="folder-page__role">
            {folder.rights.manage
              ? t('folders.youManage')
              : folder.rights.file
                ? t('folders.youEdit')
                : t('folders.youComment')}
          </p>
        </header>
        <FolderActions
          fid={folder.fid}
          name={folder.name}
          canRename={folder.rights.file}
          canDelete={folder.rights.manage}
          afterDelete={up}
        />
        <section aria-labelledby="folder-subfolders">
          <h2 id="folder-subfolders">{t('folders.subfolders')}</h2>
          {subfolders.length === 0 ? (
            <p className="folder-shelf__empty">{t('folders.noSubfolders')}</p>
          ) : null}
          <ul className="folder-grid">
            {subfolders.map((sub) => (
              <FolderCard key={sub.fid} folder={sub} movable />
            ))}
          </ul>
          {folder.rights.file ? <NewFolderForm parentFid={folder.fid} /> : null}
        </section>
        <section aria-labelledby="folder-presentations">
          <h2 id="folder-presentations">{t('folders.presentations')}</h2>
          {presentations.length === 0 ? <p className="folder-shelf__empty">{t('folders.empty')}</p> : null}
          <ul className="deck-grid">
            {presentations.map((deck) => (
              <DeckCard key={deck.oid} deck={deck} />
            ))}
          </ul>
          {truncated ? <p className="folder-shelf__empty">{t('folders.truncated')}</p> : null}
        </section>
        {folder.rights.manage ? <ShareFolderSection fid={folder.fid} initial={collaborators} /> : null}
      </main>
    </>
  );
}
