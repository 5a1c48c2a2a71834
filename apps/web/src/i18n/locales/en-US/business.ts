import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/business';
import manage from './business/manage';
import review from './business/review';
import portal from './business/portal';
import fill from './business/fill';
import questionnaire from './business/questionnaire';
import expert from './business/expert';

export default { manage, review, portal, fill, questionnaire, expert } satisfies Catalogue<typeof zh>;
