// The "Move to…" dialog's state: the destinations asked for (a folder only within its own space),
// the focus moved into the dialog once they arrive, the destination chosen, and the move itself.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { Destination } from '../contracts';
import { folderApi, type MoveTarget, type Moving } from './folder-api';

export const choiceKey = (target: MoveTarget) => `${target.fid ?? ''}|${target.tid ?? ''}`;
const targetOf = (value: string): MoveTarget => {
  const [fid, tid] = value.split('|');
  return { fid: fid || null, tid: tid || null };
};

export function useMoveDialog(
  what: Moving,
  load: (what: Moving) => Promise<{ destinations: Destination[] }>,
  onMoved: (what: Moving) => void,
  onClose: () => void,
) {
  const t = useT();
  const [destinations, setDestinations] = useState<Destination[] | null>(null);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    load(what).then(
      ({ destinations: all }) => {
        // A folder stays in its space: only the space that holds it is offered (the server lists
        // only that space's folders, "shared with me" included).
        setDestinations(
          what.kind === 'folder' ? all.filter((d) => d.folders.some((f) => f.fid === what.fid)) : all,
        );
      },
      (e: Error) => setError(e.message),
    );
  }, [load, what]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the list arrives
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [destinations]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError(t('folders.chooseDestination'));
      return;
    }
    setBusy(true);
    setError(null);
    folderApi.move(what, targetOf(choice)).then(
      () => {
        setBusy(false);
        onMoved(what);
        onClose();
      },
      (e: Error) => {
        setBusy(false);
        setError(e.message);
      },
    );
  };

  return { destinations, choice, setChoice, error, busy, box, submit };
}
