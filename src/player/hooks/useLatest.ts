// The latest value of a prop, for listeners bound once: a host passing a new inline callback on
// every render must not make the player re-bind its controllers.
import { useInsertionEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
