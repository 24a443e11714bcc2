// The policy every page is sent with: scripts need our origin, the response's nonce or an allowed
// script's hash, and framing follows the page's choice of who may embed it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHash } from './csp';

const BARRIER = '/* the parser waits here */';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive] as const));

describe('contentSecurityPolicy', () => {
  it('allows scripts from our origin, with the nonce, or with an allowed inline text only', () => {
    const scripts = directives(contentSecurityPolicy('abc123', 'self', [scriptHash(BARRIER)])).get(
      'script-src',
    );
    const barrierHash = createHash('sha256').update(BARRIER).digest('base64');
    expect(scripts).toBe(`script-src 'self' 'nonce-abc123' 'sha256-${barrierHash}'`);
  });

  it('lets only our own site frame a page by default', () => {
    expect(directives(contentSecurityPolicy('n', 'self')).get('frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
  });

  it('lets anyone frame an embeddable page, or one whose list of sites is empty', () => {
    expect(directives(contentSecurityPolicy('n', 'any')).get('frame-ancestors')).toBe('frame-ancestors *');
    expect(directives(contentSecurityPolicy('n', [])).get('frame-ancestors')).toBe('frame-ancestors *');
  });

  it('lets our own site and the listed hosts frame a page restricted to them', () => {
    const policy = contentSecurityPolicy('n', ['https://blog.example', 'https://*.docs.example']);
    expect(directives(policy).get('frame-ancestors')).toBe(
      "frame-ancestors 'self' https://blog.example https://*.docs.example",
    );
  });

  it('refuses plugins and foreign bases and form targets', () => {
    const policy = directives(contentSecurityPolicy('n', 'self'));
    expect(policy.get('object-src')).toBe("object-src 'none'");
    expect(policy.get('base-uri')).toBe("base-uri 'self'");
    expect(policy.get('form-action')).toBe("form-action 'self'");
  });
});
