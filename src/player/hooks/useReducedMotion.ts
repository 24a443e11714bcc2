// prefers-reduced-motion, followed live: a visitor who turns it on mid-talk gets no more flights.
import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

export function useReducedMotion(override?: boolean): boolean {
  const [prefers, setPrefers] = useState(() => media()?.matches ?? false);
  useEffect(() => {
    const query = media();
    if (override !== undefined || !query) return;
    const onChange = () => setPrefers(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [override]);
  return override ?? prefers;
}
