// Where the slides go on the canvas: a grid in reading order, a row of up to five, so the overview
// reads like PowerPoint's slide sorter. Every slide is the same size in world units, proportional to
// the presentation's slide size, with its width that of the canvas's blank frame.
import { BLANK_FRAME } from '../../document/canvas/blank';

/** The gap between slides, as a share of a slide's width. */
const GAP = 0.1;

export interface SlideCell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Columns per row: all the slides of a short deck in one row, else four, or five past sixteen. */
const columnsFor = (count: number) => (count <= 4 ? Math.max(1, count) : count <= 16 ? 4 : 5);

export function arrangeSlides(count: number, size: { width: number; height: number }): SlideCell[] {
  const width = BLANK_FRAME.width;
  const height = Math.round(((width * size.height) / size.width) * 1000) / 1000;
  const columns = columnsFor(count);
  const gap = width * GAP;
  return Array.from({ length: count }, (_, i) => ({
    x: (i % columns) * (width + gap),
    y: Math.floor(i / columns) * (height + gap),
    width,
    height,
  }));
}
