// A share link's gate pages in the deck's kit (GateBrand): its primary colour on the buttons, with
// whichever of white or near-black reads better on it, and its accent along the card's top.
import type { CSSProperties } from 'react';
import type { GateBrand } from '../../../brand/contracts';
import { contrastRatio } from '../../../brand/rules';

const LIGHT_INK = '#ffffff';
const DARK_INK = '#111111';

export function gateStyle(brand: GateBrand | null): CSSProperties | undefined {
  const colors = brand?.colors;
  if (!colors) return undefined;
  const ink =
    contrastRatio(colors.primary, LIGHT_INK) >= contrastRatio(colors.primary, DARK_INK)
      ? LIGHT_INK
      : DARK_INK;
  return { '--brand': colors.primary, '--brand-ink': ink, '--gate-accent': colors.accent } as CSSProperties;
}

export const gateCardClass = (brand: GateBrand | null, base = 'form-card') =>
  brand?.colors ? `${base} form-card--branded` : base;
