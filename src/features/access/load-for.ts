// A presentation by its address, for one thing someone wants to do with it: the one loader of
// pages, calls and services. It loads the row with its owner (one query; a signed-in person's role
// and like two more), opens it through the request's share link when that link is its own, and asks
// kernel/access/authorize.ts. What the person may not see does not exist for them (404, the same as
// a missing presentation); what they see but may not do is a 404 too, unless the caller answers it
// otherwise (a 401 or 403 that tells them why).
import { type Actor, authorize, type PresentationAbility } from '../../kernel/access/authorize';
import { type PresentationAccess, passesLinkGate } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import { linkExpired, notFound } from '../../platform/http/errors';
import type { OwnerRecord } from '../accounts';
import type { ViewLink } from '../sharing';
import { closedGate, findLiveViewLink, isExpired, type LinkGate, LinkLocked, needsKey } from '../sharing';
import { accessOf, type PresentationRef, type ViewerPresentation } from './presentation-access';
import type { Presentation } from './presentation-record';
import { findForViewer } from './viewer.repository';

export interface LoadOptions {
  /** What this browser gave a share link's gate (its password, its e-mail address). */
  gate?: LinkGate;
  /**
   * The answer when the actor sees the presentation but may not do this: by default the 404 of a
   * presentation that does not exist; a page or call that tells them why (401, 403) says so here.
   */
  refused?: () => Error;
}

const UNSEEN = 'This presentation does not exist or is not shared with you.';

/**
 * The presentation `ref` names, when `actor` may see it and do `ability` to it, with its owner,
 * whether the actor likes it and the share link the request came through (its own link only:
 * ?auth_key= of another presentation opens nothing). An unknown or revoked link is a 404, an
 * expired one a 410, a protected one not yet opened in this browser LinkLocked.
 */
export async function loadFor(
  db: Db,
  ref: PresentationRef,
  actor: Actor,
  ability: PresentationAbility,
  options: LoadOptions = {},
): Promise<ViewerPresentation> {
  const gate = options.gate ?? closedGate();
  const linkId = 'viewLinkId' in ref ? ref.viewLinkId : ref.authKey;
  const link = linkId === undefined ? undefined : await liveLink(db, linkId, gate);
  const where = 'oid' in ref ? { oid: ref.oid } : link ? { id: link.presentation_id } : undefined;
  if (!where) throw notFound('This link does not exist or has been revoked.');
  const found = await findForViewer(db, where, actor?.id ?? null);
  if (!found) throw notFound(UNSEEN);
  const { presentation, owner, role, hasLiked } = found;
  const ownLink = link?.presentation_id === presentation.id ? link : undefined;
  const access = accessOf(presentation, { role, viaViewLink: ownLink !== undefined });
  // Not allowed to see it and not allowed to know it exists: both answer 404.
  if (!authorize(actor, 'presentation.view', access)) throw notFound(UNSEEN);
  if (ownLink) requireUnlocked(ownLink, presentation, access, actor, gate, owner);
  if (!authorize(actor, ability, access)) throw options.refused?.() ?? notFound(UNSEEN);
  const through = ownLink ? { viewLinkId: ownLink.link_id, viewLink: ownLink } : {};
  return { presentation, access, ...through, viewer: actor, owner, hasLiked };
}

/**
 * A live view link by its id, or undefined; an expired one answers 410 for everyone who uses it:
 * the people it was for learn it has expired, not that it never existed.
 */
async function liveLink(db: Db, linkId: string, gate: LinkGate): Promise<ViewLink | undefined> {
  const link = await findLiveViewLink(db, linkId);
  if (link && isExpired(link, gate.now)) throw linkExpired();
  return link;
}

/**
 * A link with a password or an e-mail gate opens once this browser gave them (LinkGate), unless
 * the actor passes the gate anyway (passesLinkGate: owner, collaborators, staff).
 */
function requireUnlocked(
  link: ViewLink,
  presentation: Presentation,
  access: PresentationAccess,
  actor: Actor,
  gate: LinkGate,
  owner: OwnerRecord,
): void {
  if (!needsKey(link) || gate.isUnlocked(link)) return;
  if (passesLinkGate(access, actor)) return;
  throw new LinkLocked(link, presentation.title, owner, presentation);
}
