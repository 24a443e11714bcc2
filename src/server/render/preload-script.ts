// The page's chunks are fetched ahead once its first frame is drawn (issue #14). As
// <link rel="modulepreload"> tags in the head they were requested with the style sheet, which
// holds the first frame back: on a 2-core machine a dozen module requests at once made the sheet
// arrive, and the start screen show, about 30% later. The entry script, which the browser finds
// early in any case, imports what it needs itself; this only starts the rest before it is asked
// for. The script reads no style, so it sits before the sheet and does not wait for it.
import { serializeForScript } from './serialize';

/** The script's source, for an inline <script> with the page's nonce. Kept to plain ES2017. */
export function preloadAfterFirstFrameScript(chunks: string[]): string {
  return `requestAnimationFrame(function(){setTimeout(function(){${serializeForScript(chunks)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})});`;
}
