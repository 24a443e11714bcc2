// Moderation's public face for the server: the route plugins the app registers, and what the demo
// seed needs to file its reports. It re-exports server code, so browser code never imports it: pages
// take the wire types from contracts.ts, the reasons from rules.ts and the pieces from ui/.

export { insertReport } from './repository';
export { adminRoutes, reportPageRoutes } from './routes';
export { REPORT_REASONS, type ReportReason } from './rules';
