// The live channel's check refuses what a save refuses, naming the field, with compiled schemas
// and only the elements a change touched read again: a bad field is refused and passes once
// mended; what concurrent edits leave dangling is settled as every replica reads it.
import { describe, expect, it } from 'vitest';
import { canvasToYDoc } from '../../kernel/document/canvas/crdt/mapping';
import { smallCanvas } from '../../kernel/document/canvas/crdt/test-support';
import { elementsOf } from '../../kernel/document/canvas/crdt/ydoc';
import { canvasChecker } from './live-check';

describe("the live channel's check of a deck", () => {
  it('passes a valid deck, refuses a bad field by name, and passes it again once mended', () => {
    const ydoc = canvasToYDoc(smallCanvas());
    const checker = canvasChecker(ydoc);
    expect(checker.problem()).toBeNull();
    elementsOf(ydoc).get('s')!.set('x', 'far left');
    expect(checker.problem()).toMatch(/^The canvas was not saved: elements\[\d+\]\.x: /);
    elementsOf(ydoc).get('s')!.set('x', 10);
    expect(checker.problem()).toBeNull();
    checker.destroy();
  });

  it('reads a deck as every replica settles it: a connector to nothing is not there to refuse', () => {
    const ydoc = canvasToYDoc(smallCanvas());
    const checker = canvasChecker(ydoc);
    elementsOf(ydoc).get('c')!.set('to', 'nowhere');
    expect(checker.problem()).toBeNull();
    elementsOf(ydoc).get('t')!.set('rotation', 9000);
    expect(checker.problem()).toMatch(/elements\[\d+\]\.rotation/);
  });
});
