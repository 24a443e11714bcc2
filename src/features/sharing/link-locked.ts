// The answer to a request that came through a share link it has not opened yet: a page asks for
// the password or the e-mail address (the error plugin renders the gate page from it), a call gets
// 401. The access feature throws it from loadFor.
import type { PresentationDocument } from '../../kernel/document/document';
import type { StoredRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/errors';
import type { OwnerRecord } from '../accounts';
import { linkDomains } from './tables';

/**
 * The presentation behind a locked link, as far as its gate pages may use it: whose kit it follows.
 * Its columns as the access feature's record decodes them (that record sits above sharing).
 */
export type LockedPresentation = Pick<StoredRow<'presentations'>, 'team_id' | 'owner_id' | 'kind'> & {
  show_brand_logo: boolean;
  document: PresentationDocument;
};

/**
 * A share link that asks for a password or an e-mail address this browser has not given yet:
 * pages ask for them, calls get 401.
 */
export class LinkLocked extends AppError {
  readonly linkId: string;
  readonly askPassword: boolean;
  readonly askEmail: boolean;
  /** The address is verified by a code sent to it. */
  readonly verifyEmail: boolean;
  /** Only addresses at these domains open it ([] for any). */
  readonly allowedDomains: string[];

  constructor(
    link: {
      link_id: string;
      password_hash: string | null;
      require_email: boolean;
      verify_email: boolean;
      allowed_domains: string | null;
    },
    readonly presentationTitle: string,
    /** Who shared it, when known (the password page names them). */
    readonly owner: OwnerRecord | null,
    /** What the gate pages need to show the deck's brand kit. */
    readonly presentation: LockedPresentation,
  ) {
    super(
      401,
      'link_locked',
      link.password_hash ? 'This link needs a password.' : 'This link needs your e-mail address.',
    );
    this.name = 'LinkLocked';
    this.linkId = link.link_id;
    this.askPassword = link.password_hash !== null;
    this.askEmail = link.require_email;
    this.verifyEmail = link.require_email && link.verify_email;
    this.allowedDomains = link.require_email ? (linkDomains(link) ?? []) : [];
  }
}
