// Positions of the signed-in user's tenant (spec §7.6, data/position): queryByPage with a filter body,
// getById, add, update, delById. Types only from the contract: a value import would bundle zod.
import type { AddPositionBody, Position, PositionFilter, UpdatePositionBody } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Page, Paging, Saved } from './tenant';

const P = '/api/api-system/data/position';

export async function queryPositions(paging: Paging, filter: PositionFilter): Promise<Page<Position>> {
  return (
    await request<Page<Position>>({ method: 'post', url: `${P}/queryByPage`, params: paging, data: filter })
  ).data;
}

export async function addPosition(body: AddPositionBody): Promise<Saved<Position>> {
  const { data, msg } = await request<Position>({ method: 'post', url: `${P}/add`, data: body });
  return { data, msg };
}

export async function updatePosition(body: UpdatePositionBody): Promise<Saved<Position>> {
  const { data, msg } = await request<Position>({ method: 'post', url: `${P}/update`, data: body });
  return { data, msg };
}

/** Deletes a position; the server refuses one that users still hold. */
export async function deletePosition(id: string): Promise<string> {
  return (await request<null>({ method: 'post', url: `${P}/delById`, data: { id } })).msg;
}

export const positionQueryKeys = {
  all: ['system', 'positions'] as const,
  page: (paging: Paging, filter: PositionFilter) =>
    [...positionQueryKeys.all, 'page', paging, filter] as const,
};

export function usePositionPage(paging: Paging, filter: PositionFilter) {
  return useQuery({
    queryKey: positionQueryKeys.page(paging, filter),
    queryFn: () => queryPositions(paging, filter),
    placeholderData: keepPreviousData,
  });
}
