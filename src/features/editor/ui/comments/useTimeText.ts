// Comment and version times in the reader's language. The server renders them in UTC; after
// hydration they switch to the reader's own time zone (rendering local time on the server would
// not match what the browser renders, and React would complain).
import { useEffect, useMemo, useState } from 'react';

export function useTimeText(lang: string): (iso: string) => string {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(local ? {} : { timeZone: 'UTC' }),
      }),
    [lang, local],
  );
  return (iso: string) => format.format(new Date(iso));
}
