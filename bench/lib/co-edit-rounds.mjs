// The co-editing benchmark's rounds (co-editing.mjs): editors of one canvas deck, on one app server
// or spread over several, each moving a text of its own and showing the others where it is, as a
// drag does; every change timed from the call to its arrival at each other editor.
import { canvasDeck } from './canvas-deck.mjs';
import { editPageOf, openLiveEditor } from './live-editor.mjs';

/** How long the last changes may take to arrive before the missing ones count as missed. */
const ARRIVAL_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const until = (at) => sleep(Math.max(0, at - performance.now()));

/** Arrivals, and a wait that ends as the last expected one comes in (or after `ms`). */
function arrivals() {
  const list = [];
  let wanted = Number.POSITIVE_INFINITY;
  let complete;
  const completed = new Promise((resolve) => {
    complete = resolve;
  });
  return {
    add(arrival) {
      list.push(arrival);
      if (list.length >= wanted) complete();
    },
    async all(expected, ms) {
      wanted = expected;
      if (list.length >= wanted) complete();
      const timer = setTimeout(complete, ms);
      await completed;
      clearTimeout(timer);
      return list;
    },
  };
}

/**
 * Of the changes that did not reach an editor, those a later change of the same sender did reach:
 * a server that is still storing one batch when the next changes come, or whose presence timer
 * runs late, passes them on merged, so only the last of them shows (the others are not lost, only
 * overtaken). Those after a sender's last arrival are not counted.
 */
function supersededOf(deliveries) {
  const pairs = new Map();
  for (const { to, from, round } of deliveries) {
    const pair = pairs.get(`${to}:${from}`) ?? { count: 0, last: -1 };
    pair.count++;
    pair.last = Math.max(pair.last, round);
    pairs.set(`${to}:${from}`, pair);
  }
  let count = 0;
  for (const { count: arrived, last } of pairs.values()) count += last + 1 - arrived;
  return count;
}

/** The editors of `placements` (each a server's base, a session and the server's number), open. */
async function openEditors(placements, oid, sentAt, moves, presences) {
  const editors = [];
  for (const { base, session, server } of placements) {
    const to = editors.length;
    const heard = (key, at, into) => {
      const sent = sentAt.get(key);
      if (sent)
        into.add({
          ms: at - sent.at,
          across: sent.server !== server,
          to,
          from: sent.from,
          round: sent.round,
        });
    };
    const { generation, me } = await editPageOf(base, oid, session);
    const editor = await openLiveEditor(base, oid, generation, session, {
      me,
      onMove: (element, x, at) => heard(`move:${element}:${x}`, at, moves),
      onPresence: (state, at) =>
        state?.pointer && heard(`presence:${state.user.id}:${state.pointer.x}`, at, presences),
    });
    editors.push({ editor, me, server });
  }
  return editors;
}

/**
 * Each editor moves a text of its own `rounds` times, staggered over each round of `roundMs`, and
 * halfway to the next editor's turn shows the others what a drag shows them (the editor page's
 * presence: the pointer on the text where it now is, the text selected, the view on its frame).
 * Resolves with every move's and every presence's time to each other editor (`across` when that
 * editor is on another server), every move's time to the server's `saved`, how many editors'
 * channels closed before the end, and how many changes were superseded (see `supersededOf`).
 */
export async function measureRounds(placements, oid, { rounds, roundMs }) {
  const elements = canvasDeck().elements;
  const texts = elements.filter((element) => element.kind === 'text').slice(0, placements.length);
  const frames = new Map(elements.map((element) => [element.id, element]));
  // Keyed by what the others see arrive: `move:{element}:{x}` and `presence:{user id}:{pointer x}`.
  const sentAt = new Map();
  const moves = arrivals();
  const presences = arrivals();
  const editors = await openEditors(placements, oid, sentAt, moves, presences);
  const saved = [];
  const acks = [];
  const slot = roundMs / editors.length;
  const started = performance.now();
  for (let round = 0; round < rounds; round++)
    for (const [index, { editor, me, server }] of editors.entries()) {
      const due = started + round * roundMs + index * slot;
      const { id, x, y, width, parent } = texts[index];
      const value = x + (round + 1) * 0.5;
      await until(due);
      const movedAt = performance.now();
      sentAt.set(`move:${id}:${value}`, { at: movedAt, server, from: index, round });
      acks.push(editor.move(id, value).then((ackAt) => ackAt !== undefined && saved.push(ackAt - movedAt)));
      await until(due + slot / 2);
      const pointer = { x: value + width / 2, y: y + 10 };
      const frame = frames.get(parent);
      sentAt.set(`presence:${me.id}:${pointer.x}`, { at: performance.now(), server, from: index, round });
      editor.present({
        selection: [id],
        pointer,
        view: { x: frame.x, y: frame.y, width: frame.width, height: frame.height },
      });
    }
  await Promise.all(acks);
  const expected = rounds * editors.length * (editors.length - 1);
  const [moved, present] = await Promise.all([
    moves.all(expected, ARRIVAL_MS),
    presences.all(expected, ARRIVAL_MS),
  ]);
  // A channel the server closed during the rounds explains changes that never arrived.
  const closedEarly = editors.filter(({ editor }) => editor.state.closed !== null).length;
  for (const { editor } of editors) editor.close();
  const superseded = { moves: supersededOf(moved), presence: supersededOf(present) };
  return {
    moves: moved,
    presence: present,
    saved,
    expected,
    edits: rounds * editors.length,
    closedEarly,
    superseded,
  };
}
