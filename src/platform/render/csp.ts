// The Content Security Policy of every server-rendered page (DESIGN §6): scripts only from our
// origin or carrying the response's nonce, and the few inline scripts the app allows by their hash.
import { createHash } from 'node:crypto';

/** Who may frame a page: our own site, anyone, or our own site and the listed hosts. */
export type FrameAncestors = 'self' | 'any' | readonly string[];

/**
 * The frame-ancestors sources: the site itself; anywhere (an embed without a list); or the site and
 * each listed host (with no scheme, a source matches the embed page's own scheme, or https when that
 * is http).
 */
export function frameAncestorsSource(frameAncestors: FrameAncestors): string {
  if (frameAncestors === 'self') return "'self'";
  if (frameAncestors === 'any' || frameAncestors.length === 0) return '*';
  return ["'self'", ...frameAncestors].join(' ');
}

/** The CSP source that allows one inline script without a nonce (its text never changes). */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export function contentSecurityPolicy(
  nonce: string,
  frameAncestors: FrameAncestors,
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestorsSource(frameAncestors)}`,
  ].join('; ');
}
