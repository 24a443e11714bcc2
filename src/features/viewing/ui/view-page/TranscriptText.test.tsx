// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyText, buildDeck, buildTopic, bulletText } from '../../../../../test/helpers/documents';
import { transcriptOf } from '../../../../kernel/document/transcript';
import { TranscriptText } from './TranscriptText';

afterEach(() => {
  cleanup();
});

const deck = buildDeck({
  texts: [
    { id: 'title', styleClasses: ['title'], paragraphs: [{ text: 'My deck', biggestFontSize: 64 }] },
    bodyText('intro', 'Welcome, everyone.', 'Second paragraph.'),
  ],
  topics: [
    buildTopic({
      id: 'a',
      title: 'Topic A',
      texts: [bulletText('a-list', 'First point', 'Second point')],
      topics: [buildTopic({ id: 'a1', title: 'Inner topic', texts: [bodyText('a1-text', 'Deep words.')] })],
    }),
    buildTopic({ id: 'b', title: 'Topic B', texts: [bodyText('b-text', 'Closing words.')] }),
  ],
});

describe('TranscriptText', () => {
  it('renders titles and topic titles as headings, nested topics one level lower', () => {
    render(<TranscriptText topic={transcriptOf(deck)} />);
    const headings = screen.getAllByRole('heading').map((h) => [h.tagName, h.className, h.textContent]);
    expect(headings).toEqual([
      ['H3', 'transcript__title', 'My deck'],
      ['H3', 'transcript__subtitle', 'Topic A'],
      ['H4', 'transcript__subtitle_2', 'Inner topic'],
      ['H3', 'transcript__subtitle', 'Topic B'],
    ]);
  });

  it('renders a bullet list as list items', () => {
    render(<TranscriptText topic={transcriptOf(deck)} />);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First point', 'Second point']);
  });

  it('renders other paragraphs as paragraphs, nested topics included, in reading order', () => {
    const { container } = render(<TranscriptText topic={transcriptOf(deck)} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Welcome, everyone.',
      'Second paragraph.',
      'Deep words.',
      'Closing words.',
    ]);
  });

  it('nests each topic in its own block inside its parent', () => {
    const { container } = render(<TranscriptText topic={transcriptOf(deck)} />);
    const root = container.firstElementChild!;
    expect(root.className).toBe('transcript__topic');
    const topics = [...root.children].filter((el) => el.className === 'transcript__topic');
    expect(topics).toHaveLength(2);
    const inner = [...topics[0]!.children].filter((el) => el.className === 'transcript__topic');
    expect(inner).toHaveLength(1);
    expect(inner[0]!.textContent).toBe('Inner topicDeep words.');
  });

  it('does not turn a text mixing bullets and plain paragraphs into a list', () => {
    const mixed = {
      texts: [
        {
          id: 'mixed',
          styleClasses: ['body' as const],
          paragraphs: [
            { text: 'A lead-in', biggestFontSize: 20 },
            { text: 'a point', listType: 'BULLET' as const, biggestFontSize: 20 },
          ],
        },
      ],
      topics: [],
    };
    const { container } = render(<TranscriptText topic={mixed} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['A lead-in', 'a point']);
  });
});
