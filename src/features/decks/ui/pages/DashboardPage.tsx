// The owner's dashboard: their presentations (sortable, filterable) and "Create your own".

import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { formatCount, takesSingular } from '../../../../ui-kit/common/format';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import { BrandKitLink } from '../../../brand/ui/BrandKitLink';
import { dragProps, FolderShelf, type FolderShelfData, MoveButton } from '../../../folders/ui/FolderShelf';
import { type CreateForm, CreatePanel } from '../../../publishing/ui/CreatePanel';
import { VideoStorage, type VideoUsageData } from '../../../quota/ui/VideoStorage';
import type { TeamChoice, TeamSummary } from '../../../teams/contracts';
import { MoveToTeam } from '../../../teams/ui/MoveToTeam';
import { TeamsSection } from '../../../teams/ui/TeamsSection';
import type { CardData } from '../../contracts';
import { DeckActions } from '../DeckActions';
import { DeckRow } from '../DeckRow';
import './DashboardPage.css';
import { shortDateFormat } from '../../../../ui-kit/common/format';

type Privacy = 'public' | 'reusable' | 'private';
const SORTS = ['updated', 'views', 'likes', 'title'] as const;

/** One of the person's own presentations, with every way into it. */
type OwnCard = CardData & {
  privacy: Privacy;
  updatedAt: string;
  editPath: string;
  settingsPath: string;
  statsPath: string;
  /** The presenter view; null for videos. */
  presenterPath: string | null;
  studioPath: string | null;
  recordingEditorPath: string | null;
  /** The team it is in, or null: the owner's own space. */
  team: TeamChoice | null;
};

/** A presentation someone shared with this person, with the role they gave. */
type SharedCard = CardData & { role: 'edit' | 'comment'; editPath: string };

interface DashboardPageProps extends PageProps {
  cards: OwnCard[];
  /** Presentations others shared with this user, with the role they gave. */
  shared: SharedCard[];
  sort: (typeof SORTS)[number];
  privacy: Privacy | '';
  form: CreateForm;
  /** Just deleted one from its settings page. */
  deleted: boolean;
  /** The person's folders and those shared with them; `cards` are the unfiled ones. */
  folders: FolderShelfData;
  /** The viewer's teams, and those they may move presentations into. */
  teams: TeamSummary[];
  teamChoices: TeamChoice[];
  /** The account's video bytes against VIDEO_QUOTA_BYTES. */
  videoUsage: VideoUsageData;
}

export default function DashboardPage({
  site,
  cards,
  shared,
  sort,
  privacy,
  form,
  deleted,
  folders,
  teams,
  teamChoices,
  videoUsage,
}: DashboardPageProps) {
  const t = useT();
  const date = shortDateFormat(site.lang);

  return (
    <>
      <SiteHeader site={site} />
      <main className="page dashboard">
        <header className="dashboard__header">
          <h1>{t('dashboard.title')}</h1>
          <p>{t('dashboard.count', { n: cards.length })}</p>
          <BrandKitLink />
          <VideoStorage usage={videoUsage} />
        </header>
        {deleted ? (
          <p className="form-success" role="status">
            {t('manage.deletedNotice')}
          </p>
        ) : null}
        <TeamsSection teams={teams} />
        <DashboardControls sort={sort} privacy={privacy} />
        <FolderShelf data={folders} />
        {cards.length === 0 ? <p className="dashboard__empty">{t('dashboard.empty')}</p> : null}
        <ul className="dashboard__list">
          {cards.map((card) => (
            <OwnDeckRow
              key={card.oid}
              card={card}
              lang={site.lang}
              updated={date.format(new Date(card.updatedAt))}
              teamChoices={teamChoices}
            />
          ))}
        </ul>
        {shared.length > 0 ? <SharedWithYou shared={shared} /> : null}
        <CreatePanel site={site} form={form} />
      </main>
    </>
  );
}

/** Sorting and filtering the list: a plain GET form, so the choice is in the address. */
function DashboardControls({ sort, privacy }: Pick<DashboardPageProps, 'sort' | 'privacy'>) {
  const t = useT();
  return (
    <form className="dashboard__controls" method="get" action="/dashboard/next/">
      <label>
        {t('dashboard.sort')}{' '}
        <select name="sort" defaultValue={sort}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`dashboard.sort.${s}` as MessageId)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('dashboard.filter')}{' '}
        <select name="privacy" defaultValue={privacy}>
          <option value="">{t('dashboard.filter.all')}</option>
          {(['public', 'reusable', 'private'] as const).map((p) => (
            <option key={p} value={p}>
              {t(`dashboard.privacy.${p}` as MessageId)}
            </option>
          ))}
        </select>
      </label>
      <button className="button" type="submit">
        {t('dashboard.apply')}
      </button>
    </form>
  );
}

interface OwnDeckRowProps {
  card: OwnCard;
  lang: string;
  /** When it last changed, formatted. */
  updated: string;
  teamChoices: TeamChoice[];
}

/** One of the person's own presentations: its privacy and counts, every way into it, its moves. */
function OwnDeckRow({ card, lang, updated, teamChoices }: OwnDeckRowProps) {
  const t = useT();
  return (
    <DeckRow
      href={card.path}
      thumbnail={card.thumbnail}
      title={card.title}
      drag={dragProps({ kind: 'deck', oid: card.oid })}
      meta={
        <>
          <span className={`dashboard__privacy dashboard__privacy--${card.privacy}`}>
            {t(`dashboard.privacy.${card.privacy}` as MessageId)}
          </span>
          <span>
            {t(takesSingular(card.viewCount, lang) ? 'viewer.viewsCountOne' : 'viewer.viewsCount', {
              count: formatCount(card.viewCount, lang),
            })}
          </span>
          <span>
            {t(takesSingular(card.likesCount, lang) ? 'viewer.likesCountOne' : 'viewer.likesCount', {
              count: formatCount(card.likesCount, lang),
            })}
          </span>
          <span>{t('dashboard.updated', { date: updated })}</span>
        </>
      }
    >
      <DeckActions
        title={card.title}
        links={{
          edit: card.editPath,
          settings: card.settingsPath,
          stats: card.statsPath,
          presenter: card.presenterPath,
          studio: card.studioPath,
          recordingEditor: card.recordingEditorPath,
          view: card.path,
        }}
      >
        <li>
          <MoveButton what={{ kind: 'deck', oid: card.oid }} title={card.title} />
        </li>
      </DeckActions>
      <MoveToTeam oid={card.oid} title={card.title} current={card.team} teams={teamChoices} />
    </DeckRow>
  );
}

/** The presentations others shared with this person, opened in the editor. */
function SharedWithYou({ shared }: { shared: SharedCard[] }) {
  const t = useT();
  return (
    <section className="dashboard__shared" aria-labelledby="dashboard-shared">
      <h2 id="dashboard-shared">{t('manage.shared')}</h2>
      <p className="dashboard__meta">{t('manage.sharedLead')}</p>
      <ul className="dashboard__list">
        {shared.map((card) => (
          <DeckRow
            key={card.oid}
            href={card.editPath}
            thumbnail={card.thumbnail}
            title={card.title}
            meta={
              <>
                <span>{card.subTitle}</span>
                <span className="dashboard__privacy">{t(`manage.sharedRole.${card.role}` as MessageId)}</span>
              </>
            }
          />
        ))}
      </ul>
    </section>
  );
}
