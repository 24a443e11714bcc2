// A connection speaks only for its own account in the deck's awareness: the user named in every
// state it sends must be its own, with the colour everyone derives, and the rest in the shape the
// editors read; anything else is refused before it is applied.
import { describe, expect, it } from 'vitest';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import { checkedPresence, isOwnPresence } from './live-presence';
import { presenceColorOf } from './live-protocol';

const who = { userId: 7, userName: 'Ada Lovelace' };
const me = { id: 7, name: 'Ada Lovelace', color: presenceColorOf(7) };
const presence = { user: me, selection: ['t1'], pointer: { x: 1, y: 2 }, view: null };

function updateOf(state: unknown): Uint8Array {
  const awareness = new awarenessProtocol.Awareness(new Y.Doc());
  awareness.setLocalState(state as Record<string, unknown> | null);
  const update = awarenessProtocol.encodeAwarenessUpdate(awareness, [awareness.clientID]);
  awareness.destroy();
  return update;
}

describe('presence on the live channel', () => {
  it("takes a person's own presence, and their leaving", () => {
    expect(isOwnPresence(presence, who)).toBe(true);
    expect(checkedPresence(updateOf(presence), who)).toHaveLength(1);
    expect(checkedPresence(updateOf(null), who)).toHaveLength(1);
  });

  it('refuses another name, id or colour, and shapes the editors cannot read', () => {
    const refused = [
      { ...presence, user: { ...me, id: 8 } },
      { ...presence, user: { ...me, name: 'Charles Babbage' } },
      { ...presence, user: { ...me, color: '#000000' } },
      { ...presence, selection: 't1' },
      { ...presence, selection: [1] },
      { ...presence, selection: Array.from({ length: 1001 }, (_, i) => `e${i}`) },
      { ...presence, pointer: { x: 'left', y: 0 } },
      { ...presence, view: { x: 0, y: 0, width: Number.NaN, height: 1 } },
      { selection: [], pointer: null, view: null },
      'just a string',
    ];
    for (const state of refused) {
      expect(isOwnPresence(state, who), JSON.stringify(state)).toBe(false);
      expect(() => checkedPresence(updateOf(state), who)).toThrow(/not of this account/);
    }
  });

  it('refuses a state too large, and what is not an awareness update', () => {
    const large = {
      ...presence,
      selection: Array.from({ length: 900 }, (_, i) => `element-${'x'.repeat(20)}-${i}`),
    };
    expect(() => checkedPresence(updateOf(large), who)).toThrow(/too large/);
    expect(() => checkedPresence(new Uint8Array([5, 1]), who)).toThrow();
  });
});
