// The presenter view and its audience window keep in step through a BroadcastChannel:
// same browser, same origin, no server round trip. This is the protocol, kept pure so it
// can be tested; usePresentChannel.ts binds it to a real channel.
//
//   step   {step}  either window moved to this step (0-based); the other follows.
//   hello          a freshly opened audience window asks for the current step; the presenter
//                  answers with a step message.
// Anything else on the channel (another version, another page, a step outside the deck) is ignored.

export const PRESENT_PROTOCOL = 'podium-present';
export const PRESENT_PROTOCOL_VERSION = 1;

export type PresentMessage = { type: 'step'; step: number } | { type: 'hello' };

/** One channel per presentation, so two talks presented side by side never cross. */
export const presentChannelName = (oid: string) => `podium-present:${oid}`;

/** What goes on the wire: the message with the protocol's name and version. */
export function encodePresentMessage(message: PresentMessage) {
  return { protocol: PRESENT_PROTOCOL, v: PRESENT_PROTOCOL_VERSION, ...message };
}

/** A message from the channel, or null when it is not one of ours or names a step the deck lacks. */
export function parsePresentMessage(data: unknown, totalSteps: number): PresentMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const value = data as Record<string, unknown>;
  if (value.protocol !== PRESENT_PROTOCOL || value.v !== PRESENT_PROTOCOL_VERSION) return null;
  if (value.type === 'hello') return { type: 'hello' };
  if (value.type !== 'step') return null;
  const step = value.step;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= totalSteps) return null;
  return { type: 'step', step };
}

/**
 * Which moves to pass on: a step this window reached because the other window asked for it is
 * not sent back (or the two would echo each other forever).
 */
export class StepEcho {
  private followed: number | null = null;

  /** The other window asked for this step; true when this window must move there. */
  follow(step: number, current: number): boolean {
    if (step === current) return false;
    this.followed = step;
    return true;
  }

  /** This window now shows this step; true when the other window should be told. */
  shown(step: number): boolean {
    if (this.followed === step) {
      this.followed = null;
      return false;
    }
    this.followed = null;
    return true;
  }
}
