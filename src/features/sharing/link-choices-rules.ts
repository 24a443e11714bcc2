// The choices a share link's rules offer, as lists: what the owner is e-mailed about and what
// downloads through it may do. Pure, and apart from rules.ts because the wire schemas
// (schemas.ts) list them too, and rules.ts takes its input's type from those schemas.

/** A link's download rule: 'inherit' follows the presentation's "Allow downloads". */
export type LinkDownload = 'inherit' | 'allow' | 'forbid';
export const LINK_DOWNLOADS: readonly LinkDownload[] = ['inherit', 'allow', 'forbid'];

/** When the owner hears of views through a link by e-mail. */
export const LINK_NOTIFY = ['off', 'first', 'every'] as const;
export type LinkNotify = (typeof LINK_NOTIFY)[number];
