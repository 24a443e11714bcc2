// Logs the seeded demo user in over HTTP, as the log-in form does (the csrftoken cookie from
// GET /login/, then the form POST with it), for benchmarks that need a signed-in session.
import { DEMO_PASSWORD } from './server.mjs';

/** Logs the demo user in; returns the cookie header and CSRF token for unsafe requests. */
export async function logIn(base) {
  const jar = new Map();
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  remember(await fetch(`${base}/login/`));
  const response = await fetch(`${base}/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: cookie() },
    body: new URLSearchParams({
      csrfmiddlewaretoken: jar.get('csrftoken'),
      login: 'demo',
      password: DEMO_PASSWORD,
      next: '/',
    }),
  });
  if (response.status < 300 || response.status > 303)
    throw new Error(`logging in answered ${response.status}`);
  remember(response);
  return { cookie: cookie(), csrf: jar.get('csrftoken') };
}
