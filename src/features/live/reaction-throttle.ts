// Reactions are all counted, but each process passes on at most a few per session and second: an
// audience pressing the buttons as fast as it can must not flood every stream.

export class ReactionThrottle {
  /** Reactions passed on this second, per session. */
  private readonly seen = new Map<string, { second: number; count: number }>();

  constructor(private readonly perSecond: number) {}

  /** Whether one more reaction of this session may be passed on now; counts it if so. */
  take(code: string): boolean {
    const second = Math.floor(Date.now() / 1000);
    const seen = this.seen.get(code);
    if (seen && seen.second === second) {
      if (seen.count >= this.perSecond) return false;
      seen.count++;
    } else this.seen.set(code, { second, count: 1 });
    return true;
  }

  /** Forgets the seconds gone by. */
  prune(): void {
    const second = Math.floor(Date.now() / 1000);
    for (const [code, seen] of this.seen) if (seen.second < second) this.seen.delete(code);
  }
}
