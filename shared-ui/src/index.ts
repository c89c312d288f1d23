/**
 * `@hfl/shared-ui`: the core (re-exported through its shared name, so its state stays one) and the widgets only later
 * pages need. The shell's first page imports `@hfl/shared-ui/core` alone.
 */
export * from '@hfl/shared-ui/core';
export { Modal, ConfirmModal, MODAL_CLOSE_MS, type ModalProps, type ConfirmModalProps } from './modal';
export { useModalSubject } from './use-modal-subject';
export { Table, sortableHeader, type TableColumn, type TableProps } from './table';
export { LoadMore } from './load-more';
export { PageHeader } from './page-header';
export { PositionChip } from './position-chip';
export { PhoneFold } from './phone-fold';
export { NO_PLAYER_FILTERS, type PlayerFilters } from './player-filters';
export { LinkButton } from './link-button';
export { pendingMemberName, pendingMemberTeam } from './pending-members';
