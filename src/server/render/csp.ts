// The Content Security Policy of every server-rendered page (DESIGN §6): scripts only from our
// origin or carrying the response's nonce, and the one inline script allowed by its hash.
import { createHash } from 'node:crypto';
import { frameAncestorsOf } from '../../features/sharing/embed-domains-rules';
import { PARSER_BARRIER } from '../../ui-kit/common/ParserBarrier';

/** Who may frame a page: our own site, anyone, or our own site and the listed hosts. */
export type FrameAncestors = 'self' | 'any' | readonly string[];

const frameAncestorsSource = (frameAncestors: FrameAncestors) =>
  frameAncestors === 'self' ? "'self'" : frameAncestorsOf(frameAncestors === 'any' ? null : frameAncestors);

/** The one inline script without a nonce, allowed by its hash (ui/common/ParserBarrier.tsx). */
const PARSER_BARRIER_HASH = `'sha256-${createHash('sha256').update(PARSER_BARRIER).digest('base64')}'`;

export function contentSecurityPolicy(nonce: string, frameAncestors: FrameAncestors): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${PARSER_BARRIER_HASH}`,
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
