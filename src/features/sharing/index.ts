// The sharing feature's public face for the other features: share links and their gate. A link's
// row and visitors (view-links.repository.ts), its gate as each request carries it
// (`request.linkGate` and `reply.rememberUnlock`, decorated by link-gate.routes.ts: whether its
// password, e-mail or code has been passed; needsKey, linkOpens), the e-mail codes and password tries that open it, and the pure link rules others read. The access feature
// reads a link through here when a request names one; the owner's link management is
// view-links.service.ts. Browser code takes rules.ts and embed-domains-rules.ts.
export { CODE_TTL_MS, checkLinkCode, sendLinkCode, typedCode } from './email-codes';
export { findLinkCode } from './link-codes.repository';
export { closedGate, type LinkGate, linkOpens, needsKey } from './link-gate';
export { LinkLocked } from './link-locked';
export { giveBackPasswordTry, takePasswordTry } from './link-password-tries';
export { emailDomainAllowed, isEmailAddress, isExpired, type LinkNotify, linkDownloadOf } from './rules';
export {
  countLinkVisitorView,
  findLiveViewLink,
  insertViewLink,
  linkVisitorsOf,
  listViewLinks,
  recordLinkVisitor,
} from './view-links.repository';
