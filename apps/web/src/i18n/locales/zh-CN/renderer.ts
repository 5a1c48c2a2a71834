export { default } from '@platform/form-renderer/locales/zh-CN';
