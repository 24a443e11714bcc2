import { describe, expect, it } from 'vitest';
import {
  canChangeMember,
  canComment,
  canCreateInTeam,
  canEdit,
  canFileInFolder,
  canLeaveTeam,
  canManageBrandKit,
  canManageFolder,
  canManageMembers,
  canManageTeam,
  canMove,
  canSeeFolder,
  canView,
  type FolderAccess,
  isTeamRole,
  type PresentationAccess,
  strongestRole,
  TEAM_ROLES,
  type TeamRole,
  teamAccessRole,
  type Viewer,
} from './permissions';

const me: Viewer = { id: 7, isStaff: false };
const privateTalk = (role?: PresentationAccess['role'], ownerId = 1): PresentationAccess => ({
  ownerId,
  privacy: 'private',
  hidden: false,
  ...(role ? { role } : {}),
});

describe('strongestRole', () => {
  it('takes edit over comment over view, whatever the order', () => {
    expect(strongestRole(['view', 'edit', 'comment'])).toBe('edit');
    expect(strongestRole([undefined, 'comment', 'view', null])).toBe('comment');
    expect(strongestRole(['view'])).toBe('view');
  });

  it('is undefined without any role', () => {
    expect(strongestRole([])).toBeUndefined();
    expect(strongestRole([null, undefined])).toBeUndefined();
  });
});

describe('a team role on the team presentations', () => {
  it.each([
    ['owner', true, true],
    ['admin', true, true],
    ['member', true, true],
    ['viewer', false, false],
  ] as const)('a %s edits: %s, comments: %s, and sees a private one', (teamRole, edits, comments) => {
    const talk = privateTalk(teamAccessRole(teamRole));
    expect(canView(talk, me)).toBe(true);
    expect(canEdit(talk, me)).toBe(edits);
    expect(canComment(talk, me)).toBe(comments);
  });

  it('gives a team viewer who was also asked to edit the edit role', () => {
    expect(canEdit(privateTalk(strongestRole([teamAccessRole('viewer'), 'edit'])), me)).toBe(true);
  });

  it('leaves a taken-down team presentation to its owner', () => {
    expect(canView({ ...privateTalk('edit'), hidden: true }, me)).toBe(false);
  });
});

describe('managing a team', () => {
  it('knows its four roles', () => {
    expect(TEAM_ROLES).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(isTeamRole('admin')).toBe(true);
    expect(isTeamRole('root')).toBe(false);
    expect(isTeamRole(undefined)).toBe(false);
  });

  it('lets only owners rename or delete it, and owners and admins invite and publish the brand kit', () => {
    const table = TEAM_ROLES.map((r) => [r, canManageTeam(r), canManageMembers(r), canManageBrandKit(r)]);
    expect(table).toEqual([
      ['owner', true, true, true],
      ['admin', false, true, true],
      ['member', false, false, false],
      ['viewer', false, false, false],
    ]);
    expect(canManageMembers(undefined)).toBe(false);
  });

  it('lets owners change anyone, to any role, and out', () => {
    for (const from of [...TEAM_ROLES, undefined])
      for (const to of [...TEAM_ROLES, undefined]) expect(canChangeMember('owner', from, to)).toBe(true);
  });

  it('lets admins move only members and viewers, and never to admin or owner', () => {
    expect(canChangeMember('admin', undefined, 'member')).toBe(true);
    expect(canChangeMember('admin', 'member', 'viewer')).toBe(true);
    expect(canChangeMember('admin', 'viewer', undefined)).toBe(true);
    expect(canChangeMember('admin', undefined, 'admin')).toBe(false);
    expect(canChangeMember('admin', 'member', 'owner')).toBe(false);
    expect(canChangeMember('admin', 'admin', undefined)).toBe(false);
    expect(canChangeMember('admin', 'owner', 'member')).toBe(false);
  });

  it('lets members, viewers and outsiders change nobody', () => {
    for (const actor of ['member', 'viewer', undefined] as const) {
      expect(canChangeMember(actor, undefined, 'viewer')).toBe(false);
      expect(canChangeMember(actor, 'viewer', undefined)).toBe(false);
    }
  });

  it('lets anyone leave but the last owner', () => {
    expect(canLeaveTeam('viewer', 1)).toBe(true);
    expect(canLeaveTeam('owner', 2)).toBe(true);
    expect(canLeaveTeam('owner', 1)).toBe(false);
  });

  it('lets all members but viewers make presentations in it', () => {
    expect(TEAM_ROLES.filter(canCreateInTeam)).toEqual(['owner', 'admin', 'member']);
    expect(canCreateInTeam(undefined)).toBe(false);
  });
});

describe('folders', () => {
  const personal = (extra: Partial<FolderAccess> = {}): FolderAccess => ({
    ownerId: 7,
    teamId: null,
    ...extra,
  });
  const ofTeam = (teamRole?: TeamRole, extra: Partial<FolderAccess> = {}): FolderAccess => ({
    ownerId: 1,
    teamId: 3,
    ...(teamRole ? { teamRole } : {}),
    ...extra,
  });

  it('shows a personal folder to its owner and those it is shared with, nobody else', () => {
    expect(canSeeFolder(personal(), me)).toBe(true);
    expect(canSeeFolder(personal({ ownerId: 1 }), me)).toBe(false);
    expect(canSeeFolder(personal({ ownerId: 1, role: 'comment' }), me)).toBe(true);
    expect(canSeeFolder(personal(), null)).toBe(false);
  });

  it('shows a team folder to every member and to those it is shared with', () => {
    expect(canSeeFolder(ofTeam('viewer'), me)).toBe(true);
    expect(canSeeFolder(ofTeam(), me)).toBe(false);
    expect(canSeeFolder(ofTeam(undefined, { role: 'comment' }), me)).toBe(true);
  });

  it('lets the owner, team members but viewers, and editors file in it', () => {
    expect(canFileInFolder(personal(), me)).toBe(true);
    expect(canFileInFolder(personal({ ownerId: 1, role: 'edit' }), me)).toBe(true);
    expect(canFileInFolder(personal({ ownerId: 1, role: 'comment' }), me)).toBe(false);
    expect(canFileInFolder(ofTeam('member'), me)).toBe(true);
    expect(canFileInFolder(ofTeam('viewer'), me)).toBe(false);
    expect(canFileInFolder(ofTeam(undefined), me)).toBe(false);
  });

  it('lets a personal folder be shared by its owner, a team folder by owners, admins and its maker', () => {
    expect(canManageFolder(personal(), me)).toBe(true);
    expect(canManageFolder(personal({ ownerId: 1, role: 'edit' }), me)).toBe(false);
    expect(canManageFolder(ofTeam('admin'), me)).toBe(true);
    expect(canManageFolder(ofTeam('member'), me)).toBe(false);
    expect(canManageFolder(ofTeam('member', { ownerId: 7 }), me)).toBe(true);
    // A maker who left the team no longer manages its folder.
    expect(canManageFolder(ofTeam(undefined, { ownerId: 7 }), me)).toBe(false);
  });
});

describe('moving a presentation', () => {
  const mine = privateTalk(undefined, 7);
  const personalFolder: FolderAccess = { ownerId: 7, teamId: null };
  const teamFolder = (teamRole: TeamRole): FolderAccess => ({ ownerId: 1, teamId: 3, teamRole });

  it('files my own talk in my folder and takes it out again', () => {
    expect(canMove(mine, { teamId: null }, { teamId: null, folder: personalFolder }, me)).toBe(true);
    expect(canMove(mine, { teamId: null }, { teamId: null, folder: null }, me)).toBe(true);
  });

  it('needs the right to edit the talk and to file in the folder', () => {
    expect(canMove(privateTalk('comment'), { teamId: null }, { teamId: null, folder: null }, me)).toBe(false);
    expect(canMove(mine, { teamId: 3 }, { teamId: 3, folder: teamFolder('viewer') }, me)).toBe(false);
  });

  it('files in a personal folder only its owner’s talks, even for someone it was shared with to edit', () => {
    const sharedFolder: FolderAccess = { ownerId: 1, teamId: null, role: 'edit' };
    expect(
      canMove(privateTalk('edit', 1), { teamId: null }, { teamId: null, folder: sharedFolder }, me),
    ).toBe(true);
    expect(canMove(mine, { teamId: null }, { teamId: null, folder: sharedFolder }, me)).toBe(false);
  });

  it('refuses a folder that is not in the space the talk goes to', () => {
    expect(canMove(mine, { teamId: null }, { teamId: null, folder: teamFolder('member') }, me)).toBe(false);
  });

  it('moves my talk into a team where I make presentations', () => {
    const into = { teamId: 3, teamRole: 'member' as const, folder: teamFolder('member') };
    expect(canMove(mine, { teamId: null }, into, me)).toBe(true);
    expect(canMove(mine, { teamId: null }, { ...into, teamRole: 'viewer' }, me)).toBe(false);
  });

  it('lets an editor who is not the owner move it within its space only', () => {
    const theirs = privateTalk('edit');
    expect(
      canMove(
        theirs,
        { teamId: 3, teamRole: 'member' },
        { teamId: 3, teamRole: 'member', folder: teamFolder('member') },
        me,
      ),
    ).toBe(true);
    expect(canMove(theirs, { teamId: 3, teamRole: 'admin' }, { teamId: null, folder: null }, me)).toBe(false);
  });

  it('takes a talk out of a team only for its owner who is an owner or admin of the team', () => {
    const teamTalk = privateTalk('edit', 7);
    expect(canMove(teamTalk, { teamId: 3, teamRole: 'admin' }, { teamId: null, folder: null }, me)).toBe(
      true,
    );
    expect(canMove(teamTalk, { teamId: 3, teamRole: 'member' }, { teamId: null, folder: null }, me)).toBe(
      false,
    );
  });
});
