// The first script of a page with a viewer (issue #14): it runs while the HTML is still arriving,
// long before the page's modules (about a second earlier at 4x CPU). A press on Present in that
// time starts the player's downloads at once: its chunk (modulepreload) and the presentation's
// data. ui/viewer/early-present.ts takes over the press and the download when the page is live.
import { serializeForScript } from './serialize';

export interface EarlyPresent {
  /** The player chunk and the chunks it imports. */
  chunks: string[];
  /** The player data's address (with the view link when the page was reached through one). */
  dataPath: string;
}

/** The script's source, for an inline <script> with the page's nonce. Kept to plain ES2017. */
export function earlyPresentScript({ chunks, dataPath }: EarlyPresent): string {
  return `(function(d,w){var s=${serializeForScript({ chunks, dataPath })},e=w.__podiumEarly={};
function on(v){var t=v.target;if(!t||!t.closest||!t.closest('[data-present]'))return;v.stopPropagation();
if(e.data)return;d.documentElement.setAttribute('data-present-pressed','true');
s.chunks.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});
e.path=s.dataPath;e.data=fetch(s.dataPath,{credentials:'same-origin',headers:{accept:'application/json'}})}
d.addEventListener('click',on,true);e.stop=function(){d.removeEventListener('click',on,true)}})(document,window);`;
}
