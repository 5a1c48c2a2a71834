// Texts of the business pages (issue 19), one file per page under business/.
import manage from './business/manage';
import review from './business/review';
import portal from './business/portal';
import fill from './business/fill';
import questionnaire from './business/questionnaire';
import expert from './business/expert';

export default { manage, review, portal, fill, questionnaire, expert } as const;
