// Renders the open modal from the registry, or nothing for NO_DIALOG.
import {
  DIALOGS,
  type DialogState,
  isRegistered,
  MODAL_DOES_NOT_EXIST,
  type ModalRegistry,
} from './useModals';

export interface ModalHostProps {
  dialog: DialogState;
  registry: ModalRegistry;
  onClose: () => void;
}

export function ModalHost({ dialog, registry, onClose }: ModalHostProps) {
  if (dialog === DIALOGS.NO_DIALOG) return null;
  if (!isRegistered(registry, dialog)) throw new Error(MODAL_DOES_NOT_EXIST);
  return <>{registry[dialog]?.({ onClose })}</>;
}
