// The names of the cookies the site sets for every visitor, for the plugins that set them and the
// code that reads them (the visitor's id is the CSRF cookie, hashed).
export const CSRF_COOKIE = 'csrftoken';
