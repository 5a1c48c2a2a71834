import type { Envelope, HealthData } from '@platform/contract';

export const healthyAnswer: Envelope<HealthData> = {
  code: 200,
  msg: '操作成功',
  data: {
    status: 'up',
    version: '1.4.0',
    uptimeSeconds: 93_784,
    database: { status: 'up', kind: 'postgres', latencyMs: 3 },
  },
};
