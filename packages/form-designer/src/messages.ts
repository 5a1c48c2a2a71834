// The host texts the web's designer page read before the catalogue (issue 17), in Chinese: kept only
// until that page reads `page.*` of the `designer` namespace itself.
import { chineseText } from './text';

export const designerMessages = {
  loadFailed: chineseText('page.loadFailed'),
  restoreDraftTitle: chineseText('page.restoreDraftTitle'),
  restoreDraft: (at: string) => chineseText('page.restoreDraft', { at }),
  restoreDraftOk: chineseText('page.restoreDraftOk'),
  restoreDraftCancel: chineseText('page.restoreDraftCancel'),
  saved: chineseText('page.saved'),
} as const;
