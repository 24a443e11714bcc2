import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader, verifySignature } from './signing';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = '{"type":"view"}';

  it('signs "<t>.<body>" with HMAC-SHA256 in hex', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signatureHeader(secret, body, 1700000000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies its own signature, and refuses another body, secret, or an old timestamp', () => {
    const header = signatureHeader(secret, body, 1700000000);
    expect(verifySignature(secret, body, header, 1700000010)).toBe(true);
    expect(verifySignature(secret, `${body} `, header, 1700000010)).toBe(false);
    expect(verifySignature('whsec_other', body, header, 1700000010)).toBe(false);
    expect(verifySignature(secret, body, header, 1700000000 + 3600)).toBe(false);
    expect(verifySignature(secret, body, 'nonsense', 1700000000)).toBe(false);
  });

  it('makes a new random secret each time', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
