// How a schema's complaints about an untrusted document reach a person: each names the field at
// fault (topics[2].title, elements[4].content.paragraphs[0]) and says what would be accepted.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export class DocumentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'DocumentError';
  }
}

/** Turns a JSON pointer such as /topics/2/texts/0 into topics[2].texts[0]. */
function fieldName(pointer: string, prefix: string): string {
  const parts = pointer.split('/').slice(1);
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    prefix,
  );
}

/** A validation message a person can act on: unknown fields and allowed values are named. */
export function messageOf(error: { keyword: string; message: string; params: unknown }): string {
  if (error.keyword === 'boolean') return 'is not a known field';
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  if (error.keyword === 'enum' && allowed) return `must be one of ${allowed.join(', ')}`;
  return error.message;
}

/** At most eight problems, each named by its field; `prefix` names where `value` sits in a larger whole. */
export function problemsOf(schema: TSchema, value: unknown, prefix = ''): string[] {
  const problems: string[] = [];
  for (const error of Value.Errors(schema, value)) {
    if (error.keyword === 'additionalProperties') continue; // reported per field below
    const field = fieldName(error.instancePath, prefix);
    if (error.keyword === 'required') {
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties ?? [];
      for (const name of missing) problems.push(`${field ? `${field}.` : ''}${name}: is required`);
      continue;
    }
    problems.push(`${field || 'document'}: ${messageOf(error)}`);
    if (problems.length >= 8) break;
  }
  return problems;
}
