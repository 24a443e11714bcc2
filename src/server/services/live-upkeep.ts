// The idle end of live sessions: every app server looks, every LIVE_SWEEP_MS,
// for live sessions whose presenter has not been heard from for LIVE_PRESENTER_IDLE_MS (no step,
// no open presenter stream: the hub touches those), and ends them with a conditional UPDATE, so
// whichever server looks first ends each one once and tells its audience.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { endIfIdle, idleSessions } from '../../db/repositories/live.repository';
import { idleCutoff } from '../../domain/live';
import { type Repeating, repeat } from '../../platform/jobs/repeat';
import type { LiveHub } from '../live-hub';

export class LiveUpkeep {
  private repeating: Repeating | null = null;

  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly settings: { idleMs: number; sweepMs: number },
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.repeating ??= repeat(() => this.sweep(), {
      name: 'live sessions: the idle sweep',
      everyMs: this.settings.sweepMs,
      log: this.log,
    });
  }

  async stop(): Promise<void> {
    await this.repeating?.stop();
    this.repeating = null;
  }

  /** Ends the idle sessions; answers the codes this server ended. */
  async sweep(now = new Date()): Promise<string[]> {
    const cutoff = idleCutoff(now, this.settings.idleMs).toISOString();
    const ended: string[] = [];
    try {
      for (const session of await idleSessions(this.db, cutoff)) {
        if (!(await endIfIdle(this.db, session.id, cutoff, now.toISOString()))) continue;
        this.hub.publish(session.code, { type: 'ended' });
        ended.push(session.code);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'live sessions: the idle sweep failed; it runs again shortly');
    }
    return ended;
  }
}
