// The moderation queue's state in the browser: the entries shown, which one is busy, its error,
// and the status line announced after each action. Calls go through the injected client.

import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import type { ModerationQueue } from '../contracts';
import type { ModerationClient } from './moderation-client';
import { afterDismiss, afterHide, afterStaffPick, afterUnhide, type QueueState } from './queue-state';

/** Entries are keyed "report:{id}" or "pick:{oid}" so one entry's busy state and error stay its own. */
export type EntryKey = `report:${number}` | `pick:${string}`;

export function useModerationQueue(queue: ModerationQueue, client: ModerationClient) {
  const t = useT();
  const [state, setState] = useState<QueueState>(queue);
  const [busy, setBusy] = useState<EntryKey | null>(null);
  const [error, setError] = useState<{ key: EntryKey; message: string } | null>(null);
  const [status, setStatus] = useState('');

  async function run<T>(key: EntryKey, call: () => Promise<T>, done: (result: T) => void) {
    setBusy(key);
    setError(null);
    setStatus('');
    try {
      done(await call());
    } catch (failure) {
      setError({ key, message: errorMessage(failure) });
    } finally {
      setBusy(null);
    }
  }

  return {
    state,
    busy,
    errorOf: (key: EntryKey) => (error?.key === key ? error.message : null),
    status,
    hide: (key: EntryKey, reportId: number, title: string, reason: string) =>
      run(
        key,
        () => client.hide(reportId, reason),
        (r) => {
          setState((s) => afterHide(s, r.oid, r.hiddenReason, r.resolvedReports));
          setStatus(t('admin.done.hidden', { title, n: r.resolvedReports }));
        },
      ),
    dismiss: (key: EntryKey, reportId: number) =>
      run(
        key,
        () => client.dismiss(reportId),
        () => {
          setState((s) => afterDismiss(s, reportId));
          setStatus(t('admin.done.dismissed'));
        },
      ),
    unhide: (key: EntryKey, oid: string, title: string) =>
      run(
        key,
        () => client.unhide(oid),
        (r) => {
          setState((s) => afterUnhide(s, oid, r.resolvedReports));
          setStatus(t('admin.done.unhidden', { title }));
        },
      ),
    setStaffPick: (key: EntryKey, oid: string, title: string, picked: boolean) =>
      run(
        key,
        () => client.setStaffPick(oid, picked),
        () => {
          setState((s) => afterStaffPick(s, oid, picked));
          setStatus(t(picked ? 'admin.done.picked' : 'admin.done.unpicked', { title }));
        },
      ),
  };
}
