// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { ApiError } from '../../../lib/api-client';
import { HiddenNotice } from './HiddenNotice';

afterEach(cleanup);

const renderNotice = (requestReview = vi.fn(async () => ({ id: 7, status: 'open' as const }))) => {
  renderWithI18n(<HiddenNotice oid="abc123def456" reason="Spam or advertising" client={{ requestReview }} />);
  return requestReview;
};

describe('HiddenNotice', () => {
  it('tells the owner who hid it and why, and that only they can see it', () => {
    renderNotice();
    expect(
      screen.getByRole('heading', {
        name: 'This presentation was hidden by moderators: Spam or advertising',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/^Only you can see it\./)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends a review request with the owner’s message and confirms it', async () => {
    const requestReview = renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a review' }));
    const message = screen.getByLabelText('Why should it be visible again?');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a few words for the moderators.');
    expect(requestReview).not.toHaveBeenCalled();
    fireEvent.change(message, { target: { value: ' It is satire, see slide 2. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your request was sent. A moderator will look at it.',
      ),
    );
    expect(requestReview).toHaveBeenCalledWith('abc123def456', 'It is satire, see slide 2.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the server’s refusal and keeps the message', async () => {
    renderNotice(
      vi.fn(async () => {
        throw new ApiError(409, 'review_pending', 'Your request is already waiting for a moderator.');
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a review' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Please look again.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your request is already waiting for a moderator.'),
    );
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Please look again.');
  });
});
