// A share link's password, e-mail and code pages show the deck's brand kit, over real HTTP on
// every dialect: the kit's logo where the owner shows it on the view page, its colours where the
// deck is in the `brand` theme, and Podium's own look for a deck that follows no kit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import type { ViewLinkData } from '../../../src/features/sharing/contracts';
import { KIT, useBrandTheme as putInBrandTheme } from '../../helpers/brand';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { makePng } from '../../helpers/pdf';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const KIT_STYLE = `--brand:${KIT.colors.primary};--brand-ink:#ffffff;--gate-accent:${KIT.colors.accent}`;

describe.each(DIALECTS)('%s: share-link gate pages in the deck’s brand kit', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let owner: User;
  let me: TestClient;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(dialect, smtp.env);
    owner = await buildUser(t.handle);
    me = await new TestClient(t.url).prime();
    await me.logIn(owner.username, TEST_PASSWORD);
    const logo = await me.request('PUT', '/api/v4/brand-kit/logo/', {
      body: makePng(200, 50),
      headers: { 'content-type': 'image/png' },
    });
    expect(logo.status).toBe(200);
    expect((await me.request('PUT', '/api/v4/brand-kit/', { json: KIT })).status).toBe(200);
    expect((await me.request('POST', '/api/v4/brand-kit/publish/')).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function linkFor(p: Presentation, rules: object) {
    const response = await me.request('POST', `/api/v4/presentation/${p.oid}/links/`, { json: rules });
    expect(response.status).toBe(201);
    return (await response.json()).link as ViewLinkData;
  }
  async function brandedDeck() {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private', title: 'Kit talk' });
    await putInBrandTheme(t, p);
    const shown = await me.request('PUT', `/api/v4/presentation/${p.oid}/brand-logo/`, {
      json: { show: true },
    });
    expect(shown.status).toBe(200);
    return p;
  }
  const expectKit = (page: string) => {
    expect(page).toContain('site-header__brand-logo');
    expect(page).toContain('/media/brand/');
    expect(page).toContain(`style="${KIT_STYLE}"`);
    expect(page).toContain('form-card--branded');
  };

  it('shows the kit on the password page, as first met and after a wrong password', async () => {
    const p = await brandedDeck();
    const { linkId } = await linkFor(p, { password: 'open sesame' });
    const visitor = await new TestClient(t.url).prime();
    const first = await visitor.get(`/view/${linkId}/`);
    expect(first.status).toBe(401);
    expectKit(await first.text());
    const wrong = await visitor.submit(`/view/${linkId}/unlock/`, { password: 'not the one' });
    expect(wrong.status).toBe(401);
    expectKit(await wrong.text());
    // The embed's gate is the same page.
    expectKit(await (await visitor.get(`/p/embed/${linkId}/`)).text());
  });

  it('shows the kit on the e-mail page and on the code page', async () => {
    const p = await brandedDeck();
    const { linkId } = await linkFor(p, { requireEmail: true, verifyEmail: true });
    const visitor = await new TestClient(t.url).prime();
    expectKit(await (await visitor.get(`/view/${linkId}/`)).text());
    const sent = await visitor.submit(`/view/${linkId}/unlock/`, { email: `kit-${dialect}@acme.example` });
    expect(sent.status).toBe(200);
    const codePage = await sent.text();
    expect(codePage).toContain(`action="/view/${linkId}/code/"`);
    expectKit(codePage);
    const wrong = await visitor.submit(`/view/${linkId}/code/`, {
      email: `kit-${dialect}@acme.example`,
      code: '12ab',
    });
    expectKit(await wrong.text());
  });

  it('keeps Podium’s look for a deck that follows no kit', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { password: 'open sesame' });
    const page = await (await new TestClient(t.url).prime().then((c) => c.get(`/view/${linkId}/`))).text();
    expect(page).toContain('name="password"');
    expect(page).not.toContain('site-header__brand-logo');
    expect(page).not.toContain('--brand:');
    expect(page).not.toContain('form-card--branded');
  });
});
