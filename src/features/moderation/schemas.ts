// Wire schemas of the moderation calls (decision 084): the one declaration of what each staff call
// under /api/admin/ and the owner's review request take and answer. The routes are validated with
// them, the OpenAPI document is generated from them, and contracts.ts derives the types the browser
// uses from them (as types only: the browser never loads TypeBox).
import Type from 'typebox';
import { MODERATION_LIMITS } from '../../kernel/limits';
import { OidParams, RowId, responses } from '../../platform/http/edge';

// Nine digits at most: within a 32-bit integer column on PostgreSQL.
const ReportParams = Type.Object({ id: RowId });
const HideBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: MODERATION_LIMITS.hiddenReasonLength }) },
  { additionalProperties: false },
);
const ReviewBody = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: MODERATION_LIMITS.reviewRequestLength }) },
  { additionalProperties: false },
);

const Hidden = Type.Object({
  oid: Type.String(),
  hidden: Type.Literal(true),
  hiddenReason: Type.String(),
  resolvedReports: Type.Integer(),
});
const Report = Type.Object({ id: Type.Integer(), status: Type.Enum(['open', 'dismissed']) });
const Unhidden = Type.Object({
  oid: Type.String(),
  hidden: Type.Literal(false),
  resolvedReports: Type.Integer(),
});
const StaffPick = Type.Object({ oid: Type.String(), staffPick: Type.Boolean() });

/** The moderation calls by name; contracts.ts gives each its method and path. */
export const moderationSchemas = {
  hide: { params: ReportParams, body: HideBody, response: responses({ 200: Hidden }) },
  dismiss: { params: ReportParams, response: responses({ 200: Report }) },
  unhide: { params: OidParams, response: responses({ 200: Unhidden }) },
  pickStaff: { params: OidParams, response: responses({ 200: StaffPick }) },
  unpickStaff: { params: OidParams, response: responses({ 200: StaffPick }) },
  requestReview: { params: OidParams, body: ReviewBody, response: responses({ 201: Report }) },
};
