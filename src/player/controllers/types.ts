// The lifecycle every player controller shares (reveal.js controllers style): bind to an element
// with callbacks, optionally update, destroy to remove every listener and timer it added.
export type Navigation = 'next' | 'previous' | 'first' | 'last';

export interface Controller<Target, Callbacks> {
  bind(target: Target, callbacks: Callbacks): void;
  destroy(): void;
}
