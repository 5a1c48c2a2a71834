export * from './identity.js';
export * from './access.js';
export * from './auth.js';
export * from './messages.js';
export * from './organisation.js';
export * from './audit.js';
export * from './dict.js';
export * from \x27./audit-notice.js\x27;
