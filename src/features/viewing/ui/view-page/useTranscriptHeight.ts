// The full height of the transcript's content (spec §4): measured after mount, again after
// 500 ms (fonts and late layout can still change it) and after window resizes. Null until the
// first measurement, which is also what the server renders with.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { TRANSCRIPT } from '../../../../lib/constants';
import { throttle } from '../../../../lib/timing';

/** Reads an element's full content height; injectable because jsdom has no layout. */
export type MeasureHeight = (content: HTMLElement) => number;

export const scrollHeightOf: MeasureHeight = (content) => content.scrollHeight;

export function useTranscriptHeight(
  content: RefObject<HTMLElement | null>,
  measure: MeasureHeight = scrollHeightOf,
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  // Kept in a ref so a new measure function does not restart the 500 ms timer.
  const measureRef = useRef(measure);
  useEffect(() => {
    measureRef.current = measure;
  });

  useEffect(() => {
    const update = () => {
      if (content.current) setHeight(measureRef.current(content.current));
    };
    update();
    const timer = setTimeout(update, TRANSCRIPT.remeasureMs);
    const onResize = throttle(update);
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [content]);

  return height;
}
