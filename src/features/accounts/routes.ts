// Log in, sign up and log out (spec §2 routes). Forms post back to themselves; bad input
// re-renders the form with a clear message and a 4xx status, and changes nothing.
import Type from 'typebox';
import type { App } from '../../platform/http/edge';
import { renderPage } from '../../platform/render/render-page';
import { AccountInputError, createAccount } from './account.service';
import { logIn } from './login.service';
import { endSession, startSession } from './session.routes';

export const DASHBOARD_PATH = '/dashboard/next/';

/** Only same-site paths are followed after log-in; anything else goes to the dashboard. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return DASHBOARD_PATH;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /[\r\n\t]/.test(next))
    return DASHBOARD_PATH;
  // A Location header holds printable ASCII only: anything else is percent-encoded (a lone
  // surrogate cannot be, and goes to the dashboard).
  try {
    return next.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
  } catch {
    return DASHBOARD_PATH;
  }
}

const NextQuery = Type.Object({ next: Type.Optional(Type.String()) });
const LoginBody = Type.Object({
  login: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  next: Type.Optional(Type.String()),
});
const SignupBody = Type.Object({
  username: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 300 }),
  password: Type.String({ maxLength: 300 }),
  firstName: Type.Optional(Type.String({ maxLength: 200 })),
  lastName: Type.Optional(Type.String({ maxLength: 200 })),
  next: Type.Optional(Type.String()),
});

/** The rate limit on the log-in and sign-up forms' posts. */
type AuthRateLimit = { rateLimit: { max: number; timeWindow: string } };

export async function authRoutes(app: App) {
  const authRateLimit = { rateLimit: { max: app.config.rateLimits.auth, timeWindow: '1 minute' } };
  loginRoutes(app, authRateLimit);
  signupRoutes(app, authRateLimit);
  logoutRoutes(app);
}

/** The log-in form and its post, which starts a session or says why not (throttled: 429). */
function loginRoutes(app: App, authRateLimit: AuthRateLimit) {
  app.get('/login/', { schema: { querystring: NextQuery } }, async (request, reply) => {
    const { next } = request.query;
    if (request.actor.viewer) return reply.redirect(safeNext(next), 303);
    return renderPage(
      request,
      reply,
      'LoginPage',
      { next: safeNext(next), values: {}, error: null },
      { title: `${request.t('login.title')} · ${app.config.brandName}` },
    );
  });

  app.post('/login/', { schema: { body: LoginBody }, config: authRateLimit }, async (request, reply) => {
    const { body } = request;
    const next = safeNext(body.next);
    const result = await logIn(app.db, body.login, body.password, request.ip);
    if (!('user' in result)) {
      const seconds = 'retryAfterMs' in result ? Math.max(1, Math.ceil(result.retryAfterMs / 1000)) : 0;
      if (seconds) reply.header('retry-after', String(seconds));
      return renderPage(
        request,
        reply,
        'LoginPage',
        {
          next,
          values: { login: body.login },
          error: seconds
            ? seconds > 90
              ? { id: 'login.throttledMinutes', values: { minutes: Math.ceil(seconds / 60) } }
              : { id: 'login.throttledSeconds', values: { seconds } }
            : { id: 'login.failed' },
        },
        { title: `${request.t('login.title')} · ${app.config.brandName}` },
        seconds ? 429 : 401,
      );
    }
    await startSession(app, request, reply, result.user, app.config);
    return reply.redirect(next, 303);
  });
}

/** The sign-up form and its post, which creates the account and starts its session. */
function signupRoutes(app: App, authRateLimit: AuthRateLimit) {
  app.get('/signup/', { schema: { querystring: NextQuery } }, async (request, reply) => {
    const { next } = request.query;
    if (request.actor.viewer) return reply.redirect(safeNext(next), 303);
    return renderPage(
      request,
      reply,
      'SignupPage',
      { next: safeNext(next), values: {}, errors: {} },
      { title: `${request.t('signup.title')} · ${app.config.brandName}` },
    );
  });

  app.post('/signup/', { schema: { body: SignupBody }, config: authRateLimit }, async (request, reply) => {
    const { body } = request;
    const next = safeNext(body.next);
    try {
      const user = await createAccount(app.db, body);
      await startSession(app, request, reply, user, app.config);
      return reply.redirect(next, 303);
    } catch (error) {
      if (!(error instanceof AccountInputError)) throw error;
      const { password: _password, ...values } = body;
      return renderPage(
        request,
        reply,
        'SignupPage',
        { next, values, errors: error.fields },
        { title: `${request.t('signup.title')} · ${app.config.brandName}` },
        400,
      );
    }
  });
}

/** Log out: a page that asks for the click, and the post that ends the session. */
function logoutRoutes(app: App) {
  // A link can reach GET /logout; it asks for a click so other sites cannot log people out.
  app.get('/logout', async (request, reply) => {
    if (!request.actor.viewer) return reply.redirect('/', 303);
    return renderPage(
      request,
      reply,
      'LoginPage',
      { next: '/', values: {}, error: null, confirmLogout: true },
      { title: `${request.t('logout.submit')} · ${app.config.brandName}`, noindex: true },
    );
  });

  app.post('/logout', async (request, reply) => {
    await endSession(app, request, reply);
    return reply.redirect('/', 303);
  });
}
