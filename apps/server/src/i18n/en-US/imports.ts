import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/imports.js';

export default {} satisfies Catalogue<typeof zh>;
