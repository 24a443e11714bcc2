// The access feature's public face: whether someone may see or do something to a presentation,
// answered in one place. loadFor loads a presentation for an actor and an ability (its owner, the
// share link the request came through, the person's strongest role); the role queries read
// collaborators, shared folders (walked as a bounded chain) and teams. Share links themselves, their
// rules and their gate, belong to the sharing feature, which this one reads. The presentation's record
// (`Presentation`, flags as booleans, JSON parsed) and its codec are here too: decks owns the table, but
// loadFor reads the row first and access sits below decks (decision 089).
export {
  type CollaboratorRow,
  deleteCollaborator,
  insertCollaborator,
  listCollaborators,
  updateCollaboratorRole,
} from './collaborators.repository';
export { type LoadOptions, loadFor } from './load-for';
export {
  accessOf,
  type PresentationRef,
  type ViewerPresentation,
  type VisiblePresentation,
  viewerOf,
} from './presentation-access';
export {
  type DecodedPresentation,
  decodePresentation,
  encodeNewPresentation,
  encodePresentationUpdate,
  type NewPresentation,
  type Presentation,
  type PresentationUpdate,
} from './presentation-record';
export {
  findAccessRole,
  findCollaboratorRole,
  folderGrantsOn,
  folderRolesOf,
  teamRolesOf,
  upsertCollaborator,
  withFolderChain,
} from './repository';
export { findForViewer, findPageCacheStamp } from './viewer.repository';
