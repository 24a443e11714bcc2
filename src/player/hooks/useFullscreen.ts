// The full screen of a player's box: its controller bound to the box, and whether the browser
// supports it and it is on, followed as it changes (as useState does: the state keeps its identity
// until it changes).
import { type RefObject, useEffect, useState } from 'react';
import { FullscreenController } from '../controllers/fullscreen';

export interface FullscreenState {
  supported: boolean;
  active: boolean;
}

export function useFullscreen(rootRef: RefObject<HTMLElement | null>) {
  const [controller] = useState(() => new FullscreenController());
  const [state, setState] = useState<FullscreenState>({ supported: false, active: false });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    controller.bind(root, { onChange: (active) => setState((last) => ({ ...last, active })) });
    setState({ supported: controller.supported, active: controller.active });
    return () => controller.destroy();
  }, [controller, rootRef]);

  return [controller, state] as const;
}
