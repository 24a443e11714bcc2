// The named colour themes a document can use. The player, thumbnails and cards share them.
export interface Theme {
  name: ThemeName;
  background: string;
  surface: string;
  text: string;
  accent: string;
  /** Topic colours, used round-robin for the ring of topics. */
  palette: readonly string[];
  /** CSS font stacks of titles and of text; Podium's system stack when absent (a brand kit sets them). */
  headingFont?: string;
  bodyFont?: string;
}

// `brand` takes its colours and fonts from the published brand kit of the deck's team or owner
// (features/brand/rules.ts), resolved when the deck is shown; without one it looks like ocean,
// Podium's own.
export const THEME_NAMES = ['ocean', 'sunset', 'forest', 'slate', 'berry', 'sand', 'brand'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

const NAMED_THEMES: Record<Exclude<ThemeName, 'brand'>, Theme> = {
  ocean: {
    name: 'ocean',
    background: '#0b2545',
    surface: '#13315c',
    text: '#f4f7fb',
    accent: '#5fd3f3',
    palette: ['#5fd3f3', '#8da9c4', '#3c91e6', '#a2e3c4', '#eef4ed'],
  },
  sunset: {
    name: 'sunset',
    background: '#2d1e2f',
    surface: '#43293f',
    text: '#fff4ec',
    accent: '#ff8c42',
    palette: ['#ff8c42', '#ff3c38', '#fff275', '#a23e48', '#6c8ead'],
  },
  forest: {
    name: 'forest',
    background: '#1b2d1f',
    surface: '#26412b',
    text: '#f1f7ed',
    accent: '#9bc53d',
    palette: ['#9bc53d', '#e8c547', '#5b8c5a', '#c3e8bd', '#f3b391'],
  },
  slate: {
    name: 'slate',
    background: '#f4f5f7',
    surface: '#ffffff',
    text: '#1f2933',
    accent: '#3e63dd',
    palette: ['#3e63dd', '#e5484d', '#30a46c', '#f76b15', '#8e4ec6'],
  },
  berry: {
    name: 'berry',
    background: '#3a0f2e',
    surface: '#561944',
    text: '#fdf0f7',
    accent: '#ff5fa2',
    palette: ['#ff5fa2', '#c77dff', '#ffd166', '#7bdff2', '#f7aef8'],
  },
  sand: {
    name: 'sand',
    background: '#f6efe3',
    surface: '#fffaf2',
    text: '#3d2c1e',
    accent: '#c8553d',
    palette: ['#c8553d', '#588b8b', '#f28f3b', '#2f4858', '#93a29b'],
  },
};

export const THEMES: Record<ThemeName, Theme> = {
  ...NAMED_THEMES,
  brand: { ...NAMED_THEMES.ocean, name: 'brand' },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

export function themeFor(name: string | undefined): Theme {
  return isThemeName(name) ? THEMES[name] : THEMES.ocean;
}

/**
 * The theme a deck is drawn in: its named theme, or for `brand` the theme of the published kit the
 * server resolved for it (null when there is none: then the brand theme is Podium's own look).
 */
export function resolveTheme(name: string | undefined, brand: Theme | null | undefined): Theme {
  if (name === 'brand' && brand) return brand;
  return themeFor(name);
}

/** The colour of a frame: the theme's palette, round-robin. */
export const frameColor = (theme: Theme, paletteIndex: number): string =>
  theme.palette[paletteIndex % theme.palette.length] ?? theme.accent;
