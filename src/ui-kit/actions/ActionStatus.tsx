// What an action on the settings page did: success is announced politely, failure as an alert.
import type { ActionState } from './useAction';

export function ActionStatus({ status, busyText }: { status: ActionState; busyText?: string }) {
  if (status.state === 'failed') {
    return (
      <p className="manage__status manage__status--failed" role="alert">
        {status.message}
      </p>
    );
  }
  const text = status.state === 'done' ? status.message : status.state === 'busy' ? (busyText ?? '') : '';
  return (
    <p className="manage__status" role="status" aria-live="polite">
      {text}
    </p>
  );
}
