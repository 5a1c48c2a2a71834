// Texts of the carbon module (issue 20), one file per area under carbon/.
import structure from './carbon/structure.js';
import activity from './carbon/activity.js';
import figures from './carbon/figures.js';
import products from './carbon/products.js';
import verification from './carbon/verification.js';

export default { structure, activity, figures, products, verification } as const;
