export * from './envelope.js';
export * from './health.js';
export * from './account.js';
export * from './messages.js';
export * from './organisation.js';
export * from './system.js';
export * from './tenancy.js';
export * from './dict.js';
