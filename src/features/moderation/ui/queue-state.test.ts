import { describe, expect, it } from 'vitest';
import type { QueuePresentation, QueueReport } from '../contracts';
import { afterDismiss, afterHide, afterStaffPick, afterUnhide, type QueueState } from './queue-state';

const deck = (oid: string, over: Partial<QueuePresentation> = {}): QueuePresentation => ({
  oid,
  title: oid,
  path: `/p/${oid}/x/`,
  thumbnail: '',
  ownerName: 'Olga',
  privacy: 'public',
  hidden: false,
  hiddenReason: null,
  staffPick: false,
  ...over,
});
const report = (id: number, oid: string, over: Partial<QueueReport> = {}): QueueReport => ({
  id,
  reason: 'spam',
  details: '',
  createdAt: '',
  status: 'open',
  resolvedAt: null,
  resolvedByName: null,
  reporterName: null,
  contactEmail: null,
  isReviewRequest: false,
  openReports: 2,
  presentation: deck(oid),
  ...over,
});
const state = (over: Partial<QueueState> = {}): QueueState => ({
  tab: 'open',
  counts: { open: 3, hidden: 0, dismissed: 0, staffPicks: 0 },
  reports: [report(1, 'aaa'), report(2, 'aaa'), report(3, 'bbb', { openReports: 1 })],
  staffPicks: [],
  ...over,
});

describe('queue state', () => {
  it('drops every open report of a hidden presentation and moves the counts', () => {
    const next = afterHide(state(), 'aaa', 'Spam', 2);
    expect(next.reports.map((r) => r.id)).toEqual([3]);
    expect(next.counts).toMatchObject({ open: 1, hidden: 2 });
  });

  it('keeps resolved reports on other tabs and marks them hidden', () => {
    const hiddenTab = state({ tab: 'dismissed', reports: [report(1, 'aaa', { status: 'dismissed' })] });
    const next = afterHide(hiddenTab, 'aaa', 'Spam', 1);
    expect(next.reports[0]!.presentation).toMatchObject({ hidden: true, hiddenReason: 'Spam' });
  });

  it('dismisses one report and lowers the open count of its siblings', () => {
    const next = afterDismiss(state(), 1);
    expect(next.reports.map((r) => [r.id, r.openReports])).toEqual([
      [2, 1],
      [3, 1],
    ]);
    expect(next.counts).toMatchObject({ open: 2, dismissed: 1 });
    expect(afterDismiss(state(), 99)).toEqual(state());
  });

  it('unhides and drops the review requests it answered', () => {
    const hidden = state({
      reports: [report(1, 'aaa', { presentation: deck('aaa', { hidden: true, hiddenReason: 'Spam' }) })],
      counts: { open: 1, hidden: 1, dismissed: 0, staffPicks: 0 },
    });
    expect(afterUnhide(hidden, 'aaa', 1)).toMatchObject({ reports: [], counts: { open: 0, dismissed: 1 } });
    const onHiddenTab = {
      ...hidden,
      reports: [report(1, 'aaa', { status: 'hidden', presentation: deck('aaa', { hidden: true }) })],
    };
    expect(afterUnhide(onHiddenTab, 'aaa', 0).reports[0]!.presentation.hidden).toBe(false);
  });

  it('counts a staff pick once and drops unmarked ones from the picks tab', () => {
    const marked = afterStaffPick(state(), 'aaa', true);
    expect(marked.reports.filter((r) => r.presentation.staffPick).map((r) => r.id)).toEqual([1, 2]);
    expect(marked.counts.staffPicks).toBe(1);
    expect(afterStaffPick(marked, 'aaa', true).counts.staffPicks).toBe(1);
    const picks = state({ tab: 'staff-picks', reports: [], staffPicks: [deck('aaa', { staffPick: true })] });
    picks.counts.staffPicks = 1;
    expect(afterStaffPick(picks, 'aaa', false)).toMatchObject({ staffPicks: [], counts: { staffPicks: 0 } });
  });
});
