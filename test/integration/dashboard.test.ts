// The owner's dashboard: listing their presentations and creating one from Markdown or JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { defineActors, newcomer } from '../helpers/actors';
import { buildDocument, buildPresentation } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: dashboard', (dialect) => {
  let t: TestApp;
  let ownPublic: Presentation;
  let sharedEdit: Presentation;
  let sharedComment: Presentation;
  const actors = defineActors({ other: { publicDisplayName: 'Colette Colleague' } });
  const { owner, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    ownPublic = await buildPresentation(t.handle, owner.user, { title: 'My Public Talk' });
    await buildPresentation(t.handle, owner.user, { title: 'My Private Draft', privacy: 'private' });
    // Another user's presentations, two of them shared with the owner.
    const colleague = other.user;
    await buildPresentation(t.handle, colleague, { title: 'Someone Else' });
    sharedEdit = await buildPresentation(t.handle, colleague, { title: 'Team Roadmap', privacy: 'private' });
    sharedComment = await buildPresentation(t.handle, colleague, {
      title: 'Draft For Review',
      privacy: 'private',
    });
    const hidden = await buildPresentation(t.handle, colleague, { title: 'Taken Down Deck', hidden: true });
    const at = new Date().toISOString();
    await t.handle.db
      .insertInto('collaborators')
      .values([
        { presentation_id: sharedEdit.id, user_id: owner.user.id, role: 'edit', created_at: at },
        { presentation_id: sharedComment.id, user_id: owner.user.id, role: 'comment', created_at: at },
        { presentation_id: hidden.id, user_id: owner.user.id, role: 'edit', created_at: at },
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });
  const countOwn = async () =>
    (
      await t.handle.db
        .selectFrom('presentations')
        .select('id')
        .where('owner_id', '=', owner.user.id)
        .execute()
    ).length;

  it('sends visitors to log in first', async () => {
    const response = await (await anonymous.client()).get('/dashboard/next/?sort=views');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login/?next=%2Fdashboard%2Fnext%2F%3Fsort%3Dviews');
  });

  it('lists every one of the owner’s presentations, filterable by privacy', async () => {
    const client = await owner.client();
    const all = await (await client.get('/dashboard/next/')).text();
    expect(all).toContain('My Public Talk');
    expect(all).toContain('My Private Draft');
    expect(all).not.toContain('Someone Else');
    const privateOnly = await (await client.get('/dashboard/next/?privacy=private&sort=title')).text();
    expect(privateOnly).toContain('My Private Draft');
    expect(privateOnly).not.toContain('My Public Talk');
    expect((await client.get('/dashboard/next/?sort=random')).status).toBe(400);
  });

  it('gives each card Edit, Settings, Statistics and View', async () => {
    const html = (await (await (await owner.client()).get('/dashboard/next/')).text()).replaceAll(
      '<!-- -->',
      '',
    );
    const oid = ownPublic.oid;
    expect(html).toContain(`aria-label="Actions for My Public Talk"`);
    expect(html).toContain(`<a href="/p/edit/${oid}/">Edit</a>`);
    expect(html).toContain(`<a href="/dashboard/next/${oid}/">Settings</a>`);
    expect(html).toContain(`<a href="/dashboard/next/${oid}/stats/">Statistics</a>`);
    expect(html).toContain(`<a href="/p/${oid}/${ownPublic.slug}/">View</a>`);
  });

  it('lists what others shared, with the role, linking to the editor, leaving out taken-down ones', async () => {
    const html = (await (await (await owner.client()).get('/dashboard/next/')).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(html).toContain('>Shared with you</h2>');
    expect(html).toContain(`href="/p/edit/${sharedEdit.oid}/">Team Roadmap</a>`);
    expect(html).toContain(`href="/p/edit/${sharedComment.oid}/">Draft For Review</a>`);
    expect(html).toContain('dashboard__privacy">You can edit</span>');
    expect(html).toContain('dashboard__privacy">You can comment</span>');
    expect(html).toContain('Colette Colleague');
    expect(html).not.toContain('Taken Down Deck');
    // Shared presentations are not counted among the user's own.
    expect(html).toContain('2 presentations');
    const { client } = await newcomer(t);
    expect(await (await client.get('/dashboard/next/')).text()).not.toContain('>Shared with you</h2>');
  });

  it('confirms a deletion with a notice, and only when asked', async () => {
    const client = await owner.client();
    const notice = 'role="status">The presentation was deleted.</p>';
    expect(await (await client.get('/dashboard/next/?deleted=1')).text()).toContain(notice);
    expect(await (await client.get('/dashboard/next/')).text()).not.toContain(notice);
    expect((await client.get('/dashboard/next/?deleted=yes')).status).toBe(400);
  });

  it('publishes pasted Markdown and JSON, landing on the new view page', async () => {
    const client = await owner.client();
    const before = await countOwn();
    const md = await client.submit('/dashboard/next/', {
      source: '# Fresh Ideas\n\n## One\n\n- a point\n',
      privacy: 'private',
    });
    expect(md.status).toBe(303);
    expect(md.headers.get('location')).toMatch(/^\/p\/[a-z0-9]{12}\/fresh-ideas\/$/);
    const json = await client.submit('/dashboard/next/', {
      source: JSON.stringify(buildDocument({ title: 'From JSON' })),
      privacy: 'public',
    });
    expect(json.headers.get('location')).toMatch(/\/from-json\/$/);
    expect(await countOwn()).toBe(before + 2);
  });

  it('explains a bad file line by line with a 400 and creates nothing', async () => {
    const client = await owner.client();
    const before = await countOwn();
    const response = await client.submit('/dashboard/next/', {
      source: '# Title\n### Orphan\n',
      privacy: 'public',
    });
    expect(response.status).toBe(400);
    const html = (await response.text()).replaceAll('&quot;', '"');
    expect(html).toContain('line 2: a "###" subtopic needs a "##" topic above it');
    expect(html).toContain('# Title');
    const badJson = await client.submit('/dashboard/next/', {
      source: '{"version": 2, "title": ""}',
      privacy: 'public',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.text()).toContain('title: must not have fewer than 1 characters');
    const badPrivacy = await client.submit('/dashboard/next/', { source: '# T\n## A\n', privacy: 'secret' });
    expect(badPrivacy.status).toBe(400);
    expect(await countOwn()).toBe(before);
  });
});
