// The viewing calls: the player's data, the view calls that count a view (from the page and from
// an embed), and like and unlike (by oid, or by share link for a private presentation). Their
// shapes are declared once, as the TypeBox schemas in schemas.ts (decision 084); this file takes
// their types from there and imports them as types only, so the browser never loads TypeBox.
import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type * as schemas from './schemas';

/** What like and unlike answer (PUT/DELETE …/like/). */
export type LikeState = Static<typeof schemas.LikeState>;

/**
 * What the view call answers (POST …/view/): whether this call counted, the count now, and the
 * visit the browser reports its steps to (none for a bot).
 */
export type ViewCount = Static<typeof schemas.ViewCount>;

/**
 * The viewing calls: method and path, plain data the browser's calls and the routes share. Their
 * schemas are schemas.ts's viewingSchemas, entry by entry. The embed's view call carries no CSRF
 * token (its route checks the origin only).
 */
export const viewingApi = endpoints<typeof schemas.viewingSchemas>()({
  player: { method: 'GET', path: '/api/v4/presentation/:oid/' },
  view: { method: 'POST', path: '/api/v4/presentation/:oid/view/' },
  embedView: { method: 'POST', path: '/api/v4/presentation/:oid/embed-view/' },
  like: { method: 'PUT', path: '/api/v4/presentation/:oid/like/' },
  unlike: { method: 'DELETE', path: '/api/v4/presentation/:oid/like/' },
  likeByLink: { method: 'PUT', path: '/api/v4/presentation/like/' },
  unlikeByLink: { method: 'DELETE', path: '/api/v4/presentation/like/' },
});
