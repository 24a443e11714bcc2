// The toolbar floating above a text being edited: marks, link, colour, size and font of the
// selection, and alignment, lists, line height and role of its paragraphs. Its buttons keep the
// focus in the text (mouse down does not move it), so a click formats what is selected; Alt+F10
// reaches it from the keyboard, arrow keys move along it and Escape goes back to the text.
import type { EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import type { KeyboardEvent, Ref } from 'react';
import { useT } from '../../../../../i18n/react';
import type { FlagMark } from '../../../../../kernel/document/canvas/crdt/rich-text';
import type { Alignment } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { ColorPicker } from './ColorPicker';
import { LinkForm } from './LinkForm';
import { ToolButton } from './ToolButton';
import { FontSelect, LineHeightSelect, RoleSelect, SizeInput } from './ToolbarFields';
import { isMarkActive, paragraphValue, setParagraphAttrs, toggleFlag, toggleList } from './text-commands';
import type { Exec } from './toolbar-support';

export interface TextToolbarProps {
  ref?: Ref<HTMLDivElement>;
  view: EditorView;
  /** The view's state as last rendered: the toolbar re-renders with it. */
  state: EditorState;
  theme: Theme;
  linkOpen: boolean;
  onLinkOpen(open: boolean): void;
}

const FLAGS = [
  { mark: 'bold', label: 'canvasText.bold', glyph: 'B' },
  { mark: 'italic', label: 'canvasText.italic', glyph: 'I' },
  { mark: 'underline', label: 'canvasText.underline', glyph: 'U' },
  { mark: 'strike', label: 'canvasText.strike', glyph: 'S' },
] as const satisfies readonly { mark: FlagMark; label: string; glyph: string }[];

const ALIGNS = [
  { align: 'left', label: 'canvasText.alignLeft', glyph: '⇤' },
  { align: 'center', label: 'canvasText.alignCenter', glyph: '↔' },
  { align: 'right', label: 'canvasText.alignRight', glyph: '⇥' },
  { align: 'justify', label: 'canvasText.alignJustify', glyph: '☰' },
] as const satisfies readonly { align: Alignment; label: string; glyph: string }[];

/** Arrow keys move along the toolbar's controls; Escape gives the focus back to the text. */
function onToolbarKey(event: KeyboardEvent<HTMLDivElement>, view: EditorView) {
  if (event.key === 'Escape') {
    event.preventDefault();
    view.focus();
    return;
  }
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  if (event.target instanceof HTMLInputElement) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button, select, input')];
  const at = controls.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  controls[(at + step + controls.length) % controls.length]?.focus();
}

export function TextToolbar({ ref, view, state, theme, linkOpen, onLinkOpen }: TextToolbarProps) {
  const t = useT();
  const exec: Exec = (command) => command(view.state, view.dispatch);
  const align = paragraphValue(state, 'align') ?? 'left';
  const list = paragraphValue(state, 'list');
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('canvasText.toolbar')}
      className="canvas-text-toolbar"
      onKeyDown={(event) => onToolbarKey(event, view)}
    >
      <div className="canvas-text-toolbar__group">
        {FLAGS.map(({ mark, label, glyph }) => (
          <ToolButton
            key={mark}
            label={t(label)}
            pressed={isMarkActive(state, mark)}
            onPress={() => exec(toggleFlag(mark))}
          >
            <span className={`canvas-text-toolbar__glyph canvas-text-toolbar__glyph--${mark}`}>{glyph}</span>
          </ToolButton>
        ))}
        <LinkForm view={view} state={state} open={linkOpen} onOpen={onLinkOpen} />
        <ColorPicker view={view} state={state} theme={theme} />
        <SizeInput state={state} exec={exec} />
        <FontSelect state={state} exec={exec} />
      </div>
      <div className="canvas-text-toolbar__group">
        {ALIGNS.map(({ align: value, label, glyph }) => (
          <ToolButton
            key={value}
            label={t(label)}
            pressed={align === value}
            onPress={() => exec(setParagraphAttrs({ align: value }))}
          >
            {glyph}
          </ToolButton>
        ))}
        <ToolButton
          label={t('canvasText.bulletList')}
          pressed={list === 'bullet'}
          onPress={() => exec(toggleList('bullet'))}
        >
          •
        </ToolButton>
        <ToolButton
          label={t('canvasText.numberList')}
          pressed={list === 'number'}
          onPress={() => exec(toggleList('number'))}
        >
          1.
        </ToolButton>
        <LineHeightSelect state={state} exec={exec} />
        <RoleSelect state={state} exec={exec} />
      </div>
    </div>
  );
}
