// The SMS log (issue 23): the outbox's SMS and the attempts to hand them to the provider, for
// platform administrators.
import type { SmsAttemptFilter, SmsAttemptPage, SmsOutboxFilter, SmsOutboxPage } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Paging } from './tenant';

const BASE = '/api/api-system/data/smsLog';

export async function querySmsOutboxPage(paging: Paging, filter: SmsOutboxFilter): Promise<SmsOutboxPage> {
  return (
    await request<SmsOutboxPage>({
      method: 'post',
      url: `${BASE}/outbox/queryByPage`,
      params: paging,
      data: filter,
    })
  ).data;
}

export async function querySmsAttemptPage(paging: Paging, filter: SmsAttemptFilter): Promise<SmsAttemptPage> {
  return (
    await request<SmsAttemptPage>({
      method: 'post',
      url: `${BASE}/attempts/queryByPage`,
      params: paging,
      data: filter,
    })
  ).data;
}

export const smsLogQueryKeys = {
  all: ['system', 'smsLog'] as const,
  outbox: (paging: Paging, filter: SmsOutboxFilter) =>
    ['system', 'smsLog', 'outbox', paging, filter] as const,
  attempts: (paging: Paging, filter: SmsAttemptFilter) =>
    ['system', 'smsLog', 'attempts', paging, filter] as const,
};

export function useSmsOutboxPage(paging: Paging, filter: SmsOutboxFilter) {
  return useQuery({
    queryKey: smsLogQueryKeys.outbox(paging, filter),
    queryFn: () => querySmsOutboxPage(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useSmsAttemptPage(paging: Paging, filter: SmsAttemptFilter) {
  return useQuery({
    queryKey: smsLogQueryKeys.attempts(paging, filter),
    queryFn: () => querySmsAttemptPage(paging, filter),
    placeholderData: keepPreviousData,
  });
}
