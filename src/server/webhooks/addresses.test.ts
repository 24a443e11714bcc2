import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress, parseWebhookUrl } from './addresses';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('webhook URLs', () => {
  const resolver = (answers: Record<string, string[]>) => async (host: string) => {
    const found = answers[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  };

  it('wants https, without credentials', () => {
    expect(parseWebhookUrl('http://hooks.example.com/x', false)).toMatchObject({ ok: false });
    expect(parseWebhookUrl('https://user:pw@hooks.example.com/x', false)).toMatchObject({ ok: false });
    expect(parseWebhookUrl('ftp://hooks.example.com/x', true)).toMatchObject({ ok: false });
    expect(parseWebhookUrl('not a url', false)).toMatchObject({ ok: false, code: 'invalid_webhook_url' });
    expect(parseWebhookUrl(`https://a.example/${'x'.repeat(2000)}`, false)).toMatchObject({ ok: false });
    expect(parseWebhookUrl('https://hooks.example.com/x', false)).toMatchObject({ ok: true });
  });

  it('refuses this machine and private networks, by address or by name', async () => {
    const resolve = resolver({ 'internal.example': ['10.0.0.5'], 'mixed.example': ['8.8.8.8', '127.0.0.1'] });
    for (const url of [
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://localhost/',
      'https://169.254.169.254/latest/meta-data/',
      'https://internal.example/hook',
      'https://mixed.example/hook',
    ])
      expect(await checkWebhookUrl(url, false, resolve), url).toMatchObject({
        ok: false,
        code: 'private_webhook_url',
      });
    expect(await checkWebhookUrl('https://nowhere.example/', false, resolve)).toMatchObject({
      ok: false,
      code: 'webhook_url_unresolvable',
    });
    expect(
      await checkWebhookUrl('https://hooks.example/', false, resolver({ 'hooks.example': ['8.8.8.8'] })),
    ).toMatchObject({ ok: true });
  });

  it('allows private addresses and http when the install says so', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:8080/hook', true)).toMatchObject({ ok: true });
    expect(await checkWebhookUrl('https://10.0.0.5/hook', true)).toMatchObject({ ok: true });
  });
});
