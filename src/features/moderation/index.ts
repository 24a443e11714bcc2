// Moderation's public face for the server: what the demo seed needs to file its reports. It
// re-exports server code, so browser code never imports it: pages take the wire types from
// contracts.ts, the reasons from rules.ts and the pieces from ui/. The route plugins are not here:
// only the composition root (src/app/app.ts) registers them, from routes.ts, so the command line
// never loads the pages' rendering through this file.

export { insertReport } from './repository';
export { REPORT_REASONS, type ReportReason } from './rules';
