// A copy button's feedback (spec §4, §9): after a copy the success message shows for 3000 ms;
// a copy the browser refused shows a hint for the same time instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '../../../../lib/clipboard';
import { COPY_SUCCESS_MS } from '../../../../lib/constants';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export function useCopyFeedback(copy: (text: string) => Promise<boolean> = copyText) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(
    async (text: string): Promise<boolean> => {
      const ok = await copy(text);
      if (!mounted.current) return ok;
      clearTimeout(timer.current);
      setStatus(ok ? 'copied' : 'failed');
      timer.current = setTimeout(() => setStatus('idle'), COPY_SUCCESS_MS);
      return ok;
    },
    [copy],
  );

  return { status, copy: run };
}
