import { describe, expect, it } from 'vitest';
import { buildCanvasDeck } from '../../../test/helpers/canvas-documents';
import { layoutDocument } from '../../kernel/document/layout';
import { THEMES } from '../../kernel/document/themes';
import { canvasBackground, cssUrl } from './canvas-background';

describe('a canvas deck’s background', () => {
  it('puts its colour, a theme role resolved, over the theme’s, and its picture behind the world', () => {
    const layout = layoutDocument(
      buildCanvasDeck({ background: { color: 'theme:palette2', image: 'media/sky.png' } }),
    );
    expect(canvasBackground(layout, THEMES.sand)).toEqual({
      '--podium-background': THEMES.sand.palette[2],
      backgroundImage: 'url("/media/sky.png")',
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    });
  });

  it('leaves the theme’s alone when the deck has none', () => {
    expect(canvasBackground(layoutDocument(buildCanvasDeck()), THEMES.sand)).toEqual({});
  });

  it('keeps a picture’s address inside its url()', () => {
    expect(cssUrl('https://example.org/a") , url("https://evil.example/x')).toBe(
      'url("https://example.org/a%22%29%20,%20url%28%22https://evil.example/x")',
    );
  });
});
