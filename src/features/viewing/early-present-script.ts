// The first script of a page with a viewer: it runs while the HTML is still arriving,
// long before the page's modules (about a second earlier at 4x CPU). A press on Present in that
// time starts the player's downloads: the presentation's data at once, and its chunks
// (modulepreload) in the task after the poster's frame. Adding the nine links in the press cost
// 40-110 ms of main thread at 4x, in front of that frame. features/viewing/ui/viewer/early-present.ts takes over
// the press and the download when the page is live.
//
// It also shows a deck's first step the moment Present is pressed: the page's <template
// id="podium-poster"> (poster.ts) laid over the viewer's stage, its world turned by the
// camera that fits the step into the stage (kernel/document/camera.ts cameraFor and toTransform, the same
// sums). Until the player is ready the keys that move it are kept in order (`moves`), and the
// viewer widget plays them and takes the poster away (hide) when the player takes its place.
// The poster is placed before it joins the page: measuring the stage with the poster already in
// it had the page laid out with the poster twice in the press, once unplaced (about 20 ms at 4x).
// Its box is contained (ViewerWidget.css), so laying it out leaves the page around it alone. Its
// loading ring is drawn small on a small stage, as the overlay's is (podium-poster--small).

import { OVERLAY_BREAKPOINTS } from '../../lib/constants';
import type { AssetManifest } from '../../platform/render/assets';
import type { HeadTags } from '../../platform/render/render-page';
import { serializeForScript } from '../../platform/render/serialize';
import { KEYS } from '../../player/controllers/keyboard';

/** The lazy player chunk (spec §7 "present-viewer"), as the build's manifest names it. */
export const PLAYER_MODULE = 'src/player/index.tsx';

/**
 * A viewer page's head with this script first in it, in place of where the page's player data is
 * (a page without a viewer keeps its head as it is).
 */
export function withEarlyPresent(
  { playerDataPath, ...head }: HeadTags & { playerDataPath?: string },
  assets: AssetManifest,
): HeadTags {
  if (!playerDataPath) return head;
  const chunks = assets.lazyChunk(PLAYER_MODULE);
  return { ...head, firstScript: earlyPresentScript({ chunks, dataPath: playerDataPath }) };
}

export interface EarlyPresent {
  /** The player chunk and the chunks it imports. */
  chunks: string[];
  /** The player data's address (with the view link when the page was reached through one). */
  dataPath: string;
}

/** The keys that move the player (player/controllers/keyboard.ts), kept while the poster shows. */
const POSTER_KEYS = Object.fromEntries(
  Object.entries(KEYS).filter(([, action]) => ['next', 'previous', 'first', 'last'].includes(action)),
);

/** Below the overlay's middle size the ring is the small one (spec §2: 80 px rather than 168). */
const SMALL = OVERLAY_BREAKPOINTS.middle;

/** The script's source, for an inline <script> with the page's nonce. Kept to plain ES2017. */
export function earlyPresentScript({ chunks, dataPath }: EarlyPresent): string {
  return `(function(d,w){var s=${serializeForScript({ chunks, dataPath })},K=${JSON.stringify(POSTER_KEYS)},e=w.__podiumEarly={moves:[]};
function place(){var p=e.poster,st=d.querySelector('.viewer__stage');if(!p||!st)return;
var r=st.getBoundingClientRect(),c=JSON.parse(p.querySelector('[data-camera]').getAttribute('data-camera')),room=1-2*c[5];
var k=Math.min(r.width*room/c[2],r.height*room/c[3]),t=-c[4]*Math.PI/180,a=k*Math.cos(t),b=k*Math.sin(t);
p.className=r.width<${SMALL.width}||r.height<${SMALL.height}?'podium-poster podium-poster--small':'podium-poster';
p.style.cssText='left:'+(r.left+w.scrollX)+'px;top:'+(r.top+w.scrollY)+'px;width:'+r.width+'px;height:'+r.height+'px';
p.querySelector('.podium-player__world').style.transform='matrix('+[a,b,-b,a,r.width/2-(a*c[0]-b*c[1]),r.height/2-(b*c[0]+a*c[1])].join(',')+')'}
function key(v){var m=v.shiftKey&&v.key===' '?'previous':K[v.key],t=v.target;
if(!m||v.altKey||v.ctrlKey||v.metaKey||(t&&t.closest&&t.closest('input,textarea,select,[contenteditable]')))return;
v.preventDefault();e.moves.push(m)}
e.show=function(){var t=d.getElementById('podium-poster');if(e.poster||!t||!t.content)return;
var p=e.poster=d.createElement('div');p.className='podium-poster';p.appendChild(t.content.cloneNode(true));
place();d.body.appendChild(p);w.addEventListener('resize',place);d.addEventListener('keydown',key,true)};
e.hide=function(){if(!e.poster)return;e.poster.remove();e.poster=null;w.removeEventListener('resize',place);d.removeEventListener('keydown',key,true)};
function on(v){var t=v.target;if(!t||!t.closest||!t.closest('[data-present]'))return;v.stopPropagation();
if(e.data)return;d.documentElement.setAttribute('data-present-pressed','true');
e.path=s.dataPath;e.data=fetch(s.dataPath,{credentials:'same-origin',headers:{accept:'application/json'}});e.show();
w.requestAnimationFrame(function(){setTimeout(preload)})}
function preload(){s.chunks.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)})}
d.addEventListener('click',on,true);e.stop=function(){d.removeEventListener('click',on,true)}})(document,window);`;
}
