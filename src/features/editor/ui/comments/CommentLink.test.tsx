// @vitest-environment jsdom
// A link to one comment (?comment=): the panel shows its thread's element or step once, unfolds a
// resolved thread, marks and focuses the comment; a link to a comment that is gone opens nothing.

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentData, cora } from '../../../../../test/helpers/comment-data';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { compiledMessages } from '../../../../i18n/catalogs';
import { I18nRoot } from '../../../../i18n/react';
import { CommentPanel } from './CommentPanel';

afterEach(cleanup);

const comment = commentData;

const COMMENTS = [
  comment({ id: 1, body: 'Is the heron cropped?', element: 'heron' }),
  comment({ id: 2, parentId: 1, body: 'Yes, on purpose' }),
  comment({
    id: 3,
    step: 2,
    body: 'Cite the source',
    resolved: { at: '2026-03-02T10:00:00.000Z', by: cora },
  }),
  comment({ id: 4, step: 2, parentId: 3, body: 'Done, see the footnote' }),
];

function renderPanel(linked: number | null, withElements = true) {
  const onSelectStep = vi.fn();
  const onSelectElement = vi.fn();
  const onLinked = vi.fn();
  const props = {
    comments: COMMENTS,
    step: 0,
    stepTitles: ['Harbour', 'Ferries', 'Pricing'],
    lang: 'en',
    onAdd: vi.fn(),
    onDelete: vi.fn(),
    onSelectStep,
    linked,
    onLinked,
    ...(withElements ? { onSelectElement } : {}),
  };
  const view = renderWithI18n(<CommentPanel {...props} />);
  return {
    onSelectStep,
    onSelectElement,
    onLinked,
    rerender: () =>
      view.rerender(
        <I18nRoot i18n={{ lang: 'en', messages: compiledMessages('en') }}>
          <CommentPanel {...props} />
        </I18nRoot>,
      ),
  };
}

/** The comment that has the focus, by its text. */
const focusedText = () => (document.activeElement as HTMLElement).textContent;

describe('a link to a comment', () => {
  it('shows the element a thread is on and focuses the comment, marked as the linked one', () => {
    const { onSelectElement, onSelectStep, onLinked } = renderPanel(1);
    expect(onSelectElement).toHaveBeenCalledExactlyOnceWith(COMMENTS[0]);
    expect(onSelectStep).not.toHaveBeenCalled();
    expect(focusedText()).toContain('Is the heron cropped?');
    expect(document.activeElement!.getAttribute('aria-current')).toBe('true');
    expect(onLinked).toHaveBeenCalledOnce();
  });

  it('opens a reply’s resolved thread on its step, unfolded, and focuses the reply', () => {
    const { onSelectStep, onSelectElement } = renderPanel(4);
    expect(onSelectStep).toHaveBeenCalledExactlyOnceWith(2);
    expect(onSelectElement).not.toHaveBeenCalled();
    expect(screen.getByText('Resolved (1)').closest('details')!.open).toBe(true);
    expect(focusedText()).toContain('Done, see the footnote');
    expect(focusedText()).not.toContain('Cite the source');
  });

  it('shows the step of an element’s thread where the host cannot show elements', () => {
    const { onSelectStep } = renderPanel(2, false);
    expect(onSelectStep).toHaveBeenCalledExactlyOnceWith(0);
    expect(focusedText()).toContain('Yes, on purpose');
  });

  it('follows the link once, however often the panel draws again', () => {
    const { onSelectElement, rerender } = renderPanel(1);
    rerender();
    rerender();
    expect(onSelectElement).toHaveBeenCalledOnce();
  });

  it('opens the panel as usual for a comment that is gone', () => {
    const { onSelectStep, onSelectElement, onLinked } = renderPanel(99);
    expect(onSelectStep).not.toHaveBeenCalled();
    expect(onSelectElement).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(screen.getByText('Resolved (1)').closest('details')!.open).toBe(false);
    expect(onLinked).toHaveBeenCalledOnce();
  });
});
