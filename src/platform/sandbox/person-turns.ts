// How many files each person has running or waiting in a sandbox pool, bounded per person, so one
// person's uploads cannot fill the queue everyone shares.

export class PersonTurns {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /**
   * Runs `work` as one of `person`'s turns. Past their limit it throws what `refused` makes of how
   * many they have already. The turn is given back before the caller hears the answer, so the
   * person may send the next file at once.
   */
  async run<T>(person: string, refused: (queued: number) => Error, work: () => Promise<T>): Promise<T> {
    const queued = this.counts.get(person) ?? 0;
    if (queued >= this.limit) throw refused(queued);
    this.counts.set(person, queued + 1);
    try {
      return await work();
    } finally {
      const left = (this.counts.get(person) ?? 1) - 1;
      if (left > 0) this.counts.set(person, left);
      else this.counts.delete(person);
    }
  }
}
