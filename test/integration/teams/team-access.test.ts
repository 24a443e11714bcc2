// Rights that come from a team or a shared folder: findAccessRole joins them to the
// collaborator role, so every page and call that asks kernel/access/permissions.ts sees them. Built here
// straight in the tables; the teams and folders calls have their own tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findAccessRole } from '../../../src/features/access/repository';
import type { User } from '../../../src/features/accounts';
import type { TeamRole } from '../../../src/kernel/access/permissions';
import { defineActors } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: rights through teams and folders', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => new Date().toISOString();
  let serial = 0;
  const newTeam = async (members: [User, TeamRole][]) =>
    (await buildTeam(t, members, { createdBy: owner.user.id })).id;
  const newFolder = async (values: { teamId?: number; parentId?: number }) => {
    serial += 1;
    const folder = await t.handle.db
      .insertInto('folders')
      .values({
        fid: `fold${String(serial).padStart(8, '0')}`,
        name: `Folder ${serial}`,
        owner_id: owner.user.id,
        team_id: values.teamId ?? null,
        parent_id: values.parentId ?? null,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return folder.id;
  };
  const place = async (p: Presentation, values: { team_id?: number | null; folder_id?: number | null }) =>
    t.handle.db.updateTable('presentations').set(values).where('id', '=', p.id).execute();
  const viewStatus = async (who: typeof other, p: Presentation) =>
    (await (await who.client()).get(`/api/v4/presentation/${p.oid}/`)).status;
  const renameStatus = async (who: typeof other, p: Presentation) =>
    (
      await (
        await who.client()
      ).request('PATCH', `/api/v4/presentation/${p.oid}/`, {
        json: { title: `Renamed ${serial++}` },
      })
    ).status;

  it('gives team members rights on a private team presentation by their role', async () => {
    const p = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
    const team = await newTeam([
      [owner.user, 'owner'],
      [editor.user, 'member'],
      [commenter.user, 'viewer'],
    ]);
    expect(await viewStatus(editor, p)).toBe(404);
    await place(p, { team_id: team });
    expect(await findAccessRole(t.handle.db, p.id, editor.user.id)).toBe('edit');
    expect(await findAccessRole(t.handle.db, p.id, commenter.user.id)).toBe('view');
    expect(await findAccessRole(t.handle.db, p.id, other.user.id)).toBeUndefined();
    expect(await viewStatus(editor, p)).toBe(200);
    expect(await renameStatus(editor, p)).toBe(200);
    expect(await viewStatus(commenter, p)).toBe(200);
    expect(await renameStatus(commenter, p)).toBe(403);
    expect(await viewStatus(other, p)).toBe(404);
  });

  it('takes the rights away from a member who leaves', async () => {
    const p = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
    const team = await newTeam([[other.user, 'member']]);
    await place(p, { team_id: team });
    expect(await viewStatus(other, p)).toBe(200);
    await t.handle.db.deleteFrom('team_members').where('team_id', '=', team).execute();
    expect(await viewStatus(other, p)).toBe(404);
  });

  it('passes a folder’s sharing down to the presentations in it and in its subfolders', async () => {
    const top = await newFolder({});
    const inner = await newFolder({ parentId: top });
    const innermost = await newFolder({ parentId: inner });
    const p = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
    await place(p, { folder_id: innermost });
    expect(await viewStatus(other, p)).toBe(404);
    await t.handle.db
      .insertInto('folder_collaborators')
      .values({ folder_id: top, user_id: other.user.id, role: 'comment', created_at: now() })
      .execute();
    expect(await findAccessRole(t.handle.db, p.id, other.user.id)).toBe('comment');
    expect(await viewStatus(other, p)).toBe(200);
    expect(await renameStatus(other, p)).toBe(403);
    await t.handle.db
      .insertInto('folder_collaborators')
      .values({ folder_id: inner, user_id: other.user.id, role: 'edit', created_at: now() })
      .execute();
    expect(await findAccessRole(t.handle.db, p.id, other.user.id)).toBe('edit');
    expect(await renameStatus(other, p)).toBe(200);
    // Out of the folder, the sharing no longer reaches it.
    await place(p, { folder_id: null });
    expect(await viewStatus(other, p)).toBe(404);
  });

  it('keeps the strongest of a collaborator role, a folder’s and a team’s', async () => {
    const p = await sharedPresentation();
    const team = await newTeam([[commenter.user, 'member']]);
    await place(p, { team_id: team });
    expect(await findAccessRole(t.handle.db, p.id, commenter.user.id)).toBe('edit');
    expect(await findAccessRole(t.handle.db, p.id, editor.user.id)).toBe('edit');
  });

  it('does not follow a folder chain deeper than the folders may nest', async () => {
    let parent = await newFolder({});
    const top = parent;
    for (let depth = 2; depth <= 12; depth += 1) parent = await newFolder({ parentId: parent });
    const p = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
    await place(p, { folder_id: parent });
    await t.handle.db
      .insertInto('folder_collaborators')
      .values({ folder_id: top, user_id: other.user.id, role: 'edit', created_at: now() })
      .execute();
    expect(await findAccessRole(t.handle.db, p.id, other.user.id)).toBeUndefined();
  });

  const sharedPresentation = () => actors.sharedPresentation({ privacy: 'private' });
});
