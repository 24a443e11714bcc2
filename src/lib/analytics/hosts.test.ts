import { describe, expect, it } from 'vitest';
import { cookieDomainFor, type HostConfig, hostMode } from './hosts';

const CONFIG: HostConfig = { productionDomain: 'podium.example', devDomain: 'podium-dev.example' };

describe('hostMode', () => {
  it.each([
    ['podium.example', 'send'],
    ['www.podium.example', 'send'],
    ['elsewhere.example', 'send'],
    ['nocookies.podium.example', 'blocked'],
    ['www-nocookies.podium.example', 'blocked'],
    ['localhost', 'console'],
    ['127.0.0.1', 'console'],
    ['[::1]', 'console'],
    ['viewer.localhost', 'console'],
    ['preprod.podium.example', 'console'],
    ['podium-preprod.example', 'console'],
    ['dev.podium.example', 'console'],
    ['app.dev.podium.example', 'console'],
    ['podium-dev.example', 'console'],
    ['web.podium-dev.example', 'console'],
    ['devices.example', 'send'],
    ['mydev.example', 'send'],
  ] as const)('%s → %s', (hostname, mode) => {
    expect(hostMode(hostname, CONFIG)).toBe(mode);
  });

  it('blocks before the local rule: a no-cookies local host sends nothing', () => {
    expect(hostMode('nocookies.localhost', CONFIG)).toBe('blocked');
  });

  it('takes a configured no-cookies marker', () => {
    expect(hostMode('cookieless.podium.example', { ...CONFIG, noCookiesMarker: 'cookieless' })).toBe(
      'blocked',
    );
    expect(hostMode('nocookies.podium.example', { ...CONFIG, noCookiesMarker: 'cookieless' })).toBe('send');
  });
});

describe('cookieDomainFor', () => {
  it.each([
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['podium.example', '.podium.example'],
    ['www.podium.example', '.podium.example'],
    ['podium-dev.example', '.podium-dev.example'],
    ['a.b.podium-dev.example', '.podium-dev.example'],
    ['notpodium.example', undefined],
    ['podium.example.evil.test', undefined],
    ['elsewhere.example', undefined],
  ] as const)('%s → %s', (hostname, domain) => {
    expect(cookieDomainFor(hostname, CONFIG)).toBe(domain);
  });

  it('prefers the more specific domain when both match', () => {
    const nested = { productionDomain: 'podium.example', devDomain: 'dev.podium.example' };
    expect(cookieDomainFor('web.dev.podium.example', nested)).toBe('.dev.podium.example');
    expect(cookieDomainFor('web.podium.example', nested)).toBe('.podium.example');
  });

  it('accepts configured domains with a leading dot or capitals', () => {
    expect(cookieDomainFor('www.podium.example', { productionDomain: '.Podium.Example' })).toBe(
      '.podium.example',
    );
  });

  it('is host-only when no domain is configured', () => {
    expect(cookieDomainFor('www.podium.example')).toBeUndefined();
  });
});
