export { BulkMessageModal, type BulkMessageModalProps } from './bulk-message-modal';
