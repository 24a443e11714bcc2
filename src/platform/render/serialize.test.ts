import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './serialize';

describe('serializeForScript', () => {
  it('escapes a closing script tag so it cannot end the element', () => {
    const out = serializeForScript({ title: '</script><script>alert(1)</script>' });
    expect(out).toBe('{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
  });

  it('escapes ampersands, HTML comment openers and the two line separators', () => {
    const out = serializeForScript(['a & b', '<!--', 'x\u2028y\u2029z']);
    expect(out).toBe('["a \\u0026 b","\\u003c!--","x\\u2028y\\u2029z"]');
    expect(out).not.toMatch(/[&\u2028\u2029]/);
  });

  it('round-trips through JSON.parse', () => {
    const value = {
      title: '</script> & <b>"quoted"</b>',
      lines: ['a\u2028b', 'c\u2029d', 'plain'],
      nested: { count: 3, liked: false, none: null },
    };
    expect(JSON.parse(serializeForScript(value))).toEqual(value);
  });

  it('leaves safe JSON unchanged', () => {
    expect(serializeForScript({ a: 1, b: 'text', c: [true, null] })).toBe(
      '{"a":1,"b":"text","c":[true,null]}',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('escapes an ampersand only once', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Plain text, ünïcode — fine.')).toBe('Plain text, ünïcode — fine.');
  });
});
