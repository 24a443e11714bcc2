// A theme as the CSS custom properties the player's styles read (Player.css).
import type { CSSProperties } from 'react';
import type { Theme } from '../kernel/document/themes';

export const themeStyle = (theme: Theme): CSSProperties =>
  ({
    '--podium-background': theme.background,
    '--podium-surface': theme.surface,
    '--podium-text': theme.text,
    '--podium-accent': theme.accent,
    // A brand kit's fonts (ids from a fixed list turned into fixed stacks, never free text).
    ...(theme.bodyFont ? { '--podium-body-font': theme.bodyFont } : {}),
    ...(theme.headingFont ? { '--podium-heading-font': theme.headingFont } : {}),
  }) as CSSProperties;
