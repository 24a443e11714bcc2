// Picks each request's language (language cookie, then Accept-Language, then English) and
// hands routes a translator for it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AVAILABLE_LANGUAGES } from '../../i18n/catalogs';
import { LANGUAGE_COOKIE, type Language, pickLanguage } from '../../i18n/languages';
import { type Translate, translator } from '../../i18n/translate';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t: Translate;
  }
}

export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'en');
    app.decorateRequest('t', null as unknown as Translate);
    app.addHook('onRequest', async (request) => {
      request.language = pickLanguage(
        { cookie: request.cookies[LANGUAGE_COOKIE], acceptLanguage: request.headers['accept-language'] },
        AVAILABLE_LANGUAGES,
      );
      request.t = translator(request.language);
    });
  },
  { name: 'podium-language', dependencies: ['@fastify/cookie'] },
);
