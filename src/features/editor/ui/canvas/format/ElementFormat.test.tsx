// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  ConnectorElement,
  FrameElement,
  ImageElement,
  ShapeElement,
  TableElement,
  TextElement,
  VideoElement,
} from '../../../../../kernel/document/canvas/model';
import { LIMITS } from '../../../../../kernel/limits';
import { openPanel } from './test-support';

/** Types into a field and presses Enter, as a person commits a value. */
function commit(label: string | HTMLElement, value: string, how: 'enter' | 'blur' = 'enter') {
  const input = typeof label === 'string' ? screen.getByLabelText(label) : label;
  fireEvent.change(input, { target: { value } });
  if (how === 'enter') fireEvent.keyDown(input, { key: 'Enter' });
  else fireEvent.blur(input);
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the format panel for one element', () => {
  it('moves, resizes and rotates it, committed on Enter or on leaving the field', () => {
    const { element, announced } = openPanel(['box']);
    commit('X', '1200');
    expect(element('box').x).toBe(1200);
    expect(announced()).toBe('Changed: X');
    commit('Y', '-40', 'blur');
    expect(element('box').y).toBe(-40);
    commit('Width', '250');
    commit('Height', '80.5');
    expect(element('box')).toMatchObject({ x: 1200, y: -40, width: 250, height: 80.5 });
    commit('Rotation (degrees)', '-90');
    expect(element('box').rotation).toBe(270);
  });

  it('refuses what is not a number in range with a visible message, and changes nothing', () => {
    const { element, read } = openPanel(['box']);
    const before = read();
    commit('Width', 'wide');
    expect(screen.getByText('Type a number from 0.01 to 10000000.')).toBeTruthy();
    expect(screen.getByLabelText('Width').getAttribute('aria-invalid')).toBe('true');
    commit('X', '1e9');
    commit('Height', '0');
    expect(read()).toEqual(before);
    fireEvent.keyDown(screen.getByLabelText('Width'), { key: 'Escape' });
    expect((screen.getByLabelText('Width') as HTMLInputElement).value).toBe('100');
    expect(element('box').width).toBe(100);
  });

  it('sets a frame’s shape, title and fill', () => {
    const { element } = openPanel(['frame']);
    fireEvent.change(screen.getByLabelText('Frame shape'), { target: { value: 'bracket' } });
    commit('Frame title', 'Welcome');
    fireEvent.click(within(group('Fill')).getByRole('button', { name: 'Accent' }));
    expect(element<FrameElement>('frame')).toMatchObject({
      shape: 'bracket',
      title: 'Welcome',
      fill: 'theme:accent',
    });
    commit('Frame title', '  ');
    expect(element<FrameElement>('frame').title).toBeUndefined();
  });

  it('announces a value the deck refuses, shows it beside the field and changes nothing', () => {
    const { element, announced } = openPanel(['frame']);
    commit('Frame title', 'x'.repeat(LIMITS.titleLength + 1));
    expect(announced()).toMatch(/frame\.title/);
    expect(screen.getByText('The deck did not take this value; nothing changed.')).toBeTruthy();
    expect(element<FrameElement>('frame').title).toBe('Intro');
  });

  it('sets a shape’s kind, fill and stroke, and a line’s flips', () => {
    const { element } = openPanel(['box']);
    fireEvent.change(screen.getByLabelText('Shape type'), { target: { value: 'ellipse' } });
    commit(within(group('Fill')).getByLabelText('Hex colour'), '#A0B1C2');
    fireEvent.click(within(group('Line colour')).getByRole('button', { name: 'Palette colour 2' }));
    expect(element<ShapeElement>('box')).toMatchObject({
      shape: 'ellipse',
      fill: '#a0b1c2',
      stroke: { color: 'theme:palette1', width: 2, dash: 'solid' },
    });
    commit('Line width', '6');
    fireEvent.change(screen.getByLabelText('Line style'), { target: { value: 'dotted' } });
    expect(element<ShapeElement>('box').stroke).toEqual({
      color: 'theme:palette1',
      width: 6,
      dash: 'dotted',
    });
    fireEvent.click(within(group('Line colour')).getByRole('button', { name: 'No colour' }));
    expect(element<ShapeElement>('box').stroke).toBeUndefined();
    expect(screen.queryByLabelText('Flip horizontally')).toBeNull();
  });

  it('flips a line, which keeps its stroke and has no fill', () => {
    const { element } = openPanel(['line']);
    expect(within(group('Line colour')).queryByRole('button', { name: 'No colour' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Fill' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Flip horizontally'));
    expect(element<ShapeElement>('line').flipH).toBe(true);
    fireEvent.click(screen.getByLabelText('Flip horizontally'));
    expect(element<ShapeElement>('line').flipH).toBeUndefined();
  });

  it('refuses a hex colour that is not #rrggbb, and marks the colour in use', () => {
    const { element, announced } = openPanel(['box']);
    commit(within(group('Fill')).getByLabelText('Hex colour'), 'red');
    expect(screen.getByText('Use a colour written like #1a2b3c.')).toBeTruthy();
    commit(within(group('Fill')).getByLabelText('Hex colour'), '#12345');
    expect(screen.getByText('Use a colour written like #1a2b3c.')).toBeTruthy();
    expect(announced()).toBe('');
    expect(element<ShapeElement>('box').fill).toBeUndefined();
    const none = within(group('Fill')).getByRole('button', { name: 'No colour' });
    expect(none.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group('Fill')).getByRole('button', { name: 'Surface' }));
    expect(within(group('Fill')).getByRole('button', { name: 'Surface' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('sets a connector’s stroke and arrowheads, and has no place or size of its own', () => {
    const { element } = openPanel(['link']);
    expect(screen.queryByLabelText('X')).toBeNull();
    fireEvent.click(screen.getByLabelText('Arrowhead at the end'));
    fireEvent.click(screen.getByLabelText('Arrowhead at the start'));
    fireEvent.change(screen.getByLabelText('Line style'), { target: { value: 'dashed' } });
    expect(element<ConnectorElement>('link')).toMatchObject({
      arrowStart: true,
      arrowEnd: true,
      stroke: { color: '#000000', width: 1, dash: 'dashed' },
    });
    expect(within(group('Line colour')).queryByRole('button', { name: 'No colour' })).toBeNull();
  });

  it('warns while a picture has no alt text and is not decorative', () => {
    const { element } = openPanel(['pic']);
    const warning = 'Describe the picture for people who cannot see it, or mark it decorative.';
    expect(screen.queryByText(warning)).toBeNull();
    commit(screen.getByLabelText('Alt text'), '', 'blur');
    expect(element<ImageElement>('pic').alt).toBe('');
    expect(screen.getByText(warning)).toBeTruthy();
    expect(screen.getByLabelText('Alt text').getAttribute('aria-describedby')).toBe(
      screen.getByText(warning).id,
    );
    fireEvent.click(screen.getByLabelText('Decorative (screen readers skip it)'));
    expect(element<ImageElement>('pic').decorative).toBe(true);
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('sets a picture’s opacity and crop', () => {
    const { element } = openPanel(['pic']);
    fireEvent.change(screen.getByLabelText('Opacity'), { target: { value: '40' } });
    expect(element<ImageElement>('pic').opacity).toBe(0.4);
    commit(within(group('Crop (per cent of each side)')).getByLabelText('Left'), '10');
    commit(within(group('Crop (per cent of each side)')).getByLabelText('Bottom'), '25');
    expect(element<ImageElement>('pic').crop).toEqual({ left: 0.1, top: 0, right: 0, bottom: 0.25 });
    commit(within(group('Crop (per cent of each side)')).getByLabelText('Top'), '95');
    expect(screen.getByText('Type a number from 0 to 90.')).toBeTruthy();
    expect(element<ImageElement>('pic').crop?.top).toBe(0);
  });

  it('sets a text box’s autofit, and the role and alignment of every paragraph', () => {
    const { element } = openPanel(['words']);
    expect((screen.getByLabelText('Paragraph role') as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByLabelText('Shrink text to fit the box'));
    fireEvent.change(screen.getByLabelText('Paragraph role'), { target: { value: 'subtitle' } });
    fireEvent.change(screen.getByLabelText('Alignment'), { target: { value: 'center' } });
    const text = element<TextElement>('words');
    expect(text.autoFit).toBe(true);
    expect(text.content.paragraphs.map((paragraph) => [paragraph.role, paragraph.align])).toEqual([
      ['subtitle', 'center'],
      ['subtitle', 'center'],
    ]);
  });

  it('names a video, and refuses an empty title', () => {
    const { element } = openPanel(['film']);
    commit('Video title', 'Take-off');
    expect(element<VideoElement>('film').title).toBe('Take-off');
    commit('Video title', ' ');
    expect(screen.getByText('The video needs a title.')).toBeTruthy();
    expect(element<VideoElement>('film').title).toBe('Take-off');
  });

  it('toggles a table’s header row and adds and removes rows and columns', () => {
    const { element } = openPanel(['grid']);
    fireEvent.click(screen.getByLabelText('First row is a header'));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    let table = element<TableElement>('grid');
    expect(table.headerRow).toBe(true);
    expect(table.rows.map((row) => row.length)).toEqual([3, 3]);
    expect(screen.getByText('2 rows, 3 columns')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove last column' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove last row' }));
    table = element<TableElement>('grid');
    expect(table.rows.map((row) => row.length)).toEqual([2]);
    expect((screen.getByRole('button', { name: 'Remove last row' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('restacks it, each button one step of Undo', () => {
    const { read, store } = openPanel(['box']);
    const order = () => read().elements.map((each) => each.id);
    fireEvent.click(screen.getByRole('button', { name: 'Bring to front' }));
    expect(order().at(-1)).toBe('box');
    fireEvent.click(screen.getByRole('button', { name: 'Send backward' }));
    expect(order().at(-2)).toBe('box');
    fireEvent.click(screen.getByRole('button', { name: 'Send to back' }));
    expect(order()[0]).toBe('box');
    fireEvent.click(screen.getByRole('button', { name: 'Bring forward' }));
    expect(order()[1]).toBe('box');
    store.undoManager.undo();
    expect(order()[0]).toBe('box');
  });
});
