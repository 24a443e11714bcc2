// Reporting a presentation through /contact/abuse/{oid}/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser, buildViewLink } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: reports', (dialect) => {
  let t: TestApp;
  let p: Presentation;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    p = await buildPresentation(t.handle, await buildUser(t.handle), { title: 'Miracle Cures' });
  });
  afterAll(async () => {
    await t.close();
  });
  const reports = () => t.handle.db.selectFrom('reports').selectAll().execute();

  it('shows a labelled form and stores a valid report once', async () => {
    const client = new TestClient(t.url);
    const form = await client.get(`/contact/abuse/${p.oid}/`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<label for="field-reason">Reason</label>');
    expect(html).toContain('<option value="misinformation">False or misleading information</option>');
    const before = (await reports()).length;
    const sent = await client.submit(`/contact/abuse/${p.oid}/`, {
      reason: 'misinformation',
      details: 'Claims a tea cures measles.',
      email: 'me@example.com',
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Thank you. Your report was sent');
    const stored = await reports();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      presentation_id: p.id,
      reason: 'misinformation',
      details: 'Claims a tea cures measles.',
      contact_email: 'me@example.com',
      status: 'open',
      reporter_id: null,
    });
  });

  it('re-renders with messages and a 400 for bad input, storing nothing', async () => {
    const client = await new TestClient(t.url).prime();
    const before = (await reports()).length;
    const bad = await client.submit(`/contact/abuse/${p.oid}/`, {
      reason: 'boring',
      details: 'short',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Choose a reason from the list.');
    expect(html).toContain('Describe the problem in 10 to 2000 characters.');
    expect(html).toContain('Enter a valid email address or leave it empty.');
    expect((await reports()).length).toBe(before);
  });

  it('lets a view-link holder report a private presentation, and nobody else', async () => {
    const secret = await buildPresentation(t.handle, await buildUser(t.handle), { privacy: 'private' });
    const link = await buildViewLink(t.handle, secret);
    const client = await new TestClient(t.url).prime();
    expect((await client.get(`/contact/abuse/${secret.oid}/`)).status).toBe(404);
    expect((await client.get(`/contact/abuse/${secret.oid}/?auth_key=${link}`)).status).toBe(200);
    const sent = await client.submit(`/contact/abuse/${secret.oid}/`, {
      reason: 'privacy',
      details: 'My phone number is on slide 3.',
      auth_key: link,
    });
    expect(sent.status).toBe(200);
    const refused = await client.submit(`/contact/abuse/${secret.oid}/`, {
      reason: 'privacy',
      details: 'My phone number is on slide 3.',
    });
    expect(refused.status).toBe(404);
  });
});
