import type { DeliveryPageBody } from '@platform/contract';

export const sendQueryKeys = {
  all: ['msg', 'send'] as const,
  page: (page: number, limit: number) => ['msg', 'send', 'page', page, limit] as const,
  deliveries: (body: DeliveryPageBody) => ['msg', 'send', 'deliveries', body] as const,
};
