// Brand statistics (issue 22, ccbd brand/ent/getTaskStatistics): the body's figures of its assessments
// for one business type or all.
import type { BrandStatsType, BrandTaskStatistics } from '@platform/contract';
import { CCBD_PREFIX, CcbdPaths as P } from '@platform/contract/brand-model';
import { request } from '../request';

export const brandStatsApi = {
  taskStatistics: async (businessType: BrandStatsType) =>
    (
      await request<BrandTaskStatistics>({
        method: 'get',
        url: `${CCBD_PREFIX}/${P.taskStatistics}`,
        params: { businessType },
      })
    ).data,
};
