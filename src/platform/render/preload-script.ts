// The page's chunks are fetched ahead once the start screen is drawn, so that on a slow
// network they are on their way before the entry script asks for them.
// - Not as <link rel="modulepreload"> tags in the head: the browser then requested a dozen modules
//   in the same moment as the style sheet, which holds the first frame back.
// - Not in one task after the first frame, from the head: at 4x CPU the first frame comes before
//   the parser has reached the start screen, and adding the links cost about 120 ms of main thread
//   at that moment, in front of the start screen's frame and of a press on Present.
// So the script is at the end of the body (its frame has the whole page), and adds the links in
// idle periods, as many as fit in each. The entry script imports what it needs itself, and skips
// the links already added.
import { serializeForScript } from './serialize';

/**
 * The script's source, for an inline <script> with the page's nonce at the end of the body. Kept
 * to plain ES2017; without requestIdleCallback (Safari) the links are added in one task. The start
 * screen's picture (its blurred preview, shown once the page is live) comes first: as a preload
 * in the head, the SVG arrived while the page was being parsed and was read on the main thread in
 * front of the first frame (40-70 ms at 4x CPU).
 */
export function preloadWhenIdleScript(chunks: string[], image?: string): string {
  const links = [
    ...(image ? [{ rel: 'preload', as: 'image', href: image }] : []),
    ...chunks.map((href) => ({ rel: 'modulepreload', href })),
  ];
  return `requestAnimationFrame(function(){var c=${serializeForScript(links)},i=0,
idle=window.requestIdleCallback||function(f){return setTimeout(function(){f({didTimeout:true})})};
function add(d){while(i<c.length&&(d.didTimeout||d.timeRemaining()>4)){var k=c[i++],l=document.createElement('link');
for(var a in k)l.setAttribute(a,k[a]);document.head.appendChild(l)}if(i<c.length)idle(add,{timeout:1000})}
idle(add,{timeout:1000})});`;
}
