// The blank canvas a new canvas presentation starts from: one 16:9 frame at the origin holding its
// title, and a path that stops on it, so the editor opens on something to type into and the player
// has a step to show before the author adds any.
import type { ThemeName } from '../themes';
import type { CanvasDocument } from './model';

/** The frame's size: the player's design size, so the first step fills the screen. */
export const BLANK_FRAME = { width: 1600, height: 900 } as const;
/** The title's font size in world units: large on the frame, as a title slide's is. */
const TITLE_SIZE = 96;
/** The title box's share of the frame's width and height, centred in it. */
const TITLE_BOX = { width: 0.8, height: 0.25 } as const;

/** A canvas deck titled `title`: one frame of that title holding it as a title text box, one step. */
export function blankCanvas(title: string, theme: ThemeName = 'ocean'): CanvasDocument {
  const width = BLANK_FRAME.width * TITLE_BOX.width;
  const height = BLANK_FRAME.height * TITLE_BOX.height;
  return {
    version: 3,
    title,
    theme,
    elements: [
      {
        kind: 'frame',
        id: 'frame-1',
        shape: 'rectangle',
        title,
        x: 0,
        y: 0,
        ...BLANK_FRAME,
        rotation: 0,
        z: 0,
      },
      {
        kind: 'text',
        id: 'title-1',
        parent: 'frame-1',
        x: (BLANK_FRAME.width - width) / 2,
        y: (BLANK_FRAME.height - height) / 2,
        width,
        height,
        rotation: 0,
        z: 1,
        content: {
          paragraphs: [
            {
              role: 'title',
              align: 'center',
              runs: [{ text: title, bold: true, font: 'heading', size: TITLE_SIZE }],
            },
          ],
        },
      },
    ],
    path: [{ id: 'step-1', frame: 'frame-1' }],
  };
}
