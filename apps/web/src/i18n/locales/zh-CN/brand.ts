// Texts of the brand-assessment pages (issue 22), one file per page under brand/ (shared: common texts).
import myAssessment from './brand/my-assessment';
import process from './brand/process';
import qs from './brand/qs';
import value from './brand/value';
import report from './brand/report';
import stats from './brand/stats';
import shared from './brand/shared';
import expert from './brand/expert';

export default {
  myAssessment,
  process,
  qs,
  value,
  report,
  stats,
  shared,
  expert,
} as const;
