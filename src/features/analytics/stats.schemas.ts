// Response schemas of the JSON calls: what Fastify serialises (fast-json-stringify) and the
// documented wire shape of each contract. Each is checked against its contract type at compile
// time (`Matches` below), so a field added to a contract and not here fails `tsc`.
import Type, { type Static, type TSchema } from 'typebox';
import type { PresentationStats } from './contracts';

/** Compile-time: the schema's static type and the contract are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function matches<S extends TSchema, T>(
  schema: S,
  ..._proof: Same<Static<S>, T> extends true ? [] : [never]
): S {
  return schema;
}

const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

export const PresentationStatsBody = matches<ReturnType<typeof statsSchema>, PresentationStats>(
  statsSchema(),
);
function statsSchema() {
  const count = Type.Integer();
  return Type.Object({
    days: count,
    totals: Type.Object({ views: count, likes: count }),
    period: Type.Object({
      views: count,
      uniqueVisitors: count,
      likes: count,
      shares: count,
      embedsCopied: count,
      downloads: count,
      started: count,
      completed: count,
      completionRate: Type.Number(),
      watchMs: count,
      avgViewMs: Nullable(count),
    }),
    viewsPerDay: Type.Array(Type.Object({ day: Type.String(), views: count })),
    steps: Type.Array(Type.Object({ step: count, sessions: count, medianMs: Nullable(Type.Number()) })),
    referrers: Type.Array(Type.Object({ site: Nullable(Type.String()), views: count })),
    embeds: Type.Array(Type.Object({ site: Type.String(), views: count })),
    links: Type.Array(
      Type.Object({
        linkId: Type.String(),
        name: Nullable(Type.String()),
        views: count,
        uniqueVisitors: count,
        completionRate: Type.Number(),
        avgMs: Nullable(count),
        downloads: count,
        lastViewAt: Nullable(Type.String()),
        state: Type.Union([Type.Literal('live'), Type.Literal('expired'), Type.Literal('revoked')]),
        steps: Type.Array(Type.Object({ step: count, reached: count, avgMs: Nullable(count) })),
        visitors: Type.Array(
          Type.Object({
            email: Type.String(),
            firstSeenAt: Type.String(),
            lastSeenAt: Type.String(),
            views: count,
            stepsSeen: count,
            stepMs: Type.Array(Nullable(count)),
          }),
        ),
      }),
    ),
  });
}
