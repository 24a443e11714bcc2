// How the moderation queue on screen follows each staff action without reloading: pure
// functions from the queue as shown to the queue after the call succeeded.
import type { ModerationQueue, QueuePresentation } from '../contracts';

export type QueueState = Pick<ModerationQueue, 'tab' | 'counts' | 'reports' | 'staffPicks'>;

function updatePresentation(
  state: QueueState,
  oid: string,
  change: Partial<QueuePresentation>,
): Pick<QueueState, 'reports' | 'staffPicks'> {
  const apply = (p: QueuePresentation) => (p.oid === oid ? { ...p, ...change } : p);
  return {
    reports: state.reports.map((r) => ({ ...r, presentation: apply(r.presentation) })),
    staffPicks: state.staffPicks.map(apply),
  };
}

/** Hiding resolves every open report on the presentation: they leave the open tab together. */
export function afterHide(
  state: QueueState,
  oid: string,
  hiddenReason: string,
  resolved: number,
): QueueState {
  const updated = updatePresentation(state, oid, { hidden: true, hiddenReason });
  return {
    ...state,
    ...updated,
    reports: updated.reports.filter((r) => !(r.status === 'open' && r.presentation.oid === oid)),
    counts: {
      ...state.counts,
      open: Math.max(0, state.counts.open - resolved),
      hidden: state.counts.hidden + resolved,
    },
  };
}

export function afterDismiss(state: QueueState, reportId: number): QueueState {
  const dismissed = state.reports.find((r) => r.id === reportId);
  if (!dismissed) return state;
  const oid = dismissed.presentation.oid;
  return {
    ...state,
    reports: state.reports
      .filter((r) => r.id !== reportId)
      .map((r) => (r.presentation.oid === oid ? { ...r, openReports: Math.max(0, r.openReports - 1) } : r)),
    counts: { ...state.counts, open: state.counts.open - 1, dismissed: state.counts.dismissed + 1 },
  };
}

/** Unhiding answers the open review requests on it: they leave the open tab as dismissed. */
export function afterUnhide(state: QueueState, oid: string, resolved: number): QueueState {
  const updated = updatePresentation(state, oid, { hidden: false, hiddenReason: null });
  return {
    ...state,
    ...updated,
    reports: updated.reports.filter((r) => !(r.status === 'open' && r.presentation.oid === oid)),
    counts: {
      ...state.counts,
      open: Math.max(0, state.counts.open - resolved),
      dismissed: state.counts.dismissed + resolved,
    },
  };
}

export function afterStaffPick(state: QueueState, oid: string, picked: boolean): QueueState {
  const current = [...state.reports.map((r) => r.presentation), ...state.staffPicks].find(
    (p) => p.oid === oid,
  );
  const changed = current !== undefined && current.staffPick !== picked;
  const updated = updatePresentation(state, oid, { staffPick: picked });
  return {
    ...state,
    ...updated,
    // On the staff picks tab an unmarked presentation leaves the list.
    staffPicks: picked ? updated.staffPicks : updated.staffPicks.filter((p) => p.oid !== oid),
    counts: changed
      ? { ...state.counts, staffPicks: state.counts.staffPicks + (picked ? 1 : -1) }
      : state.counts,
  };
}
