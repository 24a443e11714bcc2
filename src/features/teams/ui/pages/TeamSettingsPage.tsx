// A team's settings (/teams/{tid}/settings/). Every member sees the members and may
// leave; owners and admins change roles, remove people, invite by e-mail, see the pending
// invitations and the audit log; owners also rename and delete the team.
import { useState } from 'react';
import { useT } from '../../../../i18n/react';
import { authorize } from '../../../../kernel/access/authorize';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import { type TeamSettingsData, teamBrandKitPath } from '../../contracts';
import { AuditLog } from '../AuditLog';
import { InvitationsSection } from '../InvitationsSection';
import { MembersSection } from '../MembersSection';
import { TeamOwnerSection } from '../TeamOwnerSection';
import { roleName } from '../team-text';
import '../teams.css';

export type TeamSettingsPageProps = PageProps & TeamSettingsData;

export default function TeamSettingsPage({
  site,
  team,
  members,
  invitations,
  audit,
  mailConfigured,
}: TeamSettingsPageProps) {
  const t = useT();
  const [name, setName] = useState(team.name);
  // The team rules read the person's role in the team (team.role); no account is needed (null).
  const manages = authorize(null, 'team.manageMembers', team);
  return (
    <>
      <SiteHeader site={site} />
      <main className="page team-settings">
        <p className="team-back">
          <a href={team.path}>← {t('teams.settings.back', { name })}</a>
        </p>
        <header className="team-page__header">
          <div>
            <p className="team-page__eyebrow">{t('teams.settings.eyebrow')}</p>
            <h1>{name}</h1>
            <p className="teams-hint">{t('teams.page.yourRole', { role: roleName(t, team.role) })}</p>
          </div>
          <nav className="team-page__nav" aria-label={t('teams.page.nav')}>
            <a className="button" href={teamBrandKitPath(team.tid)}>
              {t('brand.kitLink')}
            </a>
          </nav>
        </header>
        {manages ? null : <p className="teams-hint">{t('teams.settings.readOnly')}</p>}
        <MembersSection tid={team.tid} yourRole={team.role} initialMembers={members} />
        {manages ? (
          <InvitationsSection
            tid={team.tid}
            yourRole={team.role}
            lang={site.lang}
            initialInvitations={invitations}
            mailConfigured={mailConfigured}
          />
        ) : null}
        {manages ? <AuditLog tid={team.tid} lang={site.lang} initial={audit} /> : null}
        {authorize(null, 'team.manage', team) ? (
          <TeamOwnerSection team={{ ...team, name }} onRenamed={setName} />
        ) : null}
      </main>
    </>
  );
}
