// The idle end of live sessions: a scheduled job (every LIVE_SWEEP_MS, once across the app
// servers) looks for live sessions whose presenter has not been heard from for
// LIVE_PRESENTER_IDLE_MS (no step, no open presenter stream: the hub touches those), and ends them
// with a conditional UPDATE, so a session ends once even when two sweeps overlap, and its audience
// is told on every server.
import type { Db } from '../../platform/db/connection';
import type { LiveHub } from './live-hub';
import { endIfIdle, idleSessions } from './repository';
import { idleCutoff } from './rules';

export class LiveUpkeep {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly settings: { idleMs: number },
  ) {}

  /** Ends the idle sessions; answers the codes this sweep ended. A failure is the job's to retry. */
  async sweep(now = new Date()): Promise<string[]> {
    const cutoff = idleCutoff(now, this.settings.idleMs).toISOString();
    const ended: string[] = [];
    for (const session of await idleSessions(this.db, cutoff)) {
      if (!(await endIfIdle(this.db, session.id, cutoff, now.toISOString()))) continue;
      this.hub.publish(session.code, { type: 'ended' });
      ended.push(session.code);
    }
    return ended;
  }
}
