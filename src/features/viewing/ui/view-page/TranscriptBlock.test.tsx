// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText } from '../../../../../test/helpers/documents';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { compiledMessages } from '../../../../i18n/catalogs';
import { I18nRoot } from '../../../../i18n/react';
import type { TranscriptTopic } from '../../../../kernel/document/transcript';
import { TranscriptBlock } from './TranscriptBlock';
import { renderToHtml } from './test-support';

const TOPIC: TranscriptTopic = {
  texts: [bodyText('intro', 'Opening words.')],
  topics: [{ texts: [bodyText('end', 'The very last sentence.')], topics: [] }],
};

/** jsdom has no layout: the block measures through this stand-in instead. */
function fakeHeight(initial: number) {
  const state = { height: initial };
  const measure = vi.fn(() => state.height);
  return { state, measure };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBlock(height: number, onEvent = vi.fn()) {
  const fake = fakeHeight(height);
  const view = renderWithI18n(
    <TranscriptBlock topic={TOPIC} oid="abc123def456" onEvent={onEvent} measure={fake.measure} />,
  );
  const viewport = () => view.container.querySelector<HTMLElement>('.transcript-block__viewport')!;
  return { ...view, ...fake, onEvent, viewport };
}

const toggle = () => screen.queryByRole('button');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('TranscriptBlock', () => {
  it.each([500, 1200])('is collapsed with a toggle when its full height is %i px', (height) => {
    const { viewport } = renderBlock(height);
    expect(toggle()!.textContent).toBe('See full transcript');
    expect(toggle()!.getAttribute('aria-expanded')).toBe('false');
    expect(toggle()!.getAttribute('aria-controls')).toBe(viewport().id);
    expect(viewport().style.maxHeight).toBe('500px');
    expect(viewport().classList.contains('transcript-block__viewport--collapsed')).toBe(true);
  });

  it('links its print view beside the heading, when it has one', () => {
    const fake = fakeHeight(300);
    renderWithI18n(
      <TranscriptBlock
        topic={TOPIC}
        oid="abc123def456"
        printPath="/p/abc123def456/deck/print/"
        measure={fake.measure}
      />,
    );
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe(
      '/p/abc123def456/deck/print/',
    );
    cleanup();
    renderBlock(300);
    expect(screen.queryByRole('link', { name: 'Print' })).toBeNull();
  });

  it('shows a transcript shorter than 500 px in full, with no toggle', () => {
    const { viewport } = renderBlock(499);
    expect(toggle()).toBeNull();
    expect(viewport().style.maxHeight).toBe('');
    expect(viewport().classList.contains('transcript-block__viewport--collapsed')).toBe(false);
  });

  it('keeps the full text in the document while collapsed', () => {
    const { container } = renderBlock(2000);
    expect(toggle()!.getAttribute('aria-expanded')).toBe('false');
    expect(container.textContent).toContain('Opening words.');
    expect(container.textContent).toContain('The very last sentence.');
  });

  it('re-measures 500 ms after mount', async () => {
    const { state, measure } = renderBlock(300);
    expect(toggle()).toBeNull();
    const callsAtMount = measure.mock.calls.length;
    state.height = 900; // fonts arrived, the text grew
    await advance(499);
    expect(measure.mock.calls.length).toBe(callsAtMount);
    expect(toggle()).toBeNull();
    await advance(1);
    expect(toggle()!.textContent).toBe('See full transcript');
  });

  it('logs the paged-transcript event after 1 s when it does not fit', async () => {
    const { onEvent } = renderBlock(800);
    await advance(999);
    expect(onEvent).not.toHaveBeenCalled();
    await advance(1);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('PagedTranscriptShown', { prezi_oid: 'abc123def456' });
    await advance(5000);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('does not log the paged-transcript event when it fits', async () => {
    const { onEvent } = renderBlock(499);
    await advance(5000);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('opens to the content height + 48 px and logs OpenTranscript once', async () => {
    const { onEvent, viewport } = renderBlock(800);
    await advance(1000);
    onEvent.mockClear();

    fireEvent.click(toggle()!);
    expect(viewport().style.maxHeight).toBe('848px');
    expect(toggle()!.getAttribute('aria-expanded')).toBe('true');
    expect(toggle()!.textContent).toBe('Show less');
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('OpenTranscript', { prezi_oid: 'abc123def456' });

    fireEvent.click(toggle()!);
    expect(viewport().style.maxHeight).toBe('500px');
    expect(toggle()!.textContent).toBe('See full transcript');
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for an empty transcript', () => {
    const { container } = renderWithI18n(
      <TranscriptBlock topic={{ texts: [], topics: [{ texts: [], topics: [] }] }} oid="abc123def456" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('puts the whole transcript in the server HTML, clipped only by style, and hydrates cleanly', async () => {
    const html = renderToHtml(<TranscriptBlock topic={TOPIC} oid="abc123def456" />);
    expect(html).toContain('Opening words.');
    expect(html).toContain('The very last sentence.');
    expect(html).toContain('max-height:500px');
    expect(html).not.toContain('<button');

    // A hydration mismatch would log console.error, which fails the test (test/setup).
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const { measure } = fakeHeight(1200);
    const app = await act(async () =>
      hydrateRoot(
        root,
        <I18nRoot i18n={{ lang: 'en', messages: compiledMessages('en') }}>
          <TranscriptBlock topic={TOPIC} oid="abc123def456" measure={measure} />
        </I18nRoot>,
      ),
    );
    expect(root.querySelector('button')!.textContent).toBe('See full transcript');
    act(() => app.unmount());
    root.remove();
  });
});
