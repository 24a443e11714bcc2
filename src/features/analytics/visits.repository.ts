// SQL for visits: one row per playthrough, one row per step it reached.
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { VisitsTable } from './tables';

export type NewVisit = Insertable<VisitsTable>;

export async function insertVisit(db: Db, visit: NewVisit): Promise<void> {
  await db.insertInto('visits').values(visit).execute();
}

/** The visitor's latest visit of the presentation through this link (or none), seen since `since`. */
export async function latestVisitSince(
  db: Db,
  presentationId: number,
  visitorId: string,
  linkId: string | null,
  since: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('visits')
    .select('id')
    .where('presentation_id', '=', presentationId)
    .where('visitor_id', '=', visitorId)
    .where('view_link_id', linkId === null ? 'is' : '=', linkId)
    .where('last_seen_at', '>=', since)
    .orderBy('last_seen_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function touchVisit(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('visits').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function findVisit(db: Db, id: string) {
  const row = await db
    .selectFrom('visits')
    .select(['id', 'presentation_id', 'view_link_id', 'visitor_id', 'started_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, started_at: new Date(row.started_at).toISOString() } : undefined;
}

/**
 * Adds time to a visit's steps (a row per step, made on its first report), each step's total at
 * most `stepMsCap`; then sets the visit's steps seen, furthest step, total time (at most
 * `totalMsCap`) and whether it reached `lastStep`.
 */
export async function addVisitSteps(
  db: Db,
  visitId: string,
  steps: readonly { step: number; ms: number }[],
  now: string,
  caps: { stepMs: number; totalMs: number; lastStep: number },
): Promise<void> {
  for (const { step, ms } of steps) {
    await db
      .insertInto('visit_steps')
      .values({ visit_id: visitId, step, ms: Math.min(ms, caps.stepMs), first_reached_at: now })
      .onConflict((oc) =>
        oc.columns(['visit_id', 'step']).doUpdateSet({
          ms: sql<number>`case when visit_steps.ms + excluded.ms > ${caps.stepMs} then ${caps.stepMs} else visit_steps.ms + excluded.ms end`,
        }),
      )
      .execute();
  }
  const totals = await db
    .selectFrom('visit_steps')
    .select((eb) => [
      eb.fn.countAll<number>().as('seen'),
      eb.fn.max('step').as('max_step'),
      eb.fn.sum<number>('ms').as('ms'),
    ])
    .where('visit_id', '=', visitId)
    .executeTakeFirstOrThrow();
  const maxStep = Number(totals.max_step ?? -1);
  await db
    .updateTable('visits')
    .set({
      last_seen_at: now,
      steps_seen: Number(totals.seen),
      max_step: maxStep,
      total_ms: Math.min(Number(totals.ms ?? 0), caps.totalMs),
      completed: maxStep >= caps.lastStep ? 1 : 0,
    })
    .where('id', '=', visitId)
    .execute();
}

const iso = (value: string) => new Date(value).toISOString();

/** Every visit in the period that reached a step (any link or none): how many, and their visible time. */
export async function watchTotals(db: Db, presentationId: number, since: string) {
  const row = await db
    .selectFrom('visits')
    .select((eb) => [eb.fn.countAll<number>().as('visits'), eb.fn.sum<number>('total_ms').as('total_ms')])
    .where('presentation_id', '=', presentationId)
    .where('started_at', '>=', since)
    .where('steps_seen', '>', 0)
    .executeTakeFirstOrThrow();
  return { visits: Number(row.visits), total_ms: Number(row.total_ms ?? 0) };
}

/** Per share link, its visits in the period that reached a step: how many, by how many visitors, … */
export async function visitsByLink(db: Db, presentationId: number, since: string) {
  const rows = await db
    .selectFrom('visits')
    .select((eb) => [
      'view_link_id',
      eb.fn.countAll<number>().as('visits'),
      eb.fn.count<number>('visitor_id').distinct().as('visitors'),
      eb.fn.sum<number>('completed').as('completed'),
      eb.fn.sum<number>('total_ms').as('total_ms'),
      eb.fn.max('started_at').as('last_visit'),
    ])
    .where('presentation_id', '=', presentationId)
    .where('started_at', '>=', since)
    .where('steps_seen', '>', 0)
    .where('view_link_id', 'is not', null)
    .groupBy('view_link_id')
    .execute();
  return rows.map((r) => ({
    link_id: r.view_link_id!,
    visits: Number(r.visits),
    visitors: Number(r.visitors),
    completed: Number(r.completed ?? 0),
    total_ms: Number(r.total_ms ?? 0),
    last_visit: iso(r.last_visit as string),
  }));
}

/** Per share link and step: the visits in the period that reached it, and their time on it. */
export async function stepsByLink(db: Db, presentationId: number, since: string) {
  const rows = await db
    .selectFrom('visit_steps')
    .innerJoin('visits', 'visits.id', 'visit_steps.visit_id')
    .select((eb) => [
      'visits.view_link_id',
      'visit_steps.step',
      eb.fn.countAll<number>().as('reached'),
      eb.fn.sum<number>('visit_steps.ms').as('ms'),
    ])
    .where('visits.presentation_id', '=', presentationId)
    .where('visits.started_at', '>=', since)
    .where('visits.view_link_id', 'is not', null)
    .groupBy(['visits.view_link_id', 'visit_steps.step'])
    .execute();
  return rows.map((r) => ({
    link_id: r.view_link_id!,
    step: Number(r.step),
    reached: Number(r.reached),
    ms: Number(r.ms ?? 0),
  }));
}

/** Per gated visitor (link, e-mail address) and step: their time on it over the period's visits. */
export async function stepsByGatedVisitor(db: Db, presentationId: number, since: string, limit: number) {
  const rows = await db
    .selectFrom('visit_steps')
    .innerJoin('visits', 'visits.id', 'visit_steps.visit_id')
    .select((eb) => [
      'visits.view_link_id',
      'visits.email',
      'visit_steps.step',
      eb.fn.sum<number>('visit_steps.ms').as('ms'),
    ])
    .where('visits.presentation_id', '=', presentationId)
    .where('visits.started_at', '>=', since)
    .where('visits.view_link_id', 'is not', null)
    .where('visits.email', 'is not', null)
    .groupBy(['visits.view_link_id', 'visits.email', 'visit_steps.step'])
    .orderBy('visits.email')
    .orderBy('visit_steps.step')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    link_id: r.view_link_id!,
    email: r.email!,
    step: Number(r.step),
    ms: Number(r.ms ?? 0),
  }));
}

/** Visits from embeds in the period that reached a step, by the embedding site, most first. */
export async function visitsByEmbeddingSite(db: Db, presentationId: number, since: string, limit: number) {
  const rows = await db
    .selectFrom('visits')
    .select(['referrer', (eb) => eb.fn.countAll<number>().as('visits')])
    .where('presentation_id', '=', presentationId)
    .where('started_at', '>=', since)
    .where('embedded', '=', 1)
    .where('steps_seen', '>', 0)
    .where('referrer', 'is not', null)
    .groupBy('referrer')
    .orderBy('visits', 'desc')
    .orderBy('referrer')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ site: r.referrer!, views: Number(r.visits) }));
}

/** A page of the period's visits for the CSV export, oldest first, after the (started_at, id) given. */
export async function visitsPage(
  db: Db,
  presentationId: number,
  since: string,
  after: { startedAt: string; id: string } | null,
  limit: number,
) {
  let query = db
    .selectFrom('visits')
    .leftJoin('view_links', 'view_links.link_id', 'visits.view_link_id')
    .select([
      'visits.id',
      'visits.started_at',
      'visits.view_link_id',
      'view_links.name as link_name',
      'visits.email',
      'visits.referrer',
      'visits.embedded',
      'visits.steps_seen',
      'visits.completed',
      'visits.total_ms',
    ])
    .where('visits.presentation_id', '=', presentationId)
    .where('visits.started_at', '>=', since);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('visits.started_at', '>', after.startedAt),
        eb.and([eb('visits.started_at', '=', after.startedAt), eb('visits.id', '>', after.id)]),
      ]),
    );
  const rows = await query.orderBy('visits.started_at').orderBy('visits.id').limit(limit).execute();
  return rows.map((r) => ({
    ...r,
    started_at: iso(r.started_at),
    steps_seen: Number(r.steps_seen),
    completed: Number(r.completed) === 1,
    total_ms: Number(r.total_ms),
    embedded: Number(r.embedded) === 1,
  }));
}

/** The steps of these visits, for the CSV export. */
export async function stepsOfVisits(db: Db, visitIds: readonly string[]) {
  if (visitIds.length === 0) return [];
  const rows = await db
    .selectFrom('visit_steps')
    .select(['visit_id', 'step', 'ms'])
    .where('visit_id', 'in', visitIds)
    .execute();
  return rows.map((r) => ({ visit_id: r.visit_id, step: Number(r.step), ms: Number(r.ms) }));
}
