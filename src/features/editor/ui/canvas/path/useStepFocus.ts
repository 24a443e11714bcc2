// Where focus goes after a path edit: moving a step keeps focus on the control that moved it (or on
// the step, when that control is now disabled at an end of the list), deleting one moves focus to
// its neighbour, so a keyboard user never lands back at the top of the page.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StepControl } from './PathStepItem';

export interface StepFocus {
  /** The ref callback each step's controls register with. */
  register(stepId: string, control: StepControl, element: HTMLButtonElement | null): void;
  /** Asks for focus on the step's control once the edit has rendered; null for the panel's first action. */
  request(stepId: string | null, control?: StepControl): void;
  /** The panel's first action, focused when no step is left to focus. */
  fallback: React.RefObject<HTMLButtonElement | null>;
}

export function useStepFocus(): StepFocus {
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const fallback = useRef<HTMLButtonElement | null>(null);
  const [wanted, setWanted] = useState<{ stepId: string | null; control: StepControl } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    setWanted(null);
    if (wanted.stepId === null) return fallback.current?.focus();
    const element = controls.current.get(`${wanted.stepId}:${wanted.control}`);
    const target = element && !element.disabled ? element : controls.current.get(`${wanted.stepId}:jump`);
    target?.focus();
  }, [wanted]);
  return useMemo(
    () => ({
      register(stepId, control, element) {
        const key = `${stepId}:${control}`;
        if (element) controls.current.set(key, element);
        else controls.current.delete(key);
      },
      request: (stepId, control = 'jump') => setWanted({ stepId, control }),
      fallback,
    }),
    [],
  );
}
