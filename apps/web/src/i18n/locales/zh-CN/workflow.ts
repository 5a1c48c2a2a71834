// Texts of the workflow pages (issue 18), one file per page under workflow/.
import designer from './workflow/designer';
import dmn from './workflow/dmn';
import queue from './workflow/queue';
import progress from './workflow/progress';
import admin from './workflow/admin';
import workbench from './workflow/workbench';

export default { designer, dmn, queue, progress, admin, workbench } as const;
