// jsdom ships no types of its own (vitest's jsdom environment brings it); the feed tests use its
// DOMParser to read XML as a feed reader would, and need only this much.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
