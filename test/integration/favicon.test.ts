// The site's icon: pages link a 32 px PNG drawn from the SVG icon, because Chromium
// fetches the icon again at each of the player's `#step=` writes and an SVG icon is a whole SVG
// document made on the main thread mid-flight. The SVG stays served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentationPath } from '../../src/kernel/paths';
import { defineActors } from '../helpers/actors';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(DIALECTS)('%s: the site icon', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a 32 px PNG, cacheable, and the one pages link', async () => {
    const response = await fetch(`${t.url}/favicon.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: width and height, big-endian, after the signature, the chunk's length and its type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);

    const p = await actors.sharedPresentation({ title: 'Icon talk' });
    for (const path of ['/', presentationPath(p)]) {
      const html = await (await fetch(t.url + path)).text();
      expect(html, path).toContain('<link rel="icon" href="/favicon.png" sizes="32x32" type="image/png">');
      expect(html, path).not.toContain('favicon.svg');
    }
    expect((await fetch(`${t.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });
});
