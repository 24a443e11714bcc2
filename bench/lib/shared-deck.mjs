// People and shared canvas decks for the co-editing benchmarks, made over HTTP as the pages do:
// people signed up, and the player benchmark's canvas deck (500 elements) published by an owner
// and shared for editing.
import { randomBytes } from 'node:crypto';
import { canvasDeck } from './canvas-deck.mjs';
import { signUp } from './login.mjs';

/** An API call with the session's cookie and CSRF token; answers the JSON body. */
export async function call(base, session, method, apiPath, body) {
  const response = await fetch(`${base}${apiPath}`, {
    method,
    headers: {
      cookie: session.cookie,
      'x-csrftoken': session.csrf,
      origin: base,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The canvas deck, published by `owner` and shared for editing with each of `editors`. */
export async function sharedDeck(base, owner, editors) {
  const source = JSON.stringify(canvasDeck());
  const { oid } = await call(base, owner, 'POST', '/api/v4/presentations/', {
    source,
    privacy: 'private',
    format: 'json',
  });
  for (const editor of editors)
    await call(base, owner, 'POST', `/api/v4/presentation/${oid}/collaborators/`, {
      login: editor.username,
      role: 'edit',
    });
  return oid;
}

/** `count` people signed up on `base`, each with a session and their username. */
export async function people(base, count, label) {
  const list = [];
  for (let i = 0; i < count; i++) {
    const username = `${label}${i}x${randomBytes(3).toString('hex')}`;
    list.push({ ...(await signUp(base, username)), username });
  }
  return list;
}
