// The people integration tests act as: an owner, an editor and a commenter on the
// owner's shared presentations, another signed-in user with no rights, a staff member, and an
// anonymous visitor. Each has a browser-like client, logged in on first use and then kept for the
// file, so a file pays for each log-in once.
//
// A describe block names them at once and builds them in its beforeAll, once the app is up:
//
//   const actors = defineActors({ owner: { publicDisplayName: 'Olga Owner' } });
//   const { owner, editor, anonymous } = actors;
//   beforeAll(async () => {
//     t = await startTestApp(dialect);
//     await actors.build(t);
//   });
import { expect } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { upsertCollaborator } from '../../src/features/access/repository';
import type { User } from '../../src/features/accounts';
import { TestClient } from './client';
import { buildPresentation, buildUser, TEST_PASSWORD } from './factories';
import type { TestApp } from './test-app';

export type MemberRole = 'owner' | 'editor' | 'commenter' | 'other' | 'staff';
type UserOverrides = NonNullable<Parameters<typeof buildUser>[1]>;
type PresentationOverrides = NonNullable<Parameters<typeof buildPresentation>[2]>;

export interface Member {
  readonly user: User;
  /** This person's tab for the file: logged in on first use, then the same session every time. */
  client(): Promise<TestClient>;
  /** Another tab, logged in with a session of its own. */
  newClient(): Promise<TestClient>;
}

export interface Visitor {
  readonly user: null;
  /** The visitor's tab for the file: it has loaded a page, so it holds a CSRF cookie. */
  client(): Promise<TestClient>;
  /** Another visitor's tab (a new CSRF cookie: counted as a different visitor). */
  newClient(): Promise<TestClient>;
}

export type Actor = Member | Visitor;

export interface Actors extends Record<MemberRole, Member> {
  anonymous: Visitor;
  /** Makes the five users on `t` (in role order, so their ids are too; only `staff` is staff). */
  build(t: TestApp): Promise<void>;
  /** A presentation of `owner` shared with `editor` (edit rights) and `commenter` (comment rights). */
  sharedPresentation(overrides?: PresentationOverrides): Promise<Presentation>;
  /** Shares an existing presentation of `owner` with `editor` and `commenter`. */
  share(presentation: Presentation): Promise<void>;
}

/** A new tab logged in as `user` (made by buildUser, so with TEST_PASSWORD). */
export async function logIn(t: TestApp, user: User): Promise<TestClient> {
  const client = new TestClient(t.url);
  expect((await client.logIn(user.username, TEST_PASSWORD)).status, `log in as ${user.username}`).toBe(303);
  return client;
}

/** Someone who has just signed up: a new user, logged in on a new tab. */
export async function newcomer(
  t: TestApp,
  overrides: UserOverrides = {},
): Promise<{ user: User; client: TestClient }> {
  const user = await buildUser(t.handle, overrides);
  return { user, client: await logIn(t, user) };
}

const ROLES: MemberRole[] = ['owner', 'editor', 'commenter', 'other', 'staff'];

/** The first call opens the tab; later calls get the same one. */
function kept(open: () => Promise<TestClient>): () => Promise<TestClient> {
  let tab: Promise<TestClient> | undefined;
  return () => (tab ??= open());
}

/**
 * The actors of one describe block, named now and made by `build(t)` in its beforeAll. Overrides
 * go to buildUser per role, e.g. `{ commenter: { firstName: 'Cora', lastName: 'Mentor' } }`.
 */
export function defineActors(overrides: Partial<Record<MemberRole, UserOverrides>> = {}): Actors {
  let app: TestApp | undefined;
  const users = new Map<MemberRole, User>();
  const built = () => {
    if (!app) throw new Error('Build the actors first: `await actors.build(t)` in beforeAll.');
    return app;
  };

  const member = (role: MemberRole): Member => {
    const user = () => {
      built();
      return users.get(role)!;
    };
    const newClient = () => logIn(built(), user());
    return {
      get user() {
        return user();
      },
      client: kept(newClient),
      newClient,
    };
  };
  const owner = member('owner');
  const editor = member('editor');
  const commenter = member('commenter');
  const other = member('other');
  const staff = member('staff');
  const newVisitor = () => new TestClient(built().url).prime();
  const anonymous: Visitor = { user: null, client: kept(newVisitor), newClient: newVisitor };

  const share = async (presentation: Presentation) => {
    const { db } = built().handle;
    const at = new Date().toISOString();
    await upsertCollaborator(db, presentation.id, editor.user.id, 'edit', at);
    await upsertCollaborator(db, presentation.id, commenter.user.id, 'comment', at);
  };

  return {
    owner,
    editor,
    commenter,
    other,
    staff,
    anonymous,
    build: async (t) => {
      for (const role of ROLES) {
        const base = role === 'staff' ? { isStaff: true } : {};
        users.set(role, await buildUser(t.handle, { ...base, ...overrides[role] }));
      }
      app = t;
    },
    share,
    sharedPresentation: async (presentationOverrides = {}) => {
      const presentation = await buildPresentation(built().handle, owner.user, presentationOverrides);
      await share(presentation);
      return presentation;
    },
  };
}

/** The actors on an app started inside a test (a second app with other settings). */
export async function buildActors(
  t: TestApp,
  overrides: Partial<Record<MemberRole, UserOverrides>> = {},
): Promise<Actors> {
  const actors = defineActors(overrides);
  await actors.build(t);
  return actors;
}
