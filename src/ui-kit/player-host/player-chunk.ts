// The one place that names the player chunk (spec §7 "present-viewer"): a dynamic import, so Vite
// splits the player into its own lazily loaded chunk, away from the page's first-paint bundle.
import type { PlayerImporter } from './player-types';

export const loadPlayerChunk: PlayerImporter = () => import('../../player');
