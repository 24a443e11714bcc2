import { describe, expect, it } from 'vitest';
import { parseEmbedDomains } from './embed-domains-rules';

describe('parseEmbedDomains', () => {
  it('keeps hosts, wildcards and the host of a pasted address, once each, in lower case', () => {
    expect(
      parseEmbedDomains([
        ' Blog.Example.com ',
        '*.school.example',
        'https://intranet.acme.example/wiki/page',
        '',
        'blog.example.com',
      ]),
    ).toEqual({ ok: true, domains: ['blog.example.com', '*.school.example', 'intranet.acme.example'] });
  });

  it.each([
    ['javascript:alert(1)'],
    ["example.com 'unsafe-inline'"],
    ['*'],
    ['localhost'],
    ['exa mple.com'],
    ['ftp://files.example.com/'],
    ['a.*.example.com'],
    ['-bad.example.com'],
  ])('refuses %j, which is no site', (entry) => {
    const parsed = parseEmbedDomains([entry]);
    expect(parsed.ok).toBe(false);
  });

  it('refuses more than 20 sites', () => {
    const many = Array.from({ length: 21 }, (_, i) => `site${i}.example`);
    expect(parseEmbedDomains(many)).toEqual({ ok: false, message: 'List at most 20 sites.' });
  });
});
