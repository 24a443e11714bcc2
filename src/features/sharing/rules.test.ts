import { describe, expect, it } from 'vitest';
import {
  emailDomainAllowed,
  isEmailAddress,
  isExpired,
  linkDownloadOf,
  MAX_EXPIRY_MS,
  maskEmail,
  parseDomains,
  parseLinkRules,
  splitDomains,
  storedLinkDownload,
} from './rules';

const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('parseLinkRules', () => {
  it('keeps what is left out, and removes what is null or blank', () => {
    expect(parseLinkRules({}, NOW)).toEqual({ ok: true, changes: {} });
    expect(parseLinkRules({ name: '  ', password: null, expiresAt: null }, NOW)).toEqual({
      ok: true,
      changes: { name: null, password: null, expiresAt: null },
    });
  });

  it('keeps the e-mail rule', () => {
    for (const notify of ['off', 'first', 'every'] as const)
      expect(parseLinkRules({ notify }, NOW)).toEqual({ ok: true, changes: { notify } });
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
    [{ notify: 'sometimes' as 'first' }, 'notify must be off, first or every.'],
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

describe('verification and allowed domains', () => {
  const gated = { requireEmail: true };
  it('keeps verifyEmail and cleaned domains with the e-mail gate, asked now or already on', () => {
    expect(
      parseLinkRules(
        { requireEmail: true, verifyEmail: true, allowedDomains: ['Example.com', '@b.org'] },
        NOW,
      ),
    ).toEqual({
      ok: true,
      changes: { requireEmail: true, verifyEmail: true, allowedDomains: ['example.com', 'b.org'] },
    });
    expect(parseLinkRules({ verifyEmail: false, allowedDomains: [] }, NOW, gated)).toEqual({
      ok: true,
      changes: { verifyEmail: false, allowedDomains: null },
    });
    expect(parseLinkRules({ allowedDomains: null }, NOW, gated)).toEqual({
      ok: true,
      changes: { allowedDomains: null },
    });
  });

  it('refuses them without the e-mail gate, and turns them off with it', () => {
    expect(parseLinkRules({ verifyEmail: true }, NOW)).toEqual({
      ok: false,
      message: 'Verifying the address by a code needs requireEmail (ask for an e-mail address).',
    });
    expect(parseLinkRules({ requireEmail: false, verifyEmail: true }, NOW, gated).ok).toBe(false);
    expect(parseLinkRules({ allowedDomains: ['example.com'] }, NOW)).toEqual({
      ok: false,
      message: 'Allowed e-mail domains need requireEmail (ask for an e-mail address).',
    });
    // Turning nothing on is not refused.
    expect(parseLinkRules({ verifyEmail: false, allowedDomains: [] }, NOW).ok).toBe(true);
    expect(parseLinkRules({ requireEmail: false }, NOW, gated)).toEqual({
      ok: true,
      changes: { requireEmail: false, verifyEmail: false, allowedDomains: null },
    });
  });
});

describe('parseDomains', () => {
  it('lower-cases, trims, drops a leading @, empties and duplicates', () => {
    expect(parseDomains([' A.Example ', '@b.example', '', 'a.example', 'xn--bcher-kva.example'])).toEqual({
      ok: true,
      list: ['a.example', 'b.example', 'xn--bcher-kva.example'],
    });
  });

  it.each([
    'example',
    'exa mple.com',
    'a@b.com',
    '-bad.com',
    'bad-.com',
    '10.0.0.1',
    'a..b.com',
    `${'x'.repeat(64)}.com`,
    'http://example.com',
  ])('refuses %j', (domain) => {
    const parsed = parseDomains([domain]);
    expect(parsed.ok).toBe(false);
  });

  it('takes at most 50 different domains', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `d${i}.example`);
    expect(parseDomains([...fifty, 'd0.example']).ok).toBe(true);
    expect(parseDomains([...fifty, 'd50.example'])).toEqual({
      ok: false,
      message: 'At most 50 e-mail domains.',
    });
  });

  it('splits what the owner typed on commas, spaces and lines', () => {
    expect(splitDomains(' a.example, b.example\nc.example;d.example  ')).toEqual([
      'a.example',
      'b.example',
      'c.example',
      'd.example',
    ]);
    expect(splitDomains('  ')).toEqual([]);
  });
});

describe('emailDomainAllowed', () => {
  it('matches the domain exactly, and any domain without a list', () => {
    expect(emailDomainAllowed('ada@example.com', null)).toBe(true);
    expect(emailDomainAllowed('ada@example.com', [])).toBe(true);
    expect(emailDomainAllowed('ada@example.com', ['example.org', 'example.com'])).toBe(true);
    expect(emailDomainAllowed('ada@mail.example.com', ['example.com'])).toBe(false);
    expect(emailDomainAllowed('ada@notexample.com', ['example.com'])).toBe(false);
    expect(emailDomainAllowed('', ['example.com'])).toBe(false);
  });
});

describe('maskEmail', () => {
  it('shows the first letter and the domain', () => {
    expect(maskEmail('ada@example.com')).toBe('a…@example.com');
    expect(maskEmail('not an address')).toBe('…');
  });
});

describe('isEmailAddress', () => {
  it('takes one plain address', () => {
    for (const ok of [
      'ada@acme.example',
      "o'neil+x@a-b.example",
      'a.b_c@mail.example.co.uk',
      'x@xn--bcher-kva.example',
    ])
      expect(isEmailAddress(ok), ok).toBe(true);
  });
  it('refuses lists, display names, groups and odd dots', () => {
    const bad = [
      'bob,mallory@victim.test',
      'bob;mallory@victim.test',
      'Bob <mallory@victim.test>',
      '"bob"@victim.test',
      'bob@x.test@victim.test',
      'group:mallory@victim.test',
      '(c)mallory@victim.test',
      '.bob@victim.test',
      'bob.@victim.test',
      'bob..x@victim.test',
      'bob@victim',
      'bob@-victim.test',
      'bob@victim..test',
      'bob @victim.test',
      '@victim.test',
      `${'x'.repeat(65)}@victim.test`,
    ];
    for (const text of bad) expect(isEmailAddress(text), text).toBe(false);
  });
});
