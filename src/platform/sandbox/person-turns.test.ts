import { describe, expect, it } from 'vitest';
import { PersonTurns } from './person-turns';

describe('PersonTurns', () => {
  it('refuses a person past their limit, others not, and gives the turn back however the work ends', async () => {
    const turns = new PersonTurns(1);
    const refused = (queued: number) => new Error(`already ${queued}`);
    let finish!: () => void;
    const first = turns.run('ada', refused, () => new Promise<void>((resolve) => (finish = resolve)));
    await expect(turns.run('ada', refused, async () => 'second')).rejects.toThrow('already 1');
    await expect(turns.run('grace', refused, async () => 'hers')).resolves.toBe('hers');
    finish();
    await first;
    await expect(turns.run('ada', refused, async () => Promise.reject(new Error('failed')))).rejects.toThrow(
      'failed',
    );
    await expect(turns.run('ada', refused, async () => 'again')).resolves.toBe('again');
  });
});
