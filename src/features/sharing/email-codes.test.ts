// The codes that verify a visitor's address for a share link: their form, their HMAC,
// what a visitor may type, and the e-mail that carries them. Sending and checking against the
// database are in test/integration/accounts/email-verification.test.ts.
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translate';
import {
  CODE_TTL_MS,
  codeHash,
  codeMessage,
  MAX_WRONG_TRIES,
  newCode,
  RESEND_AFTER_MS,
  typedCode,
} from './email-codes';

describe('newCode', () => {
  it('is six digits, leading zeros kept, and not always the same', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe('codeHash', () => {
  const secret = 's'.repeat(32);
  it('never holds the code, and differs per link, address, code and secret', () => {
    const hash = codeHash(secret, 'link1', 'a@b.example', '123456');
    expect(hash).not.toContain('123456');
    expect(hash).toBe(codeHash(secret, 'link1', 'a@b.example', '123456'));
    for (const other of [
      codeHash(secret, 'link2', 'a@b.example', '123456'),
      codeHash(secret, 'link1', 'c@b.example', '123456'),
      codeHash(secret, 'link1', 'a@b.example', '123457'),
      codeHash('t'.repeat(32), 'link1', 'a@b.example', '123456'),
    ]) {
      expect(other).not.toBe(hash);
    }
  });
});

describe('typedCode', () => {
  it('takes six digits, with the spaces or dashes people copy along', () => {
    expect(typedCode('012345')).toBe('012345');
    expect(typedCode(' 012 345 ')).toBe('012345');
    expect(typedCode('012-345')).toBe('012345');
    for (const bad of ['', '12345', '1234567', '12a456', '１２３４５６']) expect(typedCode(bad)).toBeNull();
  });
});

describe('codeMessage', () => {
  it('names the talk, the site and the code, in plain text and HTML with the title escaped', () => {
    const message = codeMessage('ada@example.com', '042042', {
      t: translator('en'),
      brandName: 'Acme <Talks>',
      title: 'Q3 <script>alert(1)</script> & more',
    });
    expect(message.to).toBe('ada@example.com');
    expect(message.subject).toBe('Your code for “Q3 <script>alert(1)</script> & more”');
    expect(message.text).toContain(
      'Your code to open “Q3 <script>alert(1)</script> & more” on Acme <Talks>:',
    );
    expect(message.text).toContain('\n042042\n');
    expect(message.text).toContain('It is valid for 10 minutes.');
    expect(message.html).toContain('Q3 &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(message.html).toContain('Acme &lt;Talks&gt;');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('042042');
  });

  it('speaks the visitor’s language', () => {
    const message = codeMessage('a@b.example', '111111', {
      t: translator('de'),
      brandName: 'Podium',
      title: 'T',
    });
    expect(message.subject).toBe('Dein Code für „T“');
  });
});

describe('limits', () => {
  it('are ten minutes, thirty seconds and five tries', () => {
    expect([CODE_TTL_MS, RESEND_AFTER_MS, MAX_WRONG_TRIES]).toEqual([600_000, 30_000, 5]);
  });
});
