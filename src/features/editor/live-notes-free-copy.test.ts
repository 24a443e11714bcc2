// The notes-free copy a commenter's tab is kept in step with: the editors' changes reach it, their
// speaker notes never do, not in what it is sent and not in what it holds.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { canvasFromYDoc } from '../../kernel/document/canvas/crdt/mapping';
import { deleteStep, moveStep, setStepNotes, setStepTitle } from '../../kernel/document/canvas/crdt/ops-path';
import { everyKind, loaded } from '../../kernel/document/canvas/crdt/test-support';
import { NotesFreeCopy } from './live-notes-free-copy';
import type { RoomClock } from './live-presence-outbox';

function fakeClock() {
  let due: (() => void)[] = [];
  const clock: RoomClock = {
    now: () => 0,
    schedule: (run) => {
      due.push(run);
      return () => {
        due = due.filter((each) => each !== run);
      };
    },
  };
  const tick = () => {
    for (const run of due.splice(0)) run();
  };
  return { clock, tick, waiting: () => due.length };
}

const holds = (bytes: Uint8Array, words: string) => Buffer.from(bytes).includes(words);

function setUp() {
  const source = loaded(everyKind());
  const { clock, tick, waiting } = fakeClock();
  const published: Uint8Array[] = [];
  const copy = new NotesFreeCopy(source, (update) => published.push(update), clock);
  // A commenter's tab, opened on the copy as it stands.
  const reader = new Y.Doc();
  Y.applyUpdate(reader, copy.answer(Y.encodeStateVector(reader)));
  const deliver = () => {
    for (const update of published.splice(0)) Y.applyUpdate(reader, update);
  };
  return { source, copy, reader, tick, waiting, published, deliver };
}

describe('the notes-free copy of a live document', () => {
  it('opens a reader on everything but the notes', () => {
    const { source, reader } = setUp();
    const read = canvasFromYDoc(reader);
    expect(read.path.map((step) => step.id)).toEqual(['s1', 's2', 's3']);
    expect(read.path[0]).toEqual({ id: 's1', frame: 'outer', title: 'Start' });
    expect(read.elements).toEqual(canvasFromYDoc(source).elements);
    expect(holds(Y.encodeStateAsUpdate(reader), 'Say hello')).toBe(false);
  });

  it('publishes one update for the changes a delay gathers, with no word of a note', () => {
    const { source, copy, reader, tick, waiting, published, deliver } = setUp();
    setStepNotes(source, 's2', 'Secret remark for the speaker');
    copy.changed();
    setStepTitle(source, 's2', 'Harbour');
    copy.changed();
    moveStep(source, 's1', 2);
    copy.changed();
    expect(waiting()).toBe(1);
    tick();
    expect(published).toHaveLength(1);
    expect(holds(published[0]!, 'Secret remark')).toBe(false);
    expect(holds(published[0]!, 'Say hello')).toBe(false);
    deliver();
    const read = canvasFromYDoc(reader);
    expect(read.path).toEqual([
      { id: 's2', view: { x: 0, y: 0, width: 500, height: 300, rotation: 10 }, title: 'Harbour' },
      { id: 's3', frame: 'inner' },
      { id: 's1', frame: 'outer', title: 'Start' },
    ]);
    expect(holds(Y.encodeStateAsUpdate(reader), 'Secret remark')).toBe(false);
  });

  it('passes on deletions, and publishes nothing when nothing changed', () => {
    const { source, copy, reader, tick, published, deliver } = setUp();
    deleteStep(source, 's3');
    copy.changed();
    tick();
    deliver();
    expect(canvasFromYDoc(reader).path.map((step) => step.id)).toEqual(['s1', 's2']);
    copy.changed();
    tick();
    expect(published).toHaveLength(0);
  });

  it('answers a tab that reconnects with what it lacks, and sends the others what was waiting', () => {
    const { source, copy, reader, published, deliver } = setUp();
    setStepTitle(source, 's3', 'Inner room');
    setStepNotes(source, 's3', 'Point at the kingfisher');
    copy.changed();
    const late = new Y.Doc();
    const answer = copy.answer(Y.encodeStateVector(late));
    Y.applyUpdate(late, answer);
    expect(canvasFromYDoc(late).path[2]).toEqual({ id: 's3', frame: 'inner', title: 'Inner room' });
    expect(holds(answer, 'kingfisher')).toBe(false);
    expect(published).toHaveLength(1);
    deliver();
    expect(canvasFromYDoc(reader)).toEqual(canvasFromYDoc(late));
  });
});
