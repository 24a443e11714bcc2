// The accounts feature's public face for the other features: people's accounts (found by id, oid,
// username; their profile) and their record (`User`, `OwnerRecord`: flags as booleans), the name a
// page shows for a person, and the author segments a person picks at sign-up (the search terms
// suggested to each). Sign-up, log-in, sessions and password resets are registered by the
// composition root (src/app/app.ts) from routes.ts, the account settings page from
// settings-page.routes.ts (its notifications section handed in by src/app); the session plugin reads
// sessions.repository.ts and login.service.ts.
export { AUTHOR_SEGMENTS } from './account.service';
export type { OwnerData } from './contracts';
export { requireUser, requireViewer } from './require-user';
export type { OwnerRecord, User } from './tables';
export { displayName, presentOwner } from './user.presenter';
export {
  findUserById,
  findUserByOid,
  findUserByUsername,
  findUsersByIds,
  updateProfile,
} from './users.repository';
