// The designer's public API (see README.md): the component a host embeds, and the few pure functions
// a host needs around it (an empty form, the stored JSON, a scoring form's total, the local draft), and
// the provider that puts its texts in the host's language.
export { FormDesigner } from './ui/FormDesigner';
export type { DesignerSave, FormDesignerHandle, FormDesignerProps } from './ui/FormDesigner';
export type { DesignerHost } from './ui/host';
export type { PublishValues } from './ui/dialogs';
export { emptyTemplate, scoreSummary, templateJson } from './model/designerReducer';
export { clearDraft, draftKey, readDraft, writeDraft, type Draft, type DraftIdentity } from './model/draft';
export { DesignerTextProvider, useDesignerText, type DesignerKey, type DesignerTranslate } from './i18n';
