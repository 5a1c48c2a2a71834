// The region of an organisation (a 6-digit GB/T 2260 code): a province / city / district cascader
// over the platform's region tree, loaded on first use like the form renderer's region picker.
import type * as Regions from '@platform/regions';
import type { RegionNode } from '@platform/regions';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';

type RegionModule = typeof Regions;
let regionLoad: Promise<RegionModule> | undefined;

/** The region module once loaded (its tree and lookups); undefined until then. */
export function useRegions(): RegionModule | undefined {
  const [loaded, setLoaded] = useState<RegionModule>();
  useEffect(() => {
    let alive = true;
    void (regionLoad ??= import('@platform/regions')).then((mod) => alive && setLoaded(mod));
    return () => {
      alive = false;
    };
  }, []);
  return loaded;
}

const FIELDS = { label: 'l', value: 'v', children: 'c' } as const;

export function RegionCascader({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value?: string | null;
  onChange?: (code: string | null) => void;
  placeholder?: string;
}) {
  const regions = useRegions();
  const path = value && regions ? (regions.findRegionPath(value)?.map((node) => node.v) ?? []) : [];
  return (
    <Cascader<RegionNode>
      id={id}
      options={regions ? [...regions.regions] : []}
      fieldNames={FIELDS}
      loading={!regions}
      changeOnSelect
      showSearch
      placeholder={placeholder}
      value={path}
      onChange={(codes) => onChange?.((codes as string[] | undefined)?.at(-1) ?? null)}
    />
  );
}
