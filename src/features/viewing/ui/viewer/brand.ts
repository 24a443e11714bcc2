// The brand shown when the host does not pass one: BRAND_NAME's default (DESIGN.md).
export const DEFAULT_BRAND_NAME = 'Podium';
