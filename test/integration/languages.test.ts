// The server picks the language: the language cookie, then Accept-Language, then English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: languages', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  const page = async (headers: Record<string, string>) =>
    (await fetch(`${t.url}/login/`, { headers })).text();

  it('answers in the Accept-Language language, with html lang set', async () => {
    const html = await page({ 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('"lang":"de"');
    expect(html).not.toContain('>Log in</h1>');
  });

  it('prefers the language cookie, and falls back to English for unknown languages', async () => {
    expect(await page({ 'accept-language': 'de', cookie: 'language=ja' })).toContain('<html lang="ja">');
    expect(await page({ 'accept-language': 'xx-YY, zz' })).toContain('<html lang="en">');
    expect(await page({ cookie: 'language=klingon' })).toContain('<html lang="en">');
    expect(await page({})).toContain('>Log in</h1>');
  });
});
