// A team's page (/teams/{tid}/): its presentations as cards with the viewer's right on
// each (edit, or view for the team's viewers), "New presentation" in the team (not for viewers),
// its folders (the folder shelf: open, file by drag and drop or Move to…, new folder), and its
// members. Members only; the server answers 404 to anyone else.

import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import { DeckActions } from '../../../decks/ui/DeckActions';
import { DeckRow } from '../../../decks/ui/DeckRow';
import type { FolderShelfData } from '../../../folders/contracts';
import { dragProps, FolderShelf, MoveButton } from '../../../folders/ui/FolderShelf';
import { CreatePanel } from '../../../publishing/ui/CreatePanel';
import { type TeamCardData, type TeamMemberData, type TeamPageData, teamBrandKitPath } from '../../contracts';
import { roleName } from '../team-text';
import '../teams.css';
import { VideoStorage, type VideoUsageData } from '../../../quota/ui/VideoStorage';
import '../../../decks/ui/pages/DashboardPage.css';
import { shortDateFormat } from '../../../../ui-kit/common/format';

/**
 * folders: the team's folders at the top, with the new-folder form for those who may file;
 * videoUsage: the team's video bytes against VIDEO_QUOTA_BYTES (apart from its members' own).
 */
export type TeamPageProps = PageProps &
  TeamPageData & { folders: FolderShelfData; videoUsage: VideoUsageData };

export default function TeamPage({
  site,
  team,
  folders,
  cards,
  members,
  canCreate,
  videoUsage,
}: TeamPageProps) {
  const t = useT();
  const date = shortDateFormat(site.lang);
  return (
    <>
      <SiteHeader site={site} />
      <main className="page dashboard team-page">
        <p className="team-back">
          <a href="/dashboard/next/">← {t('teams.backToDashboard')}</a>
        </p>
        <TeamPageHeader team={team} canCreate={canCreate} videoUsage={videoUsage} />
        <FolderShelf data={folders} />
        <section aria-labelledby="team-presentations">
          <h2 id="team-presentations">{t('teams.page.presentations', { n: cards.length })}</h2>
          {cards.length === 0 ? <p className="dashboard__empty">{t('teams.page.empty')}</p> : null}
          <ul className="dashboard__list">
            {cards.map((card) => (
              <TeamDeckRow key={card.oid} card={card} updated={date.format(new Date(card.updatedAt))} />
            ))}
          </ul>
        </section>
        {canCreate ? (
          <CreatePanel
            site={site}
            form={{ source: '', privacy: 'private', problems: [] }}
            team={team.tid}
            title={t('teams.page.new')}
          />
        ) : null}
        <TeamMemberList members={members} />
      </main>
    </>
  );
}

/** The team's name, the viewer's role and the team's video storage, with its links. */
function TeamPageHeader({
  team,
  canCreate,
  videoUsage,
}: Pick<TeamPageProps, 'team' | 'canCreate' | 'videoUsage'>) {
  const t = useT();
  return (
    <header className="team-page__header">
      <div>
        <p className="team-page__eyebrow">{t('teams.eyebrow')}</p>
        <h1>{team.name}</h1>
        <p className="teams-hint">{t('teams.page.yourRole', { role: roleName(t, team.role) })}</p>
        <VideoStorage usage={videoUsage} />
      </div>
      <nav className="team-page__nav" aria-label={t('teams.page.nav')}>
        {canCreate ? (
          <a className="button button--primary" href="#create">
            {t('teams.page.new')}
          </a>
        ) : null}
        <a className="button" href={team.settingsPath}>
          {t('teams.settings.link')}
        </a>
        <a className="button" href={teamBrandKitPath(team.tid)}>
          {t('brand.kitLink')}
        </a>
      </nav>
    </header>
  );
}

/**
 * One of the team's presentations with the viewer's right on it: who may edit it also opens its
 * editor and settings, drags it onto a folder or moves it; everyone views it.
 */
function TeamDeckRow({ card, updated }: { card: TeamCardData; updated: string }) {
  const t = useT();
  return (
    <DeckRow
      href={card.path}
      thumbnail={card.thumbnail}
      title={card.title}
      {...(card.right === 'edit' ? { drag: dragProps({ kind: 'deck', oid: card.oid }) } : {})}
      meta={
        <>
          <span>{card.subTitle}</span>
          <span className="dashboard__privacy">
            {card.right === 'edit' ? t('teams.right.edit') : t('teams.right.view')}
          </span>
          <span>{t('dashboard.updated', { date: updated })}</span>
        </>
      }
    >
      <DeckActions
        title={card.title}
        links={{
          edit: card.right === 'edit' ? card.editPath : null,
          settings: card.settingsPath,
          view: card.path,
        }}
      >
        {card.right === 'edit' ? (
          <li>
            <MoveButton what={{ kind: 'deck', oid: card.oid }} title={card.title} />
          </li>
        ) : null}
      </DeckActions>
    </DeckRow>
  );
}

/** The team's members with their roles, read only (the settings page changes them). */
function TeamMemberList({ members }: { members: TeamMemberData[] }) {
  const t = useT();
  return (
    <section className="team-card" aria-labelledby="team-page-members">
      <h2 id="team-page-members">{t('teams.members.title', { n: members.length })}</h2>
      <ul className="team-members">
        {members.map((member) => (
          <li key={member.oid} className="team-members__item">
            <span className="team-members__who">
              <span className="team-members__name">{member.name}</span>
              <span className="team-members__username">
                @{member.username}
                {member.isYou ? ` · ${t('teams.members.you')}` : ''}
              </span>
            </span>
            <span className="team-role">{roleName(t, member.role)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
