import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides view-link ids in paths', () => {
    expect(redactUrl('/view/demoprivatea0001/')).toBe('/view/[redacted]/');
    expect(redactUrl('/view/demoprivatea0001/?autoplay=1')).toBe('/view/[redacted]/?autoplay=1');
    expect(redactUrl('/api/v4/presentation/abcdefghijkl/links/k3j4h5g6f7d8s9a0/')).toBe(
      '/api/v4/presentation/abcdefghijkl/links/[redacted]/',
    );
  });

  it('hides auth_key and link ids in queries, keeping the other parameters', () => {
    expect(redactUrl('/p/abcdefghijkl/talk/?auth_key=s3cr3t&autoplay=1')).toBe(
      '/p/abcdefghijkl/talk/?auth_key=[redacted]&autoplay=1',
    );
    expect(redactUrl('/api/v4/presentation/abcdefghijkl/?utm=x&auth%5Fkey=s3cr3t')).toBe(
      '/api/v4/presentation/abcdefghijkl/?utm=x&auth%5Fkey=[redacted]',
    );
    expect(redactUrl('/x/?link_id=abc&%E0%A4%A=1')).toBe('/x/?link_id=[redacted]&%E0%A4%A=1');
  });

  it('leaves other addresses alone', () => {
    for (const url of ['/', '/p/abcdefghijkl/viewing-tips/', '/explore/?q=view', '/api/log/'])
      expect(redactUrl(url)).toBe(url);
  });
});
