import type { Dict } from '@platform/contract';
import { getDictsByParam } from '../../../api/dict';

const SEARCH_LIMIT = 30;

/** Entries whose name or code contains `text`, names first. */
export async function searchDicts(text: string): Promise<Dict[]> {
  const words = text.trim();
  if (!words) return [];
  const [byName, byCode] = await Promise.all([
    getDictsByParam(1, SEARCH_LIMIT, { name: words }),
    getDictsByParam(1, SEARCH_LIMIT, { code: words }),
  ]);
  const found = new Map<string, Dict>();
  for (const dict of [...byName.items, ...byCode.items]) found.set(dict.id, dict);
  return [...found.values()];
}
