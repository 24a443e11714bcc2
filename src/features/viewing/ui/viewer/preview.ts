// The overlay's background (spec §2, §4): none → loading while the preview image downloads →
// show (the preview, blurred), or fallback (the fallback image, blurred) when the preview fails
// and a fallback exists, otherwise back to none.

export type PreviewState = 'none' | 'loading' | 'show' | 'fallback';
export type PreviewEvent = 'start' | 'loaded' | 'failed' | 'fallbackFailed' | 'reset';

export function previewState(state: PreviewState, event: PreviewEvent, hasFallback: boolean): PreviewState {
  switch (event) {
    case 'start':
      return 'loading';
    case 'loaded':
      return state === 'loading' ? 'show' : state;
    case 'failed':
      if (state !== 'loading') return state;
      return hasFallback ? 'fallback' : 'none';
    case 'fallbackFailed':
      return state === 'fallback' ? 'none' : state;
    case 'reset':
      return 'none';
  }
}
