// @platform/form-renderer: the antd renderer of form-core templates.
export { FormRenderer, DEFAULT_LABEL_WIDTH } from './FormRenderer';
export type { FormRendererHandle, FormRendererProps } from './FormRenderer';
export type { FieldNote } from './context';
export type { FormDataSource, FormUploader, UploadRequest } from './sources/types';
export { RendererTextProvider, useRendererText, type RendererKey, type RendererTranslate } from './i18n';
