// The teams feature's public face for the other features: who belongs to a team and in what role.
// The routes are not here: only the composition root (src/app/app.ts) registers them, from
// routes.ts and pages.routes.ts, so the command line and the services never load the pages'
// rendering through this file. Browser code takes contracts.ts and ui/ directly.
export { findTeamById, findTeamByTid, findTeamRole, listTeamsOf } from './repository';
export { dashboardTeams, teamToCreateIn } from './teams.service';
