import { describe, expect, it } from 'vitest';
import { ENCODED, OTHER, PAGE, SESSION, setup } from './test-support';

describe('the session cookie', () => {
  const cookie = (expires: string, domain = '; Domain=.podium.example') =>
    `glassbox-session-id=${ENCODED}; Max-Age=1800; Expires=${expires}; Path=/${domain}; Secure; SameSite=None`;

  it('is created on the first event and refreshed, with the same id, on each later one', async () => {
    const { analytics, document, sent, tick } = setup();
    await analytics.track('ClickLogo', {});
    tick(60_000);
    await analytics.track('ClickSearchInput', {});
    expect(document.writes).toEqual([
      cookie('Thu, 15 Jan 2026 10:30:00 GMT'),
      cookie('Thu, 15 Jan 2026 10:31:00 GMT'),
    ]);
    expect(sent().map(([, [envelope]]) => [envelope.user.session_id, envelope.event_source])).toEqual([
      [SESSION, { single_page_session_id: PAGE }],
      [SESSION, { single_page_session_id: PAGE }],
    ]);
  });

  it('is read and refreshed once for a burst of events (the cookie store is slow to reach)', async () => {
    const { analytics, document, sent, tick } = setup();
    await analytics.track('ClickLogo', {});
    tick(1_000);
    await analytics.track('ClickSearchInput', {});
    tick(28_000);
    await analytics.track('ClickLogo', {});
    expect(document.writes).toEqual([cookie('Thu, 15 Jan 2026 10:30:00 GMT')]);
    tick(1_000);
    await analytics.track('ClickLogo', {});
    expect(document.writes).toHaveLength(2);
    expect(sent().map(([, [envelope]]) => [envelope.user.session_id, envelope.platform.putma_id])).toEqual(
      Array(4).fill([SESSION, 'putma-42']),
    );
  });

  it("reuses another page's session from the cookie", async () => {
    const { analytics, sent } = setup({
      cookies: { 'glassbox-session-id': encodeURIComponent(JSON.stringify({ session_id: OTHER })) },
    });
    await analytics.track('ClickLogo', {});
    expect(sent()[0]![1][0].user.session_id).toBe(OTHER);
  });

  it('ignores an undecodable cookie and starts a new session', async () => {
    const { analytics, document, sent } = setup({ cookies: { 'glassbox-session-id': '%E0%A4%A' } });
    await expect(analytics.track('ClickLogo', {})).resolves.toBe(true);
    expect(sent()[0]![1][0].user.session_id).toBe(SESSION);
    expect(document.writes).toEqual([cookie('Thu, 15 Jan 2026 10:30:00 GMT')]);
  });

  it('is host-only on hosts outside the configured domains', async () => {
    const { analytics, document } = setup({ hostname: 'podium.elsewhere.example' });
    await analytics.track('ClickLogo', {});
    expect(document.writes).toEqual([cookie('Thu, 15 Jan 2026 10:30:00 GMT', '')]);
  });

  it('is host-only on localhost', async () => {
    const { analytics, document } = setup({ hostname: 'localhost' });
    await analytics.track('ClickLogo', {});
    expect(document.writes).toEqual([cookie('Thu, 15 Jan 2026 10:30:00 GMT', '')]);
  });

  it('takes the dev domain on dev hosts', async () => {
    const { analytics, document } = setup({
      hostname: 'web.podium-dev.example',
      config: { devDomain: 'podium-dev.example' },
    });
    await analytics.track('ClickLogo', {});
    expect(document.writes).toEqual([
      cookie('Thu, 15 Jan 2026 10:30:00 GMT', '; Domain=.podium-dev.example'),
    ]);
  });

  it('is host-only on an IP address, where a Domain attribute would be refused', async () => {
    const { analytics, document } = setup({
      hostname: '192.0.2.10',
      config: { productionDomain: '192.0.2.10' },
    });
    await analytics.track('ClickLogo', {});
    expect(document.writes).toEqual([cookie('Thu, 15 Jan 2026 10:30:00 GMT', '')]);
  });

  it('still lasts the session on a plain-http site, first-party only (no Secure cookie there)', async () => {
    const { analytics, document, sent, tick } = setup({ protocol: 'http:' });
    await analytics.track('ClickLogo', {});
    tick(60_000);
    await analytics.track('ClickSearchInput', {});
    expect(document.writes[0]).toBe(
      `glassbox-session-id=${ENCODED}; Max-Age=1800; Expires=Thu, 15 Jan 2026 10:30:00 GMT; Path=/; Domain=.podium.example; SameSite=Lax`,
    );
    expect(document.writes[1]).not.toContain('Secure');
    expect(sent().map(([, [envelope]]) => envelope.user.session_id)).toEqual([SESSION, SESSION]);
  });

  it('sessionId() gives the current id and keeps the page id apart', () => {
    const { analytics } = setup();
    expect(analytics.sessionId()).toBe(SESSION);
    expect(analytics.sessionId()).toBe(SESSION);
    expect(analytics.pageSessionId).toBe(PAGE);
  });
});
