// @vitest-environment jsdom
// The studio's review on its own: preparing until the recording is there, the trim's end short of
// the recorder's clock, the title required (not asked for a new take), the privacy, captions sent
// only when typed, and each phase of the publish: uploading with its progress, published, and a
// failure with Retry or, when retrying cannot help, the way back to the review.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { StudioDeck } from '../../studio.contracts';
import { StudioReview, type StudioReviewProps } from './StudioReview';
import type { StudioPhase } from './studio-state';
import type { Recorded } from './useRecorder';

afterEach(cleanup);

const DECK: StudioDeck = {
  oid: 'deck00000001',
  title: 'Harbour Guide',
  privacy: 'public',
  path: '/p/deck00000001/',
};
const RECORDED: Recorded = {
  blob: new Blob(['video'], { type: 'video/webm' }),
  mimeType: 'video/webm',
  url: 'blob:recording',
  durationMs: 12_300,
  timeline: [{ atMs: 0, step: 0 }],
};
const REVIEW: StudioPhase = { name: 'review', durationMs: 12_300, reason: 'stopped' };

function renderReview(props: Partial<StudioReviewProps> = {}) {
  const handlers = { onPublish: vi.fn(), onDiscard: vi.fn(), onBack: vi.fn() };
  renderWithI18n(
    <StudioReview
      deck={DECK}
      recorded={RECORDED}
      phase={REVIEW}
      limitReached={false}
      maxMinutes={60}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}
const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

describe('the studio review', () => {
  it('says the recording is being prepared until it is there', () => {
    renderReview({ recorded: null });
    expect(screen.getByRole('status').textContent).toBe('Preparing the recording…');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('publishes the title, privacy, trim and captions as typed, the end short of the clock', () => {
    const { onPublish } = renderReview();
    expect(screen.getByRole('heading', { name: 'Review and publish' })).toBeTruthy();
    expect(screen.getByText('Total length: 0:12')).toBeTruthy();
    expect((screen.getByLabelText('End (seconds)') as HTMLInputElement).value).toBe('12');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Harbour, recorded ' } });
    fireEvent.change(screen.getByLabelText('Privacy'), { target: { value: 'private' } });
    fireEvent.change(screen.getByLabelText('Start (seconds)'), { target: { value: '1.5' } });
    publish();
    expect(onPublish).toHaveBeenCalledWith({
      title: 'Harbour, recorded',
      privacy: 'private',
      startMs: 1500,
      endMs: 12_000,
      captions: '',
    });
    const captions = 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n';
    fireEvent.change(screen.getByLabelText('Captions (WebVTT, optional)'), { target: { value: captions } });
    publish();
    expect(onPublish).toHaveBeenLastCalledWith(expect.objectContaining({ captions }));
  });

  it('requires a title, and says when the recording stopped at the limit', () => {
    const { onPublish, onDiscard } = renderReview({ limitReached: true, maxMinutes: 30 });
    expect(screen.getByRole('alert').textContent).toBe(
      'The recording reached the longest video allowed (30 minutes) and stopped.',
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  ' } });
    expect(screen.queryByText('The title cannot be empty.')).toBeNull();
    publish();
    expect(onPublish).not.toHaveBeenCalled();
    expect(screen.getByText('The title cannot be empty.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Discard and record again' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it('asks no title or privacy for a new take of a recording', () => {
    const { onPublish } = renderReview({ retake: true });
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.queryByLabelText('Privacy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish the new take' }));
    expect(onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Harbour Guide', privacy: 'public' }),
    );
  });

  it('shows the upload’s progress, and nothing more can be sent or discarded meanwhile', () => {
    const { onPublish } = renderReview({
      phase: { name: 'uploading', durationMs: 12_300, sent: 3, total: 8 },
    });
    expect(screen.getByRole('status').textContent).toBe('Uploading… 37%');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(37);
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Discard and record again' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.submit(screen.getByRole('button', { name: 'Publish' }).closest('form')!);
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('says when it is published', () => {
    renderReview({ phase: { name: 'published', path: '/p/rec000000001/' } });
    expect(screen.getByRole('status').textContent).toBe('Published. Opening the video…');
  });

  it('offers Retry after a failure that retrying can mend, and the way back otherwise', () => {
    const { onPublish, onBack } = renderReview({
      phase: { name: 'failed', durationMs: 12_300, message: 'The network is down.', retryable: true },
    });
    expect(screen.getByRole('alert').textContent).toContain('The upload stopped: The network is down.');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onPublish).toHaveBeenCalledOnce();
    cleanup();
    const second = renderReview({
      phase: { name: 'failed', durationMs: 12_300, message: 'Too large.', retryable: false },
    });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the review' }));
    expect(second.onBack).toHaveBeenCalledOnce();
    expect(onBack).not.toHaveBeenCalled();
  });
});
