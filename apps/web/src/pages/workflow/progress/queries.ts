// The progress of a process instance, refetched when the window gets the focus back and after the user
// changed one of its tasks in a work queue (useTaskCall).
import { useQuery } from '@tanstack/react-query';
import { workflowApi } from '../../../api/workflow';

export const progressQueryKeys = {
  all: ['workflow', 'progress'] as const,
  one: (wfInstanceId: string) => ['workflow', 'progress', wfInstanceId] as const,
};

export function useProgress(wfInstanceId: string | undefined) {
  return useQuery({
    queryKey: progressQueryKeys.one(wfInstanceId ?? ''),
    queryFn: () => workflowApi.progress(wfInstanceId!),
    enabled: wfInstanceId !== undefined,
    refetchOnWindowFocus: true,
  });
}
