// Every change to a task (claim, complete, return …) ends the same way: say it worked and refresh the
// queue, or, when someone else got there first (409), refresh too so that the list shows what happened.
// The request client has already shown the server's words for any refusal. An open progress page of
// the instance is refreshed too.
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { RequestError } from '../../../api/request';
import { progressQueryKeys } from '../progress/queries';
import { taskQueryKeys } from './taskQueries';

const CONFLICT = 409;

export type TaskCallResult = 'done' | 'conflict' | 'failed';

/** Runs a task call and, when it worked, says what the server answered. */
export function useTaskCall(): (call: () => Promise<string>) => Promise<TaskCallResult> {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useCallback(
    async (call) => {
      const refresh = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: taskQueryKeys.all }),
          queryClient.invalidateQueries({ queryKey: progressQueryKeys.all }),
        ]);
      let said: string;
      try {
        said = await call();
      } catch (error) {
        if (error instanceof RequestError && error.code === CONFLICT) {
          void refresh();
          return 'conflict';
        }
        return 'failed';
      }
      void message.success(said);
      void refresh();
      return 'done';
    },
    [queryClient, message],
  );
}
