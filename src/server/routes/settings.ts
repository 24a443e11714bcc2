// Account settings (/settings/): names, author segment, language. Signed-in only.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { LIMITS } from '../../domain/limits';
import type { MessageId } from '../../i18n/catalogs';
import { LANGUAGE_COOKIE, LANGUAGES } from '../../i18n/languages';
import { type App, requireUser } from '../edge';
import { isSecureRequest } from '../plugins/session';
import { renderPage } from '../render/render-page';
import { AUTHOR_SEGMENTS } from '../services/account.service';
import { hashPassword, verifyPassword } from '../services/passwords';

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

export async function settingsRoutes(app: App) {
  const head = (request: FastifyRequest) => ({
    title: `${request.t('header.accountSettings')} · ${app.config.brandName}`,
    noindex: true,
  });

  app.get('/settings/', async (request, reply) => {
    const user = requireUser(request);
    const values = {
      firstName: user.first_name ?? '',
      lastName: user.last_name ?? '',
      publicDisplayName: user.public_display_name ?? '',
      authorSegment: user.author_segment,
      language: user.language ?? request.language,
    };
    return renderPage(
      request,
      reply,
      'SettingsPage',
      { values, errors: {}, saved: false, email: user.email, username: user.username },
      head(request),
    );
  });

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
    const errors: Record<string, MessageId> = {};
    // A new password needs the current one: a session left open must not be enough to take over the account.
    const newPassword = body.newPassword ?? '';
    if (newPassword) {
      if (!(await verifyPassword(body.currentPassword ?? '', user.password_hash)))
        errors.currentPassword = 'settings.wrongPassword';
      if (newPassword.length < LIMITS.passwordLength.min) errors.newPassword = 'account.passwordShort';
      if (newPassword.length > LIMITS.passwordLength.max) errors.newPassword = 'account.passwordLong';
    }
    for (const field of ['firstName', 'lastName', 'publicDisplayName'] as const) {
      if (values[field].length > LIMITS.nameLength) errors[field] = 'account.nameLong';
    }
    if (!(AUTHOR_SEGMENTS as readonly string[]).includes(values.authorSegment))
      errors.authorSegment = 'settings.chooseFromList';
    if (!(LANGUAGES as readonly string[]).includes(values.language))
      errors.language = 'settings.chooseFromList';
    const props = { values, email: user.email, username: user.username };
    if (Object.keys(errors).length > 0)
      return renderPage(
        request,
        reply,
        'SettingsPage',
        { ...props, errors, saved: false },
        head(request),
        400,
      );
    await app.db
      .updateTable('users')
      .set({
        first_name: values.firstName || null,
        last_name: values.lastName || null,
        public_display_name: values.publicDisplayName || null,
        author_segment: values.authorSegment,
        language: values.language,
        ...(newPassword ? { password_hash: await hashPassword(newPassword) } : {}),
      })
      .where('id', '=', user.id)
      .execute();
    reply.setCookie(LANGUAGE_COOKIE, values.language, {
      path: '/',
      sameSite: 'lax',
      secure: isSecureRequest(request),
      maxAge: 365 * 24 * 3600,
    });
    return reply.redirect('/settings/?saved=1', 303);
  });
}
