// Logs a person in (or signs one up) over HTTP, as the forms do (the csrftoken cookie from a GET of
// the form's page, then the form POST with it), for benchmarks that need a signed-in session.
import { DEMO_PASSWORD } from './server.mjs';

/** Posts one of the site's forms as a browser would; returns the cookie header and CSRF token after it. */
async function submitForm(base, formPath, fields) {
  const jar = new Map();
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  remember(await fetch(`${base}${formPath}`));
  const response = await fetch(`${base}${formPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: cookie() },
    body: new URLSearchParams({ csrfmiddlewaretoken: jar.get('csrftoken'), ...fields }),
  });
  if (response.status < 300 || response.status > 303)
    throw new Error(`posting ${formPath} answered ${response.status}`);
  remember(response);
  return { cookie: cookie(), csrf: jar.get('csrftoken') };
}

/** Logs the demo user in; returns the cookie header and CSRF token for unsafe requests. */
export function logIn(base) {
  return submitForm(base, '/login/', { login: 'demo', password: DEMO_PASSWORD, next: '/' });
}

/** Signs a new person up (for a database without the demo); answers as logIn does. */
export function signUp(base, username) {
  return submitForm(base, '/signup/', {
    username,
    email: `${username}@example.com`,
    password: 'a long enough passphrase for the bench',
  });
}
