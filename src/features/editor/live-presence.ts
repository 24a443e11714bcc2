// What a connection may say about who is in the deck: an awareness update names client ids, each
// with a state (LivePresence) or null (gone). Read before it is applied, so no one appears under
// another person's name and no state is larger than a person's presence needs. Pure.
import * as decoding from 'lib0/decoding';
import { type LivePresence, presenceColorOf } from './live-protocol';

/** One person's state at most: a selection of a few hundred elements fits. */
const STATE_MAX_LENGTH = 20_000;
/** Client ids one awareness update may name. */
const CLIENTS_MAX = 20;
const SELECTION_MAX = 1_000;

const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function isPoint(value: unknown, keys: string[]): boolean {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  return keys.every((key) => isFiniteNumber((value as Record<string, unknown>)[key]));
}

/** Whether `state` is the presence of the connection's own account, in the shape the editors read. */
export function isOwnPresence(
  state: unknown,
  who: { userId: number; userName: string },
): state is LivePresence {
  if (typeof state !== 'object' || state === null) return false;
  const { user, selection, pointer, view } = state as Partial<Record<keyof LivePresence, unknown>>;
  const person = user as Partial<LivePresence['user']> | undefined;
  if (person?.id !== who.userId || person.name !== who.userName) return false;
  if (person.color !== presenceColorOf(who.userId)) return false;
  if (!Array.isArray(selection) || selection.length > SELECTION_MAX) return false;
  if (!selection.every((id) => typeof id === 'string' && id.length <= 64)) return false;
  return isPoint(pointer, ['x', 'y']) && isPoint(view, ['x', 'y', 'width', 'height']);
}

/**
 * The client ids an awareness update speaks for, if every state in it is the connection's own
 * presence or null; throws with the reason otherwise.
 */
export function checkedPresence(update: Uint8Array, who: { userId: number; userName: string }): number[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  if (count > CLIENTS_MAX) throw new Error('too many clients in one awareness update');
  const clients: number[] = [];
  for (let i = 0; i < count; i++) {
    clients.push(decoding.readVarUint(decoder));
    decoding.readVarUint(decoder); // the state's clock
    const json = decoding.readVarString(decoder);
    if (json.length > STATE_MAX_LENGTH) throw new Error('a presence too large');
    const state: unknown = JSON.parse(json);
    if (state !== null && !isOwnPresence(state, who)) throw new Error('a presence not of this account');
  }
  return clients;
}
