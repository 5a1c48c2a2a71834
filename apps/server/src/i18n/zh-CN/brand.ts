// Texts of the brand-assessment module (issue 22), one file per area under brand/.
import qs from './brand/qs.js';
import process from './brand/process.js';
import scoring from './brand/scoring.js';
import value from './brand/value.js';
import report from './brand/report.js';
import stats from './brand/stats.js';

export default { qs, process, scoring, value, report, stats } as const;
