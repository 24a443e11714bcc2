// The owner's dashboard: listing their presentations and creating one from Markdown or JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema';
import { TestClient } from '../helpers/client';
import { buildDocument, buildPresentation, buildUser, TEST_PASSWORD } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: dashboard', (dialect) => {
  let t: TestApp;
  let owner: User;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle);
    await buildPresentation(t.handle, owner, { title: 'My Public Talk' });
    await buildPresentation(t.handle, owner, { title: 'My Private Draft', privacy: 'private' });
    await buildPresentation(t.handle, await buildUser(t.handle), { title: 'Someone Else' });
  });
  afterAll(async () => {
    await t.close();
  });
  const signedIn = async () => {
    const client = new TestClient(t.url);
    await client.logIn(owner.username, TEST_PASSWORD);
    return client;
  };
  const countOwn = async () =>
    (await t.handle.db.selectFrom('presentations').select('id').where('owner_id', '=', owner.id).execute())
      .length;

  it('sends visitors to log in first', async () => {
    const response = await new TestClient(t.url).get('/dashboard/next/?sort=views');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login/?next=%2Fdashboard%2Fnext%2F%3Fsort%3Dviews');
  });

  it('lists every one of the owner’s presentations, filterable by privacy', async () => {
    const client = await signedIn();
    const all = await (await client.get('/dashboard/next/')).text();
    expect(all).toContain('My Public Talk');
    expect(all).toContain('My Private Draft');
    expect(all).not.toContain('Someone Else');
    const privateOnly = await (await client.get('/dashboard/next/?privacy=private&sort=title')).text();
    expect(privateOnly).toContain('My Private Draft');
    expect(privateOnly).not.toContain('My Public Talk');
    expect((await client.get('/dashboard/next/?sort=random')).status).toBe(400);
  });

  it('publishes pasted Markdown and JSON, landing on the new view page', async () => {
    const client = await signedIn();
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
    const client = await signedIn();
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
