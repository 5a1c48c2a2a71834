// Texts of the certification module (issue 21), one file per area under cert/.
import apply from './cert/apply.js';
import contract from './cert/contract.js';
import programme from './cert/programme.js';
import audit from './cert/audit.js';
import decision from './cert/decision.js';
import stats from './cert/stats.js';

export default { apply, contract, programme, audit, decision, stats } as const;
