// The next step as a still picture (the print view's StepStill), scaled to the width it is given.
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import type { Layout } from '../../../../kernel/document/layout';
import type { Still } from '../../../../kernel/document/still';
import type { Theme } from '../../../../kernel/document/themes';
import { StepStill } from '../../../../player/StepStill';

export interface NextStepStillProps {
  layout: Layout;
  theme: Theme;
  still: Still;
  index: number;
  label: string;
}

export function NextStepStill({ layout, theme, still, index, label }: NextStepStillProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  const { width, height } = still.viewport;
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const fitToBox = () => setScale(box.clientWidth / width);
    fitToBox();
    const observer = new ResizeObserver(fitToBox);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);
  const style = { aspectRatio: `${width} / ${height}` } as CSSProperties;
  return (
    <div ref={boxRef} className="presenter-still" style={style} role="img" aria-label={label}>
      {scale > 0 ? (
        <div
          className="presenter-still__stage"
          style={{ width, height, transform: `scale(${scale})` }}
          aria-hidden="true"
        >
          <StepStill layout={layout} theme={theme} still={still} index={index} />
        </div>
      ) : null}
    </div>
  );
}
