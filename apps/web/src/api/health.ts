import { useQuery } from '@tanstack/react-query';
import type { HealthData } from '@platform/contract';
import { request, RequestError } from './request';

const SERVICE_UNAVAILABLE = 503;

/** The service's health; a 503 answer is the server saying "down", and its data says what is down. */
export async function getHealth(): Promise<HealthData> {
  try {
    const body = await request<HealthData>({ method: 'get', url: '/api/health' });
    return body.data;
  } catch (error) {
    if (error instanceof RequestError && error.code === SERVICE_UNAVAILABLE && error.data) {
      return error.data as HealthData;
    }
    throw error;
  }
}

export const healthQueryKeys = {
  all: ['health'] as const,
};

export function useHealth() {
  return useQuery({ queryKey: healthQueryKeys.all, queryFn: getHealth });
}
