export * from './envelope.js';
export * from './health.js';
