// @vitest-environment jsdom
// The contract between the editor and the kernel: a rich text the kernel writes reads in
// ProseMirror, through y-prosemirror, as the same paragraphs, attributes and marks, and what
// ProseMirror changes is what the kernel reads back.
import { DOMParser } from 'prosemirror-model';
import { EditorState, TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { afterEach, describe, expect, it } from 'vitest';
import { initProseMirrorDoc, ySyncPlugin } from 'y-prosemirror';
import * as Y from 'yjs';
import { readRichText, writeRichText } from '../../../../../kernel/document/canvas/crdt/rich-text';
import { richText } from '../../../../../kernel/document/canvas/crdt/test-support';
import type { RichText } from '../../../../../kernel/document/canvas/model';
import { themeFor } from '../../../../../kernel/document/themes';
import { textDecorations } from './text-decorations';
import { createTextSchema } from './text-schema';

const schema = createTextSchema(themeFor('ocean'));
const views: EditorView[] = [];
afterEach(() => {
  for (const view of views.splice(0)) view.destroy();
});

function bound(text: RichText) {
  const ydoc = new Y.Doc();
  const fragment = ydoc.getXmlFragment('text');
  writeRichText(fragment, text);
  const { doc, mapping } = initProseMirrorDoc(fragment, schema);
  const view = new EditorView(document.createElement('div'), {
    state: EditorState.create({
      doc,
      schema,
      plugins: [ySyncPlugin(fragment, { mapping }), textDecorations()],
    }),
  });
  views.push(view);
  return { fragment, view };
}

describe('the canvas text schema', () => {
  it('reads the kernel’s rich text as the same paragraphs, attributes and marks', () => {
    const { view } = bound(richText);
    const doc = view.state.doc;
    expect(doc.childCount).toBe(3);
    const [title, item, empty] = [doc.child(0), doc.child(1), doc.child(2)];
    expect(title.attrs).toEqual({ role: 'title', align: 'center', list: null, level: null, lineHeight: 1.2 });
    expect(item.attrs).toEqual({ role: null, align: null, list: 'number', level: 2, lineHeight: null });
    expect(empty.attrs.role).toBe('body');
    expect(empty.childCount).toBe(0);
    const marks = (node: typeof title, i: number) =>
      Object.fromEntries(node.child(i).marks.map((mark) => [mark.type.name, mark.attrs]));
    expect(title.child(0).text).toBe('Bold ');
    expect(marks(title, 0)).toEqual({ bold: {} });
    expect(marks(title, 1)).toEqual({ italic: {}, underline: {} });
    expect(marks(title, 2)).toEqual({ strike: {}, color: { value: 'theme:accent' } });
    expect(marks(item, 0)).toEqual({ link: { href: 'https://example.com/' }, color: { value: '#112233' } });
    expect(marks(item, 1)).toEqual({ size: { value: 48 }, font: { value: 'heading' } });
    expect(marks(item, 2)).toEqual({});
  });

  it('binding a view writes nothing: the fragment reads as it was written', () => {
    const { fragment } = bound(richText);
    expect(readRichText(fragment)).toEqual(richText);
  });

  it('writes typing, bold and alignment back as the kernel reads them', () => {
    const { fragment, view } = bound({
      paragraphs: [{ runs: [{ text: 'Hello' }] }, { runs: [{ text: 'World' }] }],
    });
    // "Hello" starts at 1; type at its end, then make "World" bold and centre its paragraph.
    view.dispatch(view.state.tr.insertText(' there', 6));
    const second = view.state.doc.child(0).nodeSize;
    const bold = schema.marks.bold!.create();
    view.dispatch(view.state.tr.addMark(second + 1, second + 6, bold));
    view.dispatch(
      view.state.tr.setNodeMarkup(second, undefined, { ...view.state.doc.child(1).attrs, align: 'center' }),
    );
    expect(readRichText(fragment)).toEqual({
      paragraphs: [
        { runs: [{ text: 'Hello there' }] },
        { align: 'center', runs: [{ text: 'World', bold: true }] },
      ],
    });
  });

  it('writes a split paragraph, a link and a size as the kernel reads them', () => {
    const { fragment, view } = bound({ paragraphs: [{ role: 'title', runs: [{ text: 'OneTwo' }] }] });
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 4)));
    view.dispatch(
      view.state.tr.split(4, 1, [{ type: schema.nodes.paragraph!, attrs: view.state.doc.child(0).attrs }]),
    );
    const start = view.state.doc.child(0).nodeSize + 1;
    view.dispatch(view.state.tr.addMark(start, start + 3, schema.marks.link!.create({ href: '/deck' })));
    view.dispatch(view.state.tr.addMark(1, 4, schema.marks.size!.create({ value: 30 })));
    expect(readRichText(fragment)).toEqual({
      paragraphs: [
        { role: 'title', runs: [{ text: 'One', size: 30 }] },
        { role: 'title', runs: [{ text: 'Two', link: '/deck' }] },
      ],
    });
  });

  it('draws like the player: roles as headings, marks as their tags and styles, numbered items counted', () => {
    const { view } = bound(richText);
    const title = view.dom.querySelector('h2.podium-canvas-text__paragraph') as HTMLElement;
    expect(title.style.textAlign).toBe('center');
    expect(title.querySelector('strong')?.textContent).toBe('Bold ');
    expect(title.querySelector('s')?.parentElement?.style.color).toBe('rgb(95, 211, 243)');
    expect(view.dom.querySelector('a')?.getAttribute('href')).toBe('https://example.com/');
    expect(view.dom.querySelector('[data-number]')?.getAttribute('data-number')).toBe('1.');
  });

  it('parses only what the model holds: safe links, known tags, its own attributes', () => {
    const html =
      '<p style="color:red" data-align="right"><a href="javascript:alert(1)">bad</a> <a href="https://ok.example/">good</a> <b>b</b><font size="7">big</font></p>';
    const container = document.createElement('div');
    container.innerHTML = html;
    const doc = DOMParser.fromSchema(schema).parse(container);
    const paragraph = doc.child(0);
    expect(paragraph.attrs.align).toBe('right');
    expect(paragraph.textContent).toBe('bad good bbig');
    const links = [] as string[];
    paragraph.forEach((child) => {
      for (const mark of child.marks) if (mark.type.name === 'link') links.push(mark.attrs.href);
    });
    expect(links).toEqual(['https://ok.example/']);
  });

  it('reads pasted lists as list paragraphs, their items’ paragraphs included, with their levels', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<ul><li><p>Ferries</p><ul><li><p>Times</p></li></ul></li></ul><ol><li>First</li><li>Second</li></ol>';
    const doc = DOMParser.fromSchema(schema).parse(container);
    const read: [string, unknown, unknown][] = [];
    doc.forEach((node) => {
      read.push([node.textContent, node.attrs.list, node.attrs.level]);
    });
    expect(read).toEqual([
      ['Ferries', 'bullet', null],
      ['Times', 'bullet', 1],
      ['First', 'number', null],
      ['Second', 'number', null],
    ]);
  });
});
