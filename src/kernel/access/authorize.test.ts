import { describe, expect, it } from 'vitest';
import { type Ability, type Actor, authorize, type SubjectOf, type TeamAccess } from './authorize';
import {
  type AccessRole,
  canChangeMember,
  canComment,
  canCopy,
  canCreateInTeam,
  canDownload,
  canEdit,
  canFileInFolder,
  canLeaveTeam,
  canLike,
  canManageBrandKit,
  canManageFolder,
  canManageMembers,
  canManageTeam,
  canMove,
  canPresentLive,
  canSeeFolder,
  canSeeThumbnail,
  canUseTemplate,
  canView,
  type FolderAccess,
  mayCachePublicly,
  type PresentationAccess,
  TEAM_ROLES,
  type TeamRole,
} from './permissions';

// Each ability is asked over every actor and a grid of subjects wide enough that any two rules
// answer differently somewhere in it, and must answer what its rule in permissions.ts answers:
// an ability wired to the wrong rule fails here. The rules' own answers are permissions.test.ts's.

const OWNER_ID = 1;
const actors: Actor[] = [
  null,
  { id: OWNER_ID, isStaff: false },
  { id: 2, isStaff: false },
  { id: 3, isStaff: true },
];

const presentations: PresentationAccess[] = (['public', 'reusable', 'private'] as const).flatMap((privacy) =>
  [false, true].flatMap((hidden) =>
    [undefined, 'view', 'comment', 'edit'].flatMap((role) =>
      [false, true].map((viaViewLink) => ({
        ownerId: OWNER_ID,
        privacy,
        hidden,
        viaViewLink,
        ...(role ? { role: role as AccessRole } : {}),
      })),
    ),
  ),
);

const teamRoles: (TeamRole | undefined)[] = [...TEAM_ROLES, undefined];
const teams: TeamAccess[] = teamRoles.map((role) => ({ role }));

const folders: FolderAccess[] = [null, 7].flatMap((teamId) =>
  [OWNER_ID, 2].flatMap((ownerId) =>
    teamRoles.flatMap((teamRole) =>
      [undefined, 'comment', 'edit'].map((role) => ({
        ownerId,
        teamId,
        ...(teamRole ? { teamRole } : {}),
        ...(role ? { role: role as 'comment' | 'edit' } : {}),
      })),
    ),
  ),
);

interface Row<A extends Ability> {
  rule: (actor: Actor, subject: SubjectOf<A>) => boolean;
  subjects: SubjectOf<A>[];
}

// A mapped type: leaving an ability out of the table does not compile.
const table: { [A in Ability]: Row<A> } = {
  'presentation.view': { rule: (a, p) => canView(p, a), subjects: presentations },
  'presentation.like': { rule: (a, p) => canLike(p, a), subjects: presentations },
  'presentation.edit': { rule: (a, p) => canEdit(p, a), subjects: presentations },
  'presentation.comment': { rule: (a, p) => canComment(p, a), subjects: presentations },
  'presentation.copy': { rule: (a, p) => canCopy(p, a), subjects: presentations },
  'presentation.useTemplate': { rule: (a, p) => canUseTemplate(p, a), subjects: presentations },
  'presentation.presentLive': { rule: (a, p) => canPresentLive(p, a), subjects: presentations },
  'presentation.seeThumbnail': { rule: (a, p) => canSeeThumbnail(p, a), subjects: presentations },
  'presentation.cachePublicly': { rule: (a, p) => mayCachePublicly(p, a), subjects: presentations },
  'presentation.download': {
    rule: (a, p) => canDownload(p, a, { allowDownloads: p.allowDownloads, linkDownload: p.linkDownload }),
    subjects: presentations.flatMap((p) =>
      [false, true].flatMap((allowDownloads) =>
        (['inherit', 'allow', 'forbid'] as const).map((linkDownload) => ({
          ...p,
          allowDownloads,
          linkDownload,
        })),
      ),
    ),
  },
  'presentation.move': {
    rule: (a, m) => canMove(m.presentation, m.from, m.to, a),
    subjects: presentations
      .filter((p) => p.privacy === 'private' && !p.viaViewLink)
      .flatMap((presentation) =>
        [null, 7].flatMap((fromTeam) =>
          [null, 7].flatMap((toTeam) =>
            teamRoles.flatMap((teamRole) =>
              [null, ...folders].map((folder) => ({
                presentation,
                from: { teamId: fromTeam, ...(teamRole ? { teamRole } : {}) },
                to: { teamId: toTeam, ...(teamRole ? { teamRole } : {}), folder },
              })),
            ),
          ),
        ),
      ),
  },
  'team.manage': { rule: (_, t) => canManageTeam(t.role), subjects: teams },
  'team.manageMembers': { rule: (_, t) => canManageMembers(t.role), subjects: teams },
  'team.createIn': { rule: (_, t) => canCreateInTeam(t.role), subjects: teams },
  'team.manageBrandKit': { rule: (_, t) => canManageBrandKit(t.role), subjects: teams },
  'team.changeMember': {
    rule: (_, c) => canChangeMember(c.role, c.from, c.to),
    subjects: teamRoles.flatMap((role) =>
      teamRoles.flatMap((from) => teamRoles.map((to) => ({ role, from, to }))),
    ),
  },
  'team.leave': {
    rule: (_, l) => canLeaveTeam(l.role, l.owners),
    subjects: TEAM_ROLES.flatMap((role) => [1, 2].map((owners) => ({ role, owners }))),
  },
  'folder.see': { rule: (a, f) => canSeeFolder(f, a), subjects: folders },
  'folder.file': { rule: (a, f) => canFileInFolder(f, a), subjects: folders },
  'folder.manage': { rule: (a, f) => canManageFolder(f, a), subjects: folders },
};

// Walked at run time as one kind of row: the mapped type above already matched each rule to its subjects.
const rows = table as unknown as Record<Ability, Row<Ability>>;

const answers = (ability: Ability, ask: (actor: Actor, subject: SubjectOf<Ability>) => boolean) =>
  actors.flatMap((actor) => rows[ability].subjects.map((subject) => ask(actor, subject)));

describe('authorize', () => {
  it.each(Object.keys(table) as Ability[])('asks %s of its own rule', (ability) => {
    const got = answers(ability, (actor, subject) => authorize(actor, ability, subject));
    expect(got).toEqual(answers(ability, rows[ability].rule));
    // The grid allows and refuses somewhere, so a rule answering one way throughout is caught too.
    expect(new Set(got)).toEqual(new Set([true, false]));
  });

  it('takes only the subject its ability is decided on', () => {
    const team: TeamAccess = { role: 'owner' };
    // @ts-expect-error a team is not a presentation
    expect(authorize(null, 'presentation.edit', team)).toBe(false);
    const presentation = presentations[0] as PresentationAccess;
    // @ts-expect-error a presentation is not a folder
    expect(authorize(null, 'folder.manage', presentation)).toBe(false);
  });
});
