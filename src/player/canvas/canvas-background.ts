// A canvas deck's own background, over its theme's: a colour (a hex or a theme role) and a picture
// that stays behind the world, fixed to the screen, as a canvas's backdrop does.
import type { CSSProperties } from 'react';
import { resolveColor } from '../../kernel/document/canvas/colors';
import type { Layout } from '../../kernel/document/layout-model';
import type { Theme } from '../../kernel/document/themes';
import { imageUrl } from '../loader';

/** A url() for a style: the characters that could end it are escaped, so nothing follows it. */
const escaped = (character: string) =>
  ({ '(': '%28', ')': '%29', "'": '%27' })[character] ?? encodeURIComponent(character);
export const cssUrl = (url: string): string => `url("${url.replace(/["'()\\\s]/g, escaped)}")`;

export function canvasBackground(layout: Pick<Layout, 'background'>, theme: Theme): CSSProperties {
  if (!layout.background) return {};
  const { color, image } = layout.background;
  const fill = resolveColor(color, theme);
  return {
    ...(fill ? ({ '--podium-background': fill } as CSSProperties) : {}),
    ...(image
      ? { backgroundImage: cssUrl(imageUrl(image)), backgroundSize: 'cover', backgroundPosition: 'center' }
      : {}),
  };
}
