// Modal state (spec §4): none or one open dialog, changed by show and close. Modals are looked up
// in a registry; showing one that is not registered is a programming error (spec §8).
import { type ReactNode, useCallback, useReducer } from 'react';

export const DIALOGS = { NO_DIALOG: 'NO_DIALOG', EMBED: 'EMBED', SHARE: 'SHARE' } as const;
export type DialogState = (typeof DIALOGS)[keyof typeof DIALOGS];
export type ModalName = Exclude<DialogState, 'NO_DIALOG'>;

export const MODAL_DOES_NOT_EXIST = 'Modal does not exist!';

export interface ModalRenderProps {
  onClose: () => void;
}
/** Render functions, not component types, so a registry rebuilt on each render keeps modal state. */
export type ModalRegistry = Partial<Record<ModalName, (props: ModalRenderProps) => ReactNode>>;

export type ModalAction = { type: 'show'; dialog: ModalName } | { type: 'close' };

export function modalReducer(_state: DialogState, action: ModalAction): DialogState {
  return action.type === 'show' ? action.dialog : DIALOGS.NO_DIALOG;
}

export function isRegistered(registry: ModalRegistry, name: string): name is ModalName {
  return Object.hasOwn(registry, name) && typeof registry[name as ModalName] === 'function';
}

export function useModals(registry: ModalRegistry) {
  const [dialog, dispatch] = useReducer(modalReducer, DIALOGS.NO_DIALOG);
  const show = useCallback(
    (name: ModalName) => {
      if (!isRegistered(registry, name)) throw new Error(MODAL_DOES_NOT_EXIST);
      dispatch({ type: 'show', dialog: name });
    },
    [registry],
  );
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  return { dialog, show, close };
}
