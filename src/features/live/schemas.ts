// Wire schemas of the live session's JSON calls (decision 084): the one declaration of what each
// call under /api/v4/live/ and /api/v4/presentation/{oid}/live/ takes and answers. The routes are
// validated with them, the OpenAPI document is generated from them, and contracts.ts derives the
// types the pages and the browser use from them (as types only: the browser never loads TypeBox).
// The event stream is not a JSON call: its messages are contracts.ts's LiveEvent.
import Type from 'typebox';
import { NO_CONTENT, OidParams, RowId, responses, ViewLinkId } from '../../platform/http/edge';
import { JOIN_CODE_PATTERN, LIVE_LIMITS, MODERATION_ACTIONS, type ModerationAction } from './rules';

const Code = Type.String({ pattern: JOIN_CODE_PATTERN });
export const CodeParams = Type.Object({ code: Code });
const QuestionParams = Type.Object({ code: Code, id: RowId });

export const LiveSession = Type.Object({
  code: Type.String(),
  /** Absolute join address, `{origin}/live/{code}/`. */
  joinUrl: Type.String(),
  oid: Type.String(),
  title: Type.String(),
  state: Type.Union([Type.Literal('live'), Type.Literal('ended')]),
  /** The presenter's current step, 0-based. */
  step: Type.Integer(),
  startedAt: Type.String(),
  endedAt: Type.Union([Type.String(), Type.Null()]),
  /** The share link whose rules the audience passes, when the session was started through one. */
  linkId: Type.Union([Type.String(), Type.Null()]),
});

export const LiveQuestion = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  votes: Type.Integer(),
  state: Type.Union([Type.Literal('open'), Type.Literal('answered'), Type.Literal('hidden')]),
  createdAt: Type.String(),
  /** This viewer's own vote is in (per viewer; false in broadcasts). */
  voted: Type.Boolean(),
  /** This viewer asked it (per viewer; false in broadcasts). */
  mine: Type.Boolean(),
});

/** The live calls by name; contracts.ts gives each its method and path. */
export const liveSchemas = {
  start: {
    params: OidParams,
    body: Type.Object({ linkId: Type.Optional(ViewLinkId) }, { additionalProperties: false }),
    response: responses({ 200: LiveSession, 201: LiveSession }),
  },
  openSession: {
    params: OidParams,
    response: responses({ 200: Type.Object({ session: Type.Union([LiveSession, Type.Null()]) }) }),
  },
  step: {
    params: CodeParams,
    body: Type.Object(
      { step: Type.Integer({ minimum: 0, maximum: 100_000 }) },
      { additionalProperties: false },
    ),
    response: responses(NO_CONTENT),
  },
  end: { params: CodeParams, response: responses(NO_CONTENT) },
  react: {
    params: CodeParams,
    body: Type.Object({ emoji: Type.String({ maxLength: 16 }) }, { additionalProperties: false }),
    response: responses(NO_CONTENT),
  },
  ask: {
    params: CodeParams,
    // The service counts characters as people see them; this only bounds what is read.
    body: Type.Object(
      { text: Type.String({ maxLength: LIVE_LIMITS.questionLength * 4 }) },
      { additionalProperties: false },
    ),
    response: responses({ 201: LiveQuestion }),
  },
  vote: { params: QuestionParams, response: responses({ 200: LiveQuestion }) },
  moderate: {
    params: QuestionParams,
    body: Type.Object(
      // Typed as the rules' actions: a union built from a list is not a tuple TypeBox can name.
      { action: Type.Unsafe<ModerationAction>(Type.Union(MODERATION_ACTIONS.map((a) => Type.Literal(a)))) },
      { additionalProperties: false },
    ),
    response: responses({ 200: LiveQuestion }),
  },
};
