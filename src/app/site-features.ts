// Feature flags for one viewer (spec §3 evaluatedFeatures, §6, §9): the ones switched on for
// everyone in FEATURE_FLAGS, plus the staff's curation tool.
export const FEATURE_FLAGS = [
  'allow-content-curation',
  'gm-view-page-banner-human-connection',
  'gm-view-page-banner-human-connection-edu',
] as const;

export function featuresFor(enabled: string[], isStaff: boolean): Record<string, boolean> {
  const features: Record<string, boolean> = Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, enabled.includes(flag)]),
  );
  if (isStaff) features['allow-content-curation'] = true;
  return features;
}
