// Asking a permission: authorize(actor, ability, subject), over a closed list of abilities, each
// with the one kind of subject it is decided on. The rules themselves stay in permissions.ts; this
// names them, so a caller asks for 'presentation.edit' on a presentation and cannot ask it of a
// folder, and a new rule is one more line here rather than one more import everywhere.
import {
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
  type DownloadRules,
  type FolderAccess,
  mayCachePublicly,
  type Placement,
  type PresentationAccess,
  type TeamRole,
  type Viewer,
} from './permissions';

/** Who asks: a signed-in person, or null for a visitor who is not. */
export type Actor = Viewer | null;

/**
 * A team as one person meets it: their role in it, undefined when they are not a member. The team
 * rules are decided by that role alone, so they do not read the actor.
 */
export interface TeamAccess {
  role: TeamRole | undefined;
}

/**
 * Moving someone in a team, asked by a member whose role is `role`: from `from` (undefined: not a
 * member yet, an invitation) to `to` (undefined: out of the team).
 */
export interface MemberChange extends TeamAccess {
  from: TeamRole | undefined;
  to: TeamRole | undefined;
}

/** Leaving a team: the leaver's role in it and how many owners it has. */
export interface Departure {
  role: TeamRole;
  owners: number;
}

/** Downloading: the presentation as the actor meets it, with the request's download rules. */
export type DownloadAccess = PresentationAccess & DownloadRules;

/** Moving a presentation from one place (a space, a folder) to another. */
export interface PresentationMove {
  presentation: PresentationAccess;
  from: Placement;
  to: Placement & { folder: FolderAccess | null };
}

/** Every ability, with the subject it is asked of. */
interface Subjects {
  'presentation.view': PresentationAccess;
  'presentation.like': PresentationAccess;
  'presentation.edit': PresentationAccess;
  'presentation.comment': PresentationAccess;
  'presentation.copy': PresentationAccess;
  'presentation.useTemplate': PresentationAccess;
  'presentation.presentLive': PresentationAccess;
  'presentation.seeThumbnail': PresentationAccess;
  'presentation.cachePublicly': PresentationAccess;
  'presentation.download': DownloadAccess;
  'presentation.move': PresentationMove;
  'team.manage': TeamAccess;
  'team.manageMembers': TeamAccess;
  'team.createIn': TeamAccess;
  'team.manageBrandKit': TeamAccess;
  'team.changeMember': MemberChange;
  'team.leave': Departure;
  'folder.see': FolderAccess;
  'folder.file': FolderAccess;
  'folder.manage': FolderAccess;
}

export type Ability = keyof Subjects;
export type SubjectOf<A extends Ability> = Subjects[A];
/** The abilities asked of a presentation alone, which the server's loadFor asks after loading it. */
export type PresentationAbility = {
  [A in Ability]: Subjects[A] extends PresentationAccess
    ? PresentationAccess extends Subjects[A]
      ? A
      : never
    : never;
}[Ability];

const RULES: { [A in Ability]: (actor: Actor, subject: Subjects[A]) => boolean } = {
  'presentation.view': (actor, p) => canView(p, actor),
  'presentation.like': (actor, p) => canLike(p, actor),
  'presentation.edit': (actor, p) => canEdit(p, actor),
  'presentation.comment': (actor, p) => canComment(p, actor),
  'presentation.copy': (actor, p) => canCopy(p, actor),
  'presentation.useTemplate': (actor, p) => canUseTemplate(p, actor),
  'presentation.presentLive': (actor, p) => canPresentLive(p, actor),
  'presentation.seeThumbnail': (actor, p) => canSeeThumbnail(p, actor),
  'presentation.cachePublicly': (actor, p) => mayCachePublicly(p, actor),
  'presentation.download': (actor, p) => canDownload(p, actor, p),
  'presentation.move': (actor, { presentation, from, to }) => canMove(presentation, from, to, actor),
  'team.manage': (_, team) => canManageTeam(team.role),
  'team.manageMembers': (_, team) => canManageMembers(team.role),
  'team.createIn': (_, team) => canCreateInTeam(team.role),
  'team.manageBrandKit': (_, team) => canManageBrandKit(team.role),
  'team.changeMember': (_, change) => canChangeMember(change.role, change.from, change.to),
  'team.leave': (_, leaving) => canLeaveTeam(leaving.role, leaving.owners),
  'folder.see': (actor, folder) => canSeeFolder(folder, actor),
  'folder.file': (actor, folder) => canFileInFolder(folder, actor),
  'folder.manage': (actor, folder) => canManageFolder(folder, actor),
};

/** May `actor` do `ability` to `subject`? */
export function authorize<A extends Ability>(actor: Actor, ability: A, subject: SubjectOf<A>): boolean {
  return RULES[ability](actor, subject);
}
