import { describe, expect, it } from 'vitest';
import type { LiveEvent, LiveQuestion, LiveSessionData } from '../contracts';
import { initialLiveState, liveReducer, MAX_FLOATING_REACTIONS, mergeQuestion } from './live-state';

const session: LiveSessionData = {
  code: 'k3x9q2',
  joinUrl: 'http://localhost/live/k3x9q2/',
  oid: 'abcdefghijkl',
  title: 'Tidy Data',
  state: 'live',
  step: 2,
  startedAt: '2026-11-27T10:00:00.000Z',
  endedAt: null,
  linkId: null,
};
const q = (id: number, votes: number, over: Partial<LiveQuestion> = {}): LiveQuestion => ({
  id,
  text: `Question ${id}`,
  votes,
  state: 'open',
  createdAt: `2026-11-27T10:00:0${id}.000Z`,
  voted: false,
  mine: false,
  ...over,
});
const audience = liveReducer(false);
const presenter = liveReducer(true);
const event = (e: LiveEvent) => ({ type: 'event' as const, event: e });
const stateEvent = (over: Partial<Extract<LiveEvent, { type: 'state' }>> = {}): LiveEvent => ({
  type: 'state',
  session,
  questions: [q(1, 0), q(2, 3, { mine: true }), q(3, 1, { state: 'hidden' })],
  viewers: 4,
  ...over,
});

describe('the live state', () => {
  it('starts from the page’s session, not yet connected', () => {
    expect(initialLiveState(session)).toMatchObject({ step: 2, ended: false, connected: false, viewers: 0 });
    expect(initialLiveState({ ...session, state: 'ended' }).ended).toBe(true);
  });

  it('takes the whole state from `state`, by votes, without hidden questions for the audience', () => {
    const next = audience(initialLiveState(session), event(stateEvent()));
    expect(next).toMatchObject({ connected: true, viewers: 4, step: 2 });
    expect(next.questions.map((x) => x.id)).toEqual([2, 1]);
    expect(presenter(initialLiveState(session), event(stateEvent())).questions.map((x) => x.id)).toEqual([
      2, 3, 1,
    ]);
  });

  it('follows the presenter’s steps and the viewer count', () => {
    let s = audience(initialLiveState(session), event(stateEvent()));
    s = audience(s, event({ type: 'step', step: 5, at: 1234 }));
    expect(s).toMatchObject({ step: 5, stepAt: 1234 });
    s = audience(s, event({ type: 'viewers', viewers: 9 }));
    expect(s.viewers).toBe(9);
  });

  it('adds and updates questions in order, keeping this viewer’s own marks', () => {
    let s = audience(initialLiveState(session), event(stateEvent()));
    s = audience(s, event({ type: 'question', question: q(4, 0) }));
    expect(s.questions.map((x) => x.id)).toEqual([2, 1, 4]);
    // A broadcast of our own question says mine: false; we keep ours.
    s = audience(s, event({ type: 'question', question: q(2, 4) }));
    expect(s.questions[0]).toMatchObject({ id: 2, votes: 4, mine: true });
    s = audience(s, event({ type: 'question', question: q(4, 5) }));
    expect(s.questions.map((x) => x.id)).toEqual([4, 2, 1]);
    s = audience(s, { type: 'own-question', question: q(1, 6, { voted: true }) });
    expect(s.questions[0]).toMatchObject({ id: 1, votes: 6, voted: true });
    s = audience(s, event({ type: 'question', question: q(1, 6, { state: 'answered' }) }));
    expect(s.questions[0]).toMatchObject({ id: 1, state: 'answered', voted: true });
  });

  it('drops a question hidden by the presenter for the audience, keeps it for the presenter', () => {
    const hidden = q(1, 0, { state: 'hidden', text: '' });
    const a = audience(
      audience(initialLiveState(session), event(stateEvent())),
      event({ type: 'question', question: hidden }),
    );
    expect(a.questions.map((x) => x.id)).toEqual([2]);
    const p = presenter(
      presenter(initialLiveState(session), event(stateEvent())),
      event({ type: 'question', question: { ...hidden, text: 'Question 1' } }),
    );
    expect(p.questions.find((x) => x.id === 1)).toMatchObject({ state: 'hidden', text: 'Question 1' });
    expect(mergeQuestion([q(1, 0)], { ...hidden }, true)[0]!.text).toBe('Question 1');
  });

  it('floats reactions, a bounded number at once, until each is gone', () => {
    let s = initialLiveState(session);
    for (let i = 0; i < MAX_FLOATING_REACTIONS + 3; i++)
      s = audience(s, event({ type: 'reaction', emoji: '👍' }));
    expect(s.reactions).toHaveLength(MAX_FLOATING_REACTIONS);
    expect(s.reactions[0]!.id).toBe(4);
    s = audience(s, { type: 'reaction-gone', id: 4 });
    expect(s.reactions.map((r) => r.id)).not.toContain(4);
  });

  it('ends, and stays ended when the connection drops', () => {
    let s = audience(initialLiveState(session), event(stateEvent()));
    s = audience(s, event({ type: 'ended' }));
    expect(s).toMatchObject({ ended: true, session: { state: 'ended' } });
    expect(audience(s, { type: 'disconnected' }).connected).toBe(true);
  });

  it('replaces everything on a reconnection’s state', () => {
    let s = audience(initialLiveState(session), event(stateEvent()));
    s = audience(s, { type: 'disconnected' });
    expect(s.connected).toBe(false);
    s = audience(
      s,
      event(stateEvent({ session: { ...session, step: 7 }, questions: [q(9, 1)], viewers: 2 })),
    );
    expect(s).toMatchObject({ connected: true, step: 7, viewers: 2 });
    expect(s.questions.map((x) => x.id)).toEqual([9]);
  });
});
