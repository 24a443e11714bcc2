// What the toolbar's controls share: running a command on the view, and keeping the text's focus
// (and so its selection) when a control is pressed with the mouse.
import type { Command } from 'prosemirror-state';
import type { MouseEvent } from 'react';

/** Runs a command on the view's current state; returns whether it applied. */
export type Exec = (command: Command) => boolean;

export const keepFocus = (event: MouseEvent) => event.preventDefault();
