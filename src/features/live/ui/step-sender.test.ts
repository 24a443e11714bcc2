import { describe, expect, it } from 'vitest';
import { StepSender } from './step-sender';

function deferredSend() {
  const calls: number[] = [];
  const pending: (() => void)[] = [];
  const send = (step: number) =>
    new Promise<void>((resolve) => {
      calls.push(step);
      pending.push(resolve);
    });
  const settle = async () => {
    pending.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { calls, send, settle };
}

describe('StepSender', () => {
  it('sends at most one move at a time, and then only the latest', async () => {
    const { calls, send, settle } = deferredSend();
    const sender = new StepSender(send);
    sender.move(1);
    sender.move(2);
    sender.move(3);
    sender.move(4);
    expect(calls).toEqual([1]);
    await settle();
    expect(calls).toEqual([1, 4]);
    await settle();
    expect(calls).toEqual([1, 4]);
    expect(sender.idle).toBe(true);
    sender.move(4);
    expect(calls).toEqual([1, 4]); // already there
    sender.move(5);
    expect(calls).toEqual([1, 4, 5]);
  });

  it('tries again on the next move after a failure, and stops when told', async () => {
    const calls: number[] = [];
    let fail = true;
    const sender = new StepSender(async (step) => {
      calls.push(step);
      if (fail) throw new Error('offline');
    });
    sender.move(2);
    await new Promise((r) => setTimeout(r, 0));
    fail = false;
    sender.move(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([2, 2]);
    sender.stop();
    sender.move(3);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([2, 2]);
  });
});
