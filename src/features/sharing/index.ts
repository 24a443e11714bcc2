// The sharing feature's public face for the other features: share links and their gate. A link's
// row and visitors (view-links.repository.ts), its gate as each request carries it
// (`request.linkGate` and `reply.rememberUnlock`, decorated by link-gate.routes.ts: whether its
// password, e-mail or code has been passed; needsKey, linkOpens), the e-mail codes and password tries that open it, and the pure link rules others read. The access feature
// reads a link through here when a request names one; the owner's link management is
// view-links.service.ts, which the settings page's calls (decks/settings.routes.ts) reach through
// here with the calls' declaration (schemas.ts, contracts.ts) and presenter. Browser code takes
// contracts.ts, rules.ts, embed-domains-rules.ts and ui/ (the settings page's share-link section).
export { shareLinksApi, type ViewLinkData } from './contracts';
export { CODE_TTL_MS, checkLinkCode, sendLinkCode, typedCode } from './email-codes';
export { parseEmbedDomains } from './embed-domains-rules';
export { findLinkCode } from './link-codes.repository';
export { closedGate, type LinkGate, linkOpens, needsKey } from './link-gate';
export { LinkLocked } from './link-locked';
export { giveBackPasswordTry, takePasswordTry } from './link-password-tries';
export {
  emailDomainAllowed,
  isEmailAddress,
  isExpired,
  type LinkNotify,
  linkDownloadOf,
  maskEmail,
} from './rules';
export { shareLinkSchemas } from './schemas';
export { linkDomains, type ViewLink } from './tables';
export { presentViewLink } from './view-links.presenter';
export {
  countLinkVisitorView,
  findLiveViewLink,
  insertViewLink,
  linkVisitorsOf,
  listViewLinks,
  recordLinkVisitor,
} from './view-links.repository';
export { createViewLink, linkCreators, revokeLink, updateViewLink, viewLinksOf } from './view-links.service';
