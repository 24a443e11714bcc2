// The analytics events the widget reports to its host (spec §7): share open, share (network),
// copy link, copy embed code (product type CLASSIC or NEXT from the schema version, fixed or
// responsive), like and unlike. Each carries prezi_oid.
export const VIEWER_EVENTS = ['ShareOpen', 'Share', 'CopyLink', 'CopyEmbedCode', 'Like', 'Unlike'] as const;
export type ViewerEventName = (typeof VIEWER_EVENTS)[number];
