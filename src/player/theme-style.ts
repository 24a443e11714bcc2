// A theme as the CSS custom properties the player's styles read (Player.css).
import type { CSSProperties } from 'react';
import type { Theme } from '../domain/themes';

export const themeStyle = (theme: Theme): CSSProperties =>
  ({
    '--podium-background': theme.background,
    '--podium-surface': theme.surface,
    '--podium-text': theme.text,
    '--podium-accent': theme.accent,
  }) as CSSProperties;

/** The colour of a frame: the theme's palette, round-robin. */
export const frameColor = (theme: Theme, paletteIndex: number): string =>
  theme.palette[paletteIndex % theme.palette.length] ?? theme.accent;
