// A comment on one step, as the comment panel shows it (GET/POST /api/v4/presentation/{oid}/comments/).
// Its shape is declared once, in schemas.ts (decision 084), imported here as a type only.
import type { Static } from 'typebox';
import type * as schemas from './schemas';

export type CommentAuthor = Static<typeof schemas.CommentAuthor>;

/** A comment on one step (`step` is 0-based, along the presentation's path). */
export type CommentData = Static<typeof schemas.Comment>;
