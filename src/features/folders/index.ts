// The folders feature's public face for the other features and the pages that compose them: the
// folder shelf of a space (a person's own or a team's). Browser code takes contracts.ts, the rules
// and ui/ directly; the routes are registered by the composition root (src/app/app.ts) from
// routes.ts and pages.routes.ts, so nothing loads the pages' rendering through this file.
export type { FolderShelfData } from './contracts';
export { folderShelf } from './folder-pages.service';
