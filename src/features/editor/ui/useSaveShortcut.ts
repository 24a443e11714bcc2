// Ctrl/Cmd+S saves the editor's source, wherever the focus is on the page.
import { useEffect } from 'react';

export function useSaveShortcut(save: () => Promise<unknown>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [save]);
}
