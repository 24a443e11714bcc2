// The sharing feature's public face for the other features: a share link's gate as one request
// carries it (linkGateFor: the link, and whether its password, e-mail or code has been passed), and
// the pure link rules others read (whether a link has expired, what its owner is told). The
// share-link pages are registered by the composition root (src/app/app.ts) from
// link-code.routes.ts. Browser code takes rules.ts and embed-domains-rules.ts.
export { type LinkGate, linkGateFor } from './link-gate';
export { isExpired, type LinkNotify } from './rules';
