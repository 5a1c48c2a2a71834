// Resource (menu tree) calls, spec shell.md §7.3 (api-system/data/resource). Only the platform
// administrator changes resources; system managers read the trees of their tenant's apps.
import type { CreateResourceBody, Resource, ResourceNode, SaveResourceBody } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Saved } from './system-app';

const P = '/api/api-system/data/resource';

/** The menu tree of one app, siblings in their order. */
export async function getResources(appId: string): Promise<ResourceNode[]> {
  return (
    await request<ResourceNode[]>({ method: 'get', url: `${P}/getresources`, params: { appid: appId } })
  ).data;
}

export async function createResource(body: CreateResourceBody): Promise<Saved<Resource>> {
  const { data, msg } = await request<Resource>({ method: 'post', url: `${P}/createresource`, data: body });
  return { data, msg };
}

export async function saveResource(body: SaveResourceBody): Promise<Saved<Resource>> {
  const { data, msg } = await request<Resource>({ method: 'post', url: `${P}/saveresource`, data: body });
  return { data, msg };
}

/** Deletes the resource with its whole subtree. */
export async function delResource(id: string): Promise<string> {
  return (await request<null>({ method: 'post', url: `${P}/delresource`, data: { id } })).msg;
}

export const resourceQueryKeys = {
  all: ['system', 'resources'] as const,
  tree: (appId: string) => ['system', 'resources', appId] as const,
};

export function useResourceTree(appId: string | undefined) {
  return useQuery({
    queryKey: resourceQueryKeys.tree(appId ?? ''),
    queryFn: () => getResources(appId!),
    enabled: !!appId,
  });
}
