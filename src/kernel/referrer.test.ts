import { describe, expect, it } from 'vitest';
import { referringSite } from './referrer';

const OURS = ['https://podium.example', 'http://127.0.0.1:3000'];

describe('referringSite', () => {
  it('keeps the origin of another site’s page, nothing of its path or query', () => {
    expect(referringSite('https://blog.example/2026/talks?utm=x#top', OURS)).toBe('https://blog.example');
    expect(referringSite('http://intranet.local:8080/wiki/Page', OURS)).toBe('http://intranet.local:8080');
  });

  it('is null for our own site, a direct visit and anything that is not an http(s) address', () => {
    for (const address of [
      'https://podium.example/p/abc/',
      'http://127.0.0.1:3000/',
      '',
      undefined,
      42,
      'not a url',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
    ])
      expect(referringSite(address, OURS)).toBeNull();
  });

  it('refuses an address or origin too long to store', () => {
    expect(referringSite(`https://${'a'.repeat(190)}.example/`, OURS)).toBeNull();
    expect(referringSite(`https://ok.example/${'x'.repeat(3000)}`, OURS)).toBeNull();
  });
});
