import { describe, expect, it } from 'vitest';
import { isExpired, linkDownloadOf, MAX_EXPIRY_MS, parseLinkRules, storedLinkDownload } from './link-rules';

const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('parseLinkRules', () => {
  it('keeps what is left out, and removes what is null or blank', () => {
    expect(parseLinkRules({}, NOW)).toEqual({ ok: true, changes: {} });
    expect(parseLinkRules({ name: '  ', password: null, expiresAt: null }, NOW)).toEqual({
      ok: true,
      changes: { name: null, password: null, expiresAt: null },
    });
  });

  it('takes a download rule of inherit, allow or forbid, and nothing else', () => {
    for (const download of ['inherit', 'allow', 'forbid'] as const)
      expect(parseLinkRules({ download }, NOW)).toEqual({ ok: true, changes: { download } });
    expect(parseLinkRules({ download: 'sometimes' as 'allow' }, NOW)).toEqual({
      ok: false,
      message: "Downloads must be 'inherit', 'allow' or 'forbid'.",
    });
  });

  it('stores a download rule as null, 1 or 0 and reads it back', () => {
    for (const rule of ['inherit', 'allow', 'forbid'] as const)
      expect(linkDownloadOf(storedLinkDownload(rule))).toBe(rule);
    expect(storedLinkDownload('inherit')).toBeNull();
    expect(storedLinkDownload('forbid')).toBe(0);
  });

  it('trims the name and normalises the expiry', () => {
    expect(
      parseLinkRules(
        { name: ' Acme board ', password: 'open sesame', expiresAt: '2026-12-01T09:30:00+01:00' },
        NOW,
      ),
    ).toEqual({
      ok: true,
      changes: { name: 'Acme board', password: 'open sesame', expiresAt: '2026-12-01T08:30:00.000Z' },
    });
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'The name can be at most 100 characters.'],
    [{ password: 'short' }, 'The password must have 8 to 200 characters.'],
    [{ password: 'p'.repeat(201) }, 'The password must have 8 to 200 characters.'],
    [{ expiresAt: 'next tuesday' }, 'The expiry must be a date and time.'],
    [{ expiresAt: '2026-11-26T12:00:00.000Z' }, 'The expiry must be in the future.'],
    [
      { expiresAt: new Date(NOW.getTime() + MAX_EXPIRY_MS + 1000).toISOString() },
      'The expiry can be at most ten years ahead.',
    ],
  ])('refuses %j', (rules, message) => {
    expect(parseLinkRules(rules, NOW)).toEqual({ ok: false, message });
  });
});

describe('isExpired', () => {
  it('is true from the expiry on, and never without one', () => {
    expect(isExpired({ expires_at: null }, NOW)).toBe(false);
    expect(isExpired({ expires_at: '2026-11-26T12:00:00.001Z' }, NOW)).toBe(false);
    expect(isExpired({ expires_at: '2026-11-26T12:00:00.000Z' }, NOW)).toBe(true);
  });
});
