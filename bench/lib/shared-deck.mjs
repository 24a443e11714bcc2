// People and shared canvas decks for the co-editing benchmarks, made over HTTP as the pages do:
// people signed up, and the player benchmark's canvas deck (500 elements) published by an owner
// and shared for editing.
import { randomBytes } from 'node:crypto';
import { canvasDeck } from './canvas-deck.mjs';
import { signUp } from './login.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An API call with the session's cookie and CSRF token; answers the JSON body (undefined for a
 * 204). A 429 waits out its Retry-After and tries again: share links, for one, are limited to 60 a
 * minute per person, which a benchmark's rounds may reach.
 */
export async function call(base, session, method, apiPath, body) {
  for (;;) {
    const response = await fetch(`${base}${apiPath}`, {
      method,
      headers: {
        cookie: session.cookie,
        'x-csrftoken': session.csrf,
        origin: base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 429) {
      await response.arrayBuffer();
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (!response.ok)
      throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  }
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
