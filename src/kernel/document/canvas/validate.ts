// Validation of an untrusted canvas document: its shape by schema, then the rules a schema cannot
// say (ids unique, parents that are frames without a loop, a path that names real frames, pictures
// described or marked decorative, tables whose rows fit their columns). Every problem names its field.
import { DocumentError, problemsOf } from '../schema-problems';
import {
  CANVAS_LIMITS,
  type CanvasDocument,
  type CanvasElement,
  type ImageElement,
  type TableElement,
} from './model';
import { CanvasShellSchema, ELEMENT_SCHEMAS } from './schema';

const MAX_PROBLEMS = 8;

/** Validates an untrusted canvas document; errors name the field at fault, e.g. "elements[3].alt: …". */
export function parseCanvasDocument(value: unknown): CanvasDocument {
  const problems = problemsOf(CanvasShellSchema, value);
  if (problems.length === 0) {
    const shell = value as { elements: { kind: keyof typeof ELEMENT_SCHEMAS }[] };
    shell.elements.forEach((element, i) => {
      if (problems.length < MAX_PROBLEMS)
        problems.push(...problemsOf(ELEMENT_SCHEMAS[element.kind], element, `elements[${i}]`));
    });
  }
  if (problems.length === 0) problems.push(...canvasRuleProblems(value as CanvasDocument));
  if (problems.length > 0) throw new DocumentError(problems.slice(0, MAX_PROBLEMS));
  return value as CanvasDocument;
}

/** The rules beyond the schema, on a document whose shape is already valid. */
export function canvasRuleProblems(doc: CanvasDocument): string[] {
  const problems = [...idProblems(doc), ...parentProblems(doc), ...pathProblems(doc)];
  const kinds = new Map(doc.elements.map((element) => [element.id, element.kind]));
  doc.elements.forEach((element, i) => {
    problems.push(...elementProblems(element, `elements[${i}]`, kinds));
  });
  return problems;
}

function idProblems(doc: CanvasDocument): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const visit = (id: string, field: string) => {
    if (seen.has(id)) problems.push(`${field}: id "${id}" is used twice`);
    seen.add(id);
  };
  doc.elements.forEach((element, i) => {
    visit(element.id, `elements[${i}].id`);
  });
  doc.path.forEach((step, i) => {
    visit(step.id, `path[${i}].id`);
  });
  return problems;
}

/** Every parent is a frame of this document, and following parents never loops or goes too deep. */
function parentProblems(doc: CanvasDocument): string[] {
  const byId = new Map(doc.elements.map((element) => [element.id, element]));
  const problems: string[] = [];
  doc.elements.forEach((element, i) => {
    if (element.parent === undefined) return;
    const parent = byId.get(element.parent);
    if (parent?.kind !== 'frame') {
      problems.push(`elements[${i}].parent: no frame has id "${element.parent}"`);
      return;
    }
    let depth = 1;
    for (let at: CanvasElement = parent; at.parent !== undefined; depth++) {
      const next = byId.get(at.parent);
      if (!next || next === element || depth > CANVAS_LIMITS.frameDepth) {
        const why =
          next === element
            ? 'frames may not contain themselves'
            : `frames nest at most ${CANVAS_LIMITS.frameDepth} deep`;
        problems.push(`elements[${i}].parent: ${why}`);
        return;
      }
      at = next;
    }
  });
  return problems;
}

function pathProblems(doc: CanvasDocument): string[] {
  const frames = new Set(doc.elements.filter((element) => element.kind === 'frame').map((frame) => frame.id));
  return doc.path.flatMap((step, i) => {
    if ((step.frame === undefined) === (step.view === undefined)) {
      return [`path[${i}]: a step is either a frame or a view`];
    }
    if (step.frame !== undefined && !frames.has(step.frame))
      return [`path[${i}].frame: no frame has id "${step.frame}"`];
    return [];
  });
}

/** One element's rules; `kinds` is every element's kind by id (a connector's ends must exist). */
function elementProblems(element: CanvasElement, field: string, kinds: Map<string, string>): string[] {
  if (element.kind === 'image') return imageProblems(element, field);
  if (element.kind === 'table') return tableProblems(element, field);
  if (element.kind === 'connector') {
    return (['from', 'to'] as const).flatMap((end) => {
      const kind = kinds.get(element[end]);
      if (kind === undefined) return [`${field}.${end}: no element has id "${element[end]}"`];
      return kind === 'connector'
        ? [`${field}.${end}: a connector joins elements, not other connectors`]
        : [];
    });
  }
  return [];
}

function imageProblems(image: ImageElement, field: string): string[] {
  if (image.decorative || image.alt.trim() !== '') return [];
  return [`${field}.alt: describe the picture, or mark it decorative`];
}

function tableProblems(table: TableElement, field: string): string[] {
  const problems = table.rows.flatMap((row, r) =>
    row.length === table.columns.length
      ? []
      : [`${field}.rows[${r}]: has ${row.length} cells for ${table.columns.length} columns`],
  );
  const total = table.columns.reduce((sum, share) => sum + share, 0);
  if (Math.abs(total - 1) > 0.01) problems.push(`${field}.columns: the shares must add up to 1`);
  return problems;
}
