import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress, parseWebhookUrl, refusingPrivate } from './addresses';

/** Every IPv6 form that carries an IPv4 address or is not global, each in the ways it is written. */
const IPV6_NOT_GLOBAL = [
  '::127.0.0.1', // IPv4-compatible
  '::7f00:1',
  '::8.8.8.8',
  '::ffff:127.0.0.1', // IPv4-mapped
  '::ffff:7f00:1',
  '::FFFF:10.0.0.1',
  '::ffff:8.8.8.8',
  '0:0:0:0:0:ffff:a9fe:a9fe',
  '::ffff:0:127.0.0.1', // SIIT, IPv4-translated
  '::ffff:0:808:808',
  '64:ff9b::7f00:1', // NAT64
  '64:ff9b::127.0.0.1',
  '64:ff9b::8.8.8.8',
  '64:ff9b:1::a00:1', // local-use NAT64
  '2002:7f00:1::', // 6to4
  '2002:808:808::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
  'fec0::1', // site-local
  'feff:ffff::1',
  'fe80::1%eth0',
  '2001:db8::1',
  '3fff::1',
  '100::1',
  '::',
  '::1',
  'fc00::1',
  'ff0e::1',
];
const IPV6_PUBLIC = ['2606:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:81c::200e', '2620:fe::fe'];

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
    'not an address',
    ...IPV6_NOT_GLOBAL,
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', ...IPV6_PUBLIC])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
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

  it('refuses every IPv6 form of IPv4 and every non-global IPv6, written in the URL or resolved', async () => {
    for (const address of IPV6_NOT_GLOBAL.filter((a) => !a.includes('%'))) {
      expect(await checkWebhookUrl(`https://[${address}]/hook`, false), address).toMatchObject({
        ok: false,
        code: 'private_webhook_url',
      });
      const resolve = resolver({ 'hooks.example': ['2606:4700::1111', address] });
      expect(await checkWebhookUrl('https://hooks.example/hook', false, resolve), address).toMatchObject({
        ok: false,
        code: 'private_webhook_url',
      });
    }
    for (const address of IPV6_PUBLIC) {
      expect(await checkWebhookUrl(`https://[${address}]/hook`, false), address).toMatchObject({ ok: true });
      const resolve = resolver({ 'hooks.example': [address] });
      expect(await checkWebhookUrl('https://hooks.example/hook', false, resolve)).toMatchObject({ ok: true });
    }
  });

  it('refuses the same forms when a delivery’s socket looks the name up again', async () => {
    const lookUp = (addresses: string[]) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: string }>((resolve) =>
        refusingPrivate((_host, _family, done) =>
          done(
            null,
            addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
          ),
        )('hooks.example', {}, (error, address) => resolve({ error, address: String(address) })),
      );
    for (const address of IPV6_NOT_GLOBAL)
      expect((await lookUp(['93.184.216.34', address])).error?.code, address).toBe('EPRIVATE');
    for (const address of IPV6_PUBLIC) expect(await lookUp([address])).toEqual({ error: null, address });
  });

  it('allows private addresses and http when the install says so', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:8080/hook', true)).toMatchObject({ ok: true });
    expect(await checkWebhookUrl('https://10.0.0.5/hook', true)).toMatchObject({ ok: true });
  });
});
