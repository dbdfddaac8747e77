/** Orders, their industries, contacts, attachments, statistics events and saved filters (issue: orders). */
export {};
