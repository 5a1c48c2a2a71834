export * from './labels';
export { CertStatusTag } from './StatusTag';
