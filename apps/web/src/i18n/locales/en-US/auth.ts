import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/auth';

export default {} satisfies Catalogue<typeof zh>;
