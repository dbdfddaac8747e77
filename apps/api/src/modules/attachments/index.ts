/**
 * The attachments module's face: the upload service every domain uses to link, check and present
 * its files. Other modules import attachments only from here.
 */

export { attachmentsModule } from './attachments.module.js';
export { type AttachmentRow, findAttachmentsByUuids } from './attachments.queries.js';
export { confirmUpload, presentAttachment, requireUploaded } from './attachments.service.js';
export { storageKeyTarget } from './file-names.js';
