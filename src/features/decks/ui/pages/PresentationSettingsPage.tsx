// Settings of one presentation (/dashboard/next/{oid}/): details, privacy, share links,
// collaborators, comments and deletion. Editors get only the sections they may change. The page
// is where the features meet: each section is its feature's (decks, sharing, the editor's comments,
// teams, brand), so it stays with the page registry rather than in one of them.

import { useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import type { BrandLogoSetting } from '../../../brand/contracts';
import { BrandLogoSection } from '../../../brand/ui/BrandLogoSection';
import type { CommentData } from '../../../editor/comments.contracts';
import { CommentsSection } from '../../../editor/ui/comments/CommentsSection';
import type { ViewLinkData } from '../../../sharing/contracts';
import { ViewLinksSection } from '../../../sharing/ui/ViewLinksSection';
import type { TeamChoice } from '../../../teams/contracts';
import { MoveToTeam } from '../../../teams/ui/MoveToTeam';
import type { CollaboratorData, PresentationSettings, TeamAccessData } from '../../settings.contracts';
import { CollaboratorsSection } from '../settings/CollaboratorsSection';
import { DeleteSection } from '../settings/DeleteSection';
import { DetailsSection } from '../settings/DetailsSection';
import { DownloadsSection } from '../settings/DownloadsSection';
import { EmbeddingSection } from '../settings/EmbeddingSection';
import { PrivacySection } from '../settings/PrivacySection';
import '../settings/manage.css';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import '../../../../ui-kit/common/forms.css';

export interface PresentationSettingsPageProps extends PageProps {
  settings: PresentationSettings;
  /** The viewer's right here: the owner, or an editor (collaborator with edit rights). */
  userRole: 'owner' | 'edit';
  links: ViewLinkData[];
  collaborators: CollaboratorData[];
  /** Every comment on the presentation (owner only; editors read them in the editor). */
  comments: CommentData[];
  /** Outgoing e-mail is configured: links may verify addresses by a code and notify their owner. */
  mailConfigured: boolean;
  /** The team it is in, and the teams its owner may move it into (empty for editors). */
  team?: TeamChoice | null;
  teamChoices?: TeamChoice[];
  /** "Show brand logo": the owner's choice; null for editors. */
  brandLogo?: BrandLogoSetting | null;
  /** Its owner, or an owner or admin of its team: sees Privacy and Delete. */
  steward?: boolean;
  /** The team it is in, whose members all open it. */
  teamAccess?: TeamAccessData | null;
}

export default function PresentationSettingsPage({
  site,
  settings: initial,
  userRole,
  links,
  collaborators,
  comments,
  mailConfigured,
  team = null,
  teamChoices = [],
  brandLogo,
  steward = userRole === 'owner',
  teamAccess = null,
}: PresentationSettingsPageProps) {
  const t = useT();
  const [settings, setSettings] = useState(initial);
  const owner = userRole === 'owner';
  return (
    <>
      <SiteHeader site={site} />
      <main className="page manage">
        <p className="manage__back">
          <a href="/dashboard/next/">← {t('manage.back')}</a>
        </p>
        <header className="manage__header">
          <img src={settings.thumbnail} alt="" width={192} height={108} />
          <div>
            <p className="manage__eyebrow">{t('manage.heading')}</p>
            <h1>{settings.title}</h1>
          </div>
          <nav className="manage__nav" aria-label={t('manage.goTo')}>
            <a className="button button--primary" href={settings.editPath}>
              {t('manage.openEditor')}
            </a>
            <a className="button" href={settings.viewPath}>
              {t('manage.view')}
            </a>
            <a className="button" href={settings.statsPath}>
              {t('manage.statistics')}
            </a>
          </nav>
        </header>
        {owner && settings.hiddenReason ? (
          <p className="form-alert" role="alert">
            {t('manage.hidden', { reason: settings.hiddenReason })}
          </p>
        ) : null}
        {owner ? null : <p className="manage__note">{t('manage.editorNote')}</p>}
        {owner ? (
          <MoveToTeam oid={settings.oid} title={settings.title} current={team} teams={teamChoices} />
        ) : null}
        <DetailsSection settings={settings} onSaved={setSettings} />
        {steward ? <PrivacySection settings={settings} onSaved={setSettings} /> : null}
        {owner ? <EmbeddingSection settings={settings} onSaved={setSettings} /> : null}
        {owner && brandLogo ? <BrandLogoSection oid={settings.oid} setting={brandLogo} /> : null}
        {owner && settings.kind !== 'video' ? (
          <DownloadsSection settings={settings} onSaved={setSettings} />
        ) : null}
        <ViewLinksSection
          oid={settings.oid}
          lang={site.lang}
          initialLinks={links}
          mailConfigured={mailConfigured}
        />
        {owner ? (
          <CollaboratorsSection
            oid={settings.oid}
            initialCollaborators={collaborators}
            teamAccess={teamAccess}
          />
        ) : null}
        {owner ? <CommentsSection oid={settings.oid} lang={site.lang} initialComments={comments} /> : null}
        {steward ? <DeleteSection oid={settings.oid} title={settings.title} /> : null}
      </main>
    </>
  );
}
