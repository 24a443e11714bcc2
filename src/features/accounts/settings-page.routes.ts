// Account settings (/settings/): names, author segment, language, password, and the sessions on
// other browsers ("Sign out everywhere else"). Signed-in only.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { MessageId } from '../../i18n/catalogs';
import { LANGUAGE_COOKIE, LANGUAGES } from '../../i18n/languages';
import { LIMITS } from '../../kernel/limits';
import { isSecureRequest } from '../../platform/http/cookies';
import type { App } from '../../platform/http/edge';
import { hashPassword, verifyPassword } from '../../platform/passwords/passwords';
import { type PagePropsOf, renderPage } from '../../platform/render/render-page';
import { AUTHOR_SEGMENTS } from './account.service';
import type { SettingsNotice } from './contracts';
import { passwordProblem } from './password-policy';
import { requireUser } from './require-user';
import { endOtherSessions, otherSessionCount, restartSessions } from './session.routes';
import type { User } from './tables';
import { updateProfile } from './users.repository';

const Body = Type.Object({
  firstName: Type.String({ maxLength: 200 }),
  lastName: Type.String({ maxLength: 200 }),
  publicDisplayName: Type.String({ maxLength: 200 }),
  authorSegment: Type.String({ maxLength: 40 }),
  language: Type.String({ maxLength: 10 }),
  currentPassword: Type.Optional(Type.String({ maxLength: 300 })),
  newPassword: Type.Optional(Type.String({ maxLength: 300 })),
  csrfmiddlewaretoken: Type.Optional(Type.String()),
});

const PageQuery = Type.Object({
  saved: Type.Optional(Type.String({ maxLength: 8 })),
  password: Type.Optional(Type.String({ maxLength: 8 })),
  signedOut: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
});

const SessionsBody = Type.Object({ csrfmiddlewaretoken: Type.Optional(Type.String()) });

type PageProps = PagePropsOf<'SettingsPage'>;
type Values = PageProps['values'];

/**
 * The page's notifications section (the weekly summary, the webhooks). Notifications sits above
 * accounts, which may not import it: the composition root (src/app/account-settings.ts) hands it in.
 */
export type AccountNotifications = (app: App, user: User) => Promise<PageProps['notifications']>;

export async function accountSettingsRoutes(
  app: App,
  { notifications }: { notifications: AccountNotifications },
) {
  settingsPageRoute(app, notifications);
  otherSessionsRoute(app);
  settingsFormRoute(app, notifications);
}

const head = (app: App, request: FastifyRequest) => ({
  title: `${request.t('header.accountSettings')} · ${app.config.brandName}`,
  noindex: true,
});

/** The page, with the notice of what the last post did. */
function settingsPageRoute(app: App, notifications: AccountNotifications) {
  app.get('/settings/', { schema: { querystring: PageQuery } }, async (request, reply) => {
    const user = requireUser(request);
    const { query } = request;
    const values = {
      firstName: user.first_name ?? '',
      lastName: user.last_name ?? '',
      publicDisplayName: user.public_display_name ?? '',
      authorSegment: user.author_segment,
      language: user.language ?? request.language,
    };
    const notice: SettingsNotice | null =
      query.signedOut !== undefined
        ? { signedOutOthers: Number(query.signedOut) }
        : query.password === '1'
          ? 'passwordChanged'
          : query.saved === '1'
            ? 'saved'
            : null;
    return renderPage(
      request,
      reply,
      'SettingsPage',
      {
        values,
        errors: {},
        notice,
        otherSessions: await otherSessionCount(app, request, user),
        email: user.email,
        username: user.username,
        notifications: await notifications(app, user),
      },
      head(app, request),
    );
  });
}

/** "Sign out everywhere else": every other session of the account ends; this one stays. */
function otherSessionsRoute(app: App) {
  app.post('/settings/sessions/', { schema: { body: SessionsBody } }, async (request, reply) => {
    const user = requireUser(request);
    const ended = await endOtherSessions(app, request, user);
    return reply.redirect(`/settings/?signedOut=${ended}`, 303);
  });
}

/** The form's post: saved, or the page again with what is wrong (400). */
function settingsFormRoute(app: App, notifications: AccountNotifications) {
  app.post('/settings/', { schema: { body: Body } }, async (request, reply) => {
    const user = requireUser(request);
    const { body } = request;
    const values = {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      publicDisplayName: body.publicDisplayName.trim(),
      authorSegment: body.authorSegment,
      language: body.language,
    };
    const newPassword = body.newPassword ?? '';
    const errors = await formProblems(user, values, body.currentPassword ?? '', newPassword);
    const props = { values, email: user.email, username: user.username };
    if (Object.keys(errors).length > 0)
      return renderPage(
        request,
        reply,
        'SettingsPage',
        {
          ...props,
          errors,
          notice: null,
          otherSessions: await otherSessionCount(app, request, user),
          notifications: await notifications(app, user),
        },
        head(app, request),
        400,
      );
    await updateProfile(app.db, user.id, {
      first_name: values.firstName || null,
      last_name: values.lastName || null,
      public_display_name: values.publicDisplayName || null,
      author_segment: values.authorSegment,
      language: values.language,
      ...(newPassword ? { password_hash: await hashPassword(newPassword) } : {}),
    });
    reply.setCookie(LANGUAGE_COOKIE, values.language, {
      path: '/',
      sameSite: 'lax',
      secure: isSecureRequest(request),
      maxAge: 365 * 24 * 3600,
    });
    if (!newPassword) return reply.redirect('/settings/?saved=1', 303);
    // Whoever knew the old password is signed out everywhere; this browser gets a fresh session.
    await restartSessions(app, request, reply, user);
    return reply.redirect('/settings/?password=1', 303);
  });
}

/** What is wrong with the form, by field. */
async function formProblems(user: User, values: Values, currentPassword: string, newPassword: string) {
  const errors: Record<string, MessageId> = {};
  // A new password needs the current one: a session left open must not be enough to take over the account.
  if (newPassword) {
    if (!(await verifyPassword(currentPassword, user.password_hash)))
      errors.currentPassword = 'settings.wrongPassword';
    const problem = passwordProblem(newPassword, [
      user.username,
      user.email,
      values.firstName,
      values.lastName,
    ]);
    if (problem) errors.newPassword = problem;
  }
  for (const field of ['firstName', 'lastName', 'publicDisplayName'] as const) {
    if (values[field].length > LIMITS.nameLength) errors[field] = 'account.nameLong';
  }
  if (!(AUTHOR_SEGMENTS as readonly string[]).includes(values.authorSegment))
    errors.authorSegment = 'settings.chooseFromList';
  if (!(LANGUAGES as readonly string[]).includes(values.language))
    errors.language = 'settings.chooseFromList';
  return errors;
}
