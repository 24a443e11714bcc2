// The accounts feature's public face for the other features: the author segments a person picks at
// sign-up (the search terms suggested to each). Sign-up, log-in, sessions, password resets and the
// account settings page are registered by the composition root (src/app/app.ts) from routes.ts
// and settings.routes.ts; the session plugin reads sessions.repository.ts and login.service.ts.
export { AUTHOR_SEGMENTS } from './account.service';
