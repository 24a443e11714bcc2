// The live feature's public face for the other features: the join codes a share link's live
// sessions carry (revoking the link ends them), and a presentation's live sessions for its
// statistics. The routes, the hub, the join-code guard and the idle end are wired by the
// composition root (src/app/app.ts) from their own files, so nothing loads the pages' rendering
// through this file. Browser code takes contracts.ts, present.contracts.ts, rules.ts and ui/.
export { liveStatsOf } from './live.service';
export { liveCodesOfLink } from './repository';
