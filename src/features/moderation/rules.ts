// What a report says (spec §7 Report): a reason from a fixed list, details and a contact email.
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'violence',
  'sexual',
  'copyright',
  'misinformation',
  'privacy',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 2000;

/** A report is open until staff hide the presentation or dismiss the report. */
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
