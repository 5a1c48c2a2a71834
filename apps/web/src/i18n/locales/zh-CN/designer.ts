export { default } from '@platform/form-designer/locales/zh-CN';
