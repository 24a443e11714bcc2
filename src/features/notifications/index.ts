// The notifications feature's public face for the other features: queueing an e-mail in the outbox
// (the dispatcher's job sends it), the pieces another feature's e-mail is composed with, and an
// account's webhooks for its settings page. Owner events, the dispatcher and the routes are wired by the composition root
// (src/app/app.ts). Browser code takes contracts.ts, rules.ts and ui/.
export { type ComposedMail, mailLanguage, mentionMail } from './notification-mails';
export type { RaisedEvent } from './owner-events';
export { queueMail } from './repository';
export { webhooksOf } from './webhooks.service';
