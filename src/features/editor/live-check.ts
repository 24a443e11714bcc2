// The live channel's check of a deck after each batch of edits (decision 097), with the rules of a
// save (kernel/document/canvas/validate.ts) at a fraction of its cost: the document is read back
// through the incremental reader, which reads again only the elements a change touched; the shell
// and each element not checked before are checked by compiled schemas (the interpreted check of a
// 500-element deck takes a tenth of a second, the compiled one a few milliseconds, and an element
// nobody touched keeps its identity, so it is checked once); then the whole deck's rules, which
// are cheap. A refused deck is described as a save describes it.
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type * as Y from 'yjs';
import { canvasReader } from '../../kernel/document/canvas/crdt/reader';
import type { CanvasElement } from '../../kernel/document/canvas/model';
import { CanvasShellSchema, ELEMENT_SCHEMAS } from '../../kernel/document/canvas/schema';
import { canvasRuleProblems } from '../../kernel/document/canvas/validate';
import { problemsOf } from '../../kernel/document/schema-problems';

type Check = (value: unknown) => boolean;

const compiled = new Map<TSchema, Check>();

/** The schema's compiled check, made once per process. */
function checkOf(schema: TSchema): Check {
  let check = compiled.get(schema);
  if (!check) {
    const validator = Compile(schema);
    check = (value) => validator.Check(value);
    compiled.set(schema, check);
  }
  return check;
}

const refusal = (problems: string[]) => `The canvas was not saved: ${problems.slice(0, 8).join('; ')}`;

export interface CanvasChecker {
  /** What is wrong with the deck as the Y.Doc holds it now, or null. */
  problem(): string | null;
  destroy(): void;
}

export function canvasChecker(ydoc: Y.Doc): CanvasChecker {
  const reader = canvasReader(ydoc);
  const checked = new WeakSet<CanvasElement>();
  return {
    problem() {
      const doc = reader.read();
      if (!checkOf(CanvasShellSchema)(doc)) return refusal(problemsOf(CanvasShellSchema, doc));
      for (const [i, element] of doc.elements.entries()) {
        if (checked.has(element)) continue;
        const schema = ELEMENT_SCHEMAS[element.kind];
        if (!checkOf(schema)(element)) return refusal(problemsOf(schema, element, `elements[${i}]`));
        checked.add(element);
      }
      const rules = canvasRuleProblems(doc);
      return rules.length > 0 ? refusal(rules) : null;
    },
    destroy: () => reader.destroy(),
  };
}
