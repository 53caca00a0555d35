export { openModal, closeModal, useActiveModal, mayReplace } from './store';
export type { ModalRequest, ModalKind, ActiveModal } from './store';
export { ModalSlot } from './components/modal-slot';
