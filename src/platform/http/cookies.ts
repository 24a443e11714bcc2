// The names of the cookies the site sets for every visitor, for the plugins that set them and the
// code that reads them (the visitor's id is the CSRF cookie, hashed).
import type { FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'csrftoken';

/** Cookies are Secure when the site is served over https, as PUBLIC_URL or the request says. */
export const isSecureRequest = (request: FastifyRequest) =>
  request.protocol === 'https' || request.server.config.publicUrl?.startsWith('https:') === true;
