import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/workflow';
import designer from './workflow/designer';
import dmn from './workflow/dmn';
import queue from './workflow/queue';
import progress from './workflow/progress';
import admin from './workflow/admin';
import workbench from './workflow/workbench';

export default { designer, dmn, queue, progress, admin, workbench } satisfies Catalogue<typeof zh>;
