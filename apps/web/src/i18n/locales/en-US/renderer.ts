export { default } from '@platform/form-renderer/locales/en-US';
