// @vitest-environment jsdom
// The moderation queue's states: empty, with reports, and after hiding, dismissing and picking.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { SiteProps } from '../../../../kernel/site';
import { ApiError } from '../../../../lib/api-client';
import type { ModerationQueue, QueuePresentation, QueueReport } from '../../contracts';
import type { ModerationClient } from '../moderation-client';
import AdminReportsPage from './AdminReportsPage';

afterEach(cleanup);

const site: SiteProps = {
  brandName: 'Podium',
  lang: 'en',
  path: '/admin/reports/',
  csrfToken: 'token',
  viewer: { oid: 'staff0000001', username: 'stan', name: 'Stan Staff', isStaff: true },
  header: undefined as unknown as SiteProps['header'],
  telemetry: { env: 'test' },
};

const deck: QueuePresentation = {
  oid: 'abc123def456',
  title: 'Miracle Pills',
  path: '/p/abc123def456/miracle-pills/',
  thumbnail: '/thumbnails/abc123def456/v1.svg',
  ownerName: 'Olga Owner',
  privacy: 'public',
  hidden: false,
  hiddenReason: null,
  staffPick: false,
};

const reportOf = (overrides: Partial<QueueReport> = {}): QueueReport => ({
  id: 1,
  reason: 'spam',
  details: 'Sells pills on every slide.',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'open',
  resolvedAt: null,
  resolvedByName: null,
  reporterName: null,
  contactEmail: 'tipster@example.com',
  isReviewRequest: false,
  openReports: 2,
  presentation: deck,
  ...overrides,
});

const queueOf = (overrides: Partial<ModerationQueue> = {}): ModerationQueue => ({
  tab: 'open',
  page: 1,
  pages: 1,
  counts: { open: 2, hidden: 0, dismissed: 0, staffPicks: 0 },
  reports: [
    reportOf(),
    reportOf({ id: 2, reason: 'copyright', reporterName: 'Rita Reporter', contactEmail: null }),
  ],
  staffPicks: [],
  ...overrides,
});

function fakeClient(overrides: Partial<ModerationClient> = {}): ModerationClient {
  return {
    hide: vi.fn(async (_id: number, reason: string) => ({
      oid: deck.oid,
      hidden: true as const,
      hiddenReason: reason,
      resolvedReports: 2,
    })),
    dismiss: vi.fn(async (id: number) => ({ id, status: 'dismissed' as const })),
    unhide: vi.fn(async (oid: string) => ({ oid, hidden: false as const, resolvedReports: 0 })),
    setStaffPick: vi.fn(async (oid: string, picked: boolean) => ({ oid, staffPick: picked })),
    requestReview: vi.fn(),
    ...overrides,
  };
}

const renderPage = (queue: ModerationQueue, client = fakeClient()) => {
  renderWithI18n(<AdminReportsPage site={site} queue={queue} client={client} />);
  return client;
};
const tab = (name: RegExp) => screen.getByRole('link', { name });
const status = () => screen.getByRole('status');

describe('AdminReportsPage', () => {
  it('says so when the queue is empty', () => {
    renderPage(queueOf({ reports: [], counts: { open: 0, hidden: 3, dismissed: 1, staffPicks: 2 } }));
    expect(screen.getByText('No open reports. Nothing needs your attention right now.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(tab(/^Open/).getAttribute('aria-current')).toBe('page');
    expect(tab(/^Hidden/).textContent).toBe('Hidden 3');
    expect(tab(/^Staff picks/).getAttribute('href')).toBe('/admin/reports/?tab=staff-picks');
  });

  it('shows each report with its presentation, reason, reporter, contact, date and open count', () => {
    renderPage(queueOf());
    const [first, second] = screen.getAllByRole('article', { name: 'Miracle Pills' });
    const one = within(first!);
    expect(one.getByRole('link', { name: 'Miracle Pills' }).getAttribute('href')).toBe(deck.path);
    expect(one.getByText('by Olga Owner')).toBeTruthy();
    expect(one.getByText('Spam or advertising')).toBeTruthy();
    expect(one.getByText('Anonymous visitor')).toBeTruthy();
    expect(one.getByRole('link', { name: 'tipster@example.com' }).getAttribute('href')).toBe(
      'mailto:tipster@example.com',
    );
    expect(one.getByText('2 open reports')).toBeTruthy();
    expect(one.getByText(/Nov 20, 2026/)).toBeTruthy();
    expect(one.getByText('Sells pills on every slide.')).toBeTruthy();
    expect(within(second!).getByText('Rita Reporter')).toBeTruthy();
    expect(within(second!).getByText('Copyright infringement')).toBeTruthy();
  });

  it('hides after confirming a reason, removing every report on it and announcing it', async () => {
    const client = renderPage(queueOf());
    const [first] = screen.getAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Hide presentation' }));
    expect(client.hide).not.toHaveBeenCalled();
    const reason = within(first!).getByLabelText('Reason shown to the owner') as HTMLTextAreaElement;
    expect(reason.value).toBe('Spam or advertising');
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(first!).getByRole('button', { name: 'Hide' }));
    expect(within(first!).getByRole('alert').textContent).toBe('Write the reason the owner will see.');
    expect(client.hide).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'Advertising medicine' } });
    fireEvent.click(within(first!).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(status().textContent).toBe('“Miracle Pills” is hidden. 2 reports resolved.'));
    expect(client.hide).toHaveBeenCalledWith(1, 'Advertising medicine');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No open reports. Nothing needs your attention right now.')).toBeTruthy();
    expect(tab(/^Open/).textContent).toBe('Open 0');
    expect(tab(/^Hidden/).textContent).toBe('Hidden 2');
  });

  it('cancels a hide without calling the server', () => {
    const client = renderPage(queueOf());
    const [first] = screen.getAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Hide presentation' }));
    fireEvent.click(within(first!).getByRole('button', { name: 'Cancel' }));
    expect(client.hide).not.toHaveBeenCalled();
    expect(within(first!).getByRole('button', { name: 'Hide presentation' })).toBeTruthy();
  });

  it('dismisses one report and lowers the open count of the others on that presentation', async () => {
    const client = renderPage(queueOf());
    const [first] = screen.getAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Dismiss report' }));
    await waitFor(() => expect(status().textContent).toBe('Report dismissed.'));
    expect(client.dismiss).toHaveBeenCalledWith(1);
    const left = screen.getAllByRole('article');
    expect(left).toHaveLength(1);
    expect(within(left[0]!).getByText('1 open report')).toBeTruthy();
    expect(tab(/^Dismissed/).textContent).toBe('Dismissed 1');
  });

  it('shows the server’s message when a call fails, and keeps the report', async () => {
    const client = fakeClient({
      dismiss: vi.fn(async () => {
        throw new ApiError(409, 'already_resolved', 'This report has already been resolved.');
      }),
    });
    renderPage(queueOf(), client);
    const [first] = screen.getAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Dismiss report' }));
    await waitFor(() =>
      expect(within(first!).getByRole('alert').textContent).toBe('This report has already been resolved.'),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('marks a staff pick on every report of that presentation', async () => {
    const client = renderPage(queueOf());
    const [first] = screen.getAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as staff pick' }));
    await waitFor(() => expect(status().textContent).toBe('“Miracle Pills” is now a staff pick.'));
    expect(client.setStaffPick).toHaveBeenCalledWith(deck.oid, true);
    expect(screen.getAllByRole('button', { name: 'Remove staff pick' })).toHaveLength(2);
    expect(screen.getAllByText('Staff pick')).toHaveLength(2);
    expect(tab(/^Staff picks/).textContent).toBe('Staff picks 1');
  });

  it('unhides from the hidden tab, where hidden titles are not links', async () => {
    const hidden = { ...deck, hidden: true, hiddenReason: 'Spam' };
    const client = renderPage(
      queueOf({
        tab: 'hidden',
        counts: { open: 0, hidden: 1, dismissed: 0, staffPicks: 0 },
        reports: [
          reportOf({
            status: 'hidden',
            resolvedAt: '2026-11-21T09:30:00.000Z',
            resolvedByName: 'Stan Staff',
            presentation: hidden,
          }),
        ],
      }),
    );
    expect(screen.queryByRole('link', { name: 'Miracle Pills' })).toBeNull();
    expect(screen.getByText('Reason given to the owner: Spam')).toBeTruthy();
    expect(screen.getByText(/^Hidden by Stan Staff on Nov 21, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss report' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unhide' }));
    await waitFor(() => expect(status().textContent).toBe('“Miracle Pills” is visible again.'));
    expect(client.unhide).toHaveBeenCalledWith(deck.oid);
    expect(screen.getByRole('link', { name: 'Miracle Pills' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unhide' })).toBeNull();
  });

  it('lists staff picks and drops one once unmarked', async () => {
    const picked = { ...deck, staffPick: true };
    const client = renderPage(
      queueOf({
        tab: 'staff-picks',
        counts: { open: 0, hidden: 0, dismissed: 0, staffPicks: 1 },
        reports: [],
        staffPicks: [picked],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove staff pick' }));
    await waitFor(() => expect(status().textContent).toBe('“Miracle Pills” is no longer a staff pick.'));
    expect(client.setStaffPick).toHaveBeenCalledWith(deck.oid, false);
    expect(screen.getByText(/^No staff picks yet/)).toBeTruthy();
    expect(tab(/^Staff picks/).textContent).toBe('Staff picks 0');
  });

  it('links to the other pages of a long queue', () => {
    renderPage(queueOf({ tab: 'dismissed', page: 2, pages: 3 }));
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/admin/reports/?tab=dismissed',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/admin/reports/?tab=dismissed&page=3',
    );
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });
});
