export { default } from '@platform/form-designer/locales/en-US';
