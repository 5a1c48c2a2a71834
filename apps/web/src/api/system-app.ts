// Application management calls (platform administrator): app/list, add, update, delete. Types only
// from the contract: a value import would bundle zod.
import type { AddAppBody, ManagedApp, UpdateAppBody } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Saved } from './tenant';

// resource.ts takes the type from here.
export type { Saved };

const P = '/api/api-system/data/app';

export async function listApps(): Promise<ManagedApp[]> {
  return (await request<ManagedApp[]>({ method: 'get', url: `${P}/list` })).data;
}

export async function addApp(body: AddAppBody): Promise<Saved<ManagedApp>> {
  const { data, msg } = await request<ManagedApp>({ method: 'post', url: `${P}/add`, data: body });
  return { data, msg };
}

export async function updateApp(body: UpdateAppBody): Promise<Saved<ManagedApp>> {
  const { data, msg } = await request<ManagedApp>({ method: 'post', url: `${P}/update`, data: body });
  return { data, msg };
}

/** Deletes an app no tenant has opened; answers the server's confirmation text. */
export async function deleteApp(id: string): Promise<string> {
  return (await request<null>({ method: 'post', url: `${P}/delete`, data: { id } })).msg;
}

export const systemAppQueryKeys = {
  all: ['system', 'apps'] as const,
  list: () => [...systemAppQueryKeys.all, 'list'] as const,
};

/** Every platform app, for the platform administrator; `enabled: false` for anyone else. */
export function useManagedApps(enabled = true) {
  return useQuery({ queryKey: systemAppQueryKeys.list(), queryFn: listApps, enabled });
}
