// state (region picker) and address (region plus street address), spec §3/§4. The region data is
// loaded on first use, so forms without a region field never download it.
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { AddressItem, StateItem } from '@platform/form-core';
import { useRenderer } from '../context';
import { useRendererText } from '../i18n';
import {
  choiceOf,
  levelOptions,
  maxLevelOf,
  pick,
  separatorOf,
  type RegionChoice,
  type RegionNode,
} from './regionPicker';
import type { WidgetProps } from './types';

let treeLoad: Promise<readonly RegionNode[]> | undefined;
function loadTree(): Promise<readonly RegionNode[]> {
  treeLoad ??= import('@platform/regions').then((mod) => mod.regions);
  return treeLoad;
}

function useRegionTree(): readonly RegionNode[] | undefined {
  const [tree, setTree] = useState<readonly RegionNode[]>();
  useEffect(() => {
    let alive = true;
    void loadTree().then((t) => alive && setTree(t));
    return () => {
      alive = false;
    };
  }, []);
  return tree;
}

interface RegionSelectsProps {
  item: StateItem | AddressItem;
  id: string;
  code: unknown;
  disabled: boolean;
  size: WidgetProps['size'];
  onPick: (code: string, label: string) => void;
  onBlur: () => void;
}

function RegionSelects({ item, id, code, disabled, size, onPick, onBlur }: RegionSelectsProps) {
  const tree = useRegionTree();
  const t = useRendererText();
  const o = item.options;
  const maxLevel = maxLevelOf(o.maxLevel);
  const settings = { maxLevel, showAllPath: o.showAllPath !== false, separator: separatorOf(o.separator) };
  // The levels chosen so far: a province chosen for a district field is not a value yet, but stays shown.
  const [choice, setChoice] = useState<RegionChoice>({});
  const [synced, setSynced] = useState<unknown>(undefined);
  if (tree && code !== synced) {
    setSynced(code);
    if (code) setChoice(choiceOf(tree, code, maxLevel));
    else if (synced !== undefined && synced !== '') setChoice({});
  }
  const { provinces, cities, districts } = levelOptions(tree ?? [], choice);
  const choose = (level: 1 | 2 | 3, value: string | undefined) => {
    if (!tree) return;
    const result = pick(tree, choice, level, value, settings);
    setChoice(result.choice);
    setSynced(result.code);
    onPick(result.code, result.label);
  };
  const select = (
    level: 1 | 2 | 3,
    value: string | undefined,
    nodes: readonly RegionNode[],
    placeholder: string,
  ) => (
    <Select
      id={level === 1 ? id : `${id}-${level}`}
      aria-label={`${item.label} ${placeholder}`}
      className="fr-region-level"
      value={value}
      placeholder={placeholder}
      onChange={(v: string | undefined) => choose(level, v)}
      onBlur={onBlur}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={!tree}
      disabled={disabled}
      size={size}
      options={nodes.map((n) => ({ value: n.v, label: n.l }))}
    />
  );
  const oneByOne = !!o.oneByOne;
  return (
    <div className="fr-region">
      {select(1, choice.province, provinces, t('region.province'))}
      {maxLevel >= 2 && (!oneByOne || choice.province) && select(2, choice.city, cities, t('region.city'))}
      {maxLevel >= 3 &&
        (!oneByOne || choice.city) &&
        (!choice.city || districts.length > 0) &&
        select(3, choice.district, districts, t('region.district'))}
    </div>
  );
}

export function RegionWidget(props: WidgetProps<StateItem>) {
  const { store } = useRenderer();
  const { item, id, value, disabled, size, onBlur, path } = props;
  return (
    <RegionSelects
      item={item}
      id={id}
      code={value}
      disabled={disabled}
      size={size}
      onBlur={onBlur}
      onPick={(code, label) => store.setRegion(path, code, label)}
    />
  );
}

export function AddressWidget(props: WidgetProps<AddressItem>) {
  const { item, id, value, onChange, disabled, size, onBlur } = props;
  const t = useRendererText();
  const v = (value && typeof value === 'object' ? value : {}) as { state?: string; address?: string };
  return (
    <div className="fr-address">
      <RegionSelects
        item={item}
        id={id}
        code={v.state}
        disabled={disabled}
        size={size}
        onBlur={onBlur}
        onPick={(code) => onChange({ state: code, address: v.address ?? '' })}
      />
      <Input
        aria-label={`${item.label} ${t('region.streetAddress')}`}
        placeholder={t('region.streetAddress')}
        value={v.address ?? ''}
        onChange={(e) => onChange({ state: v.state ?? '', address: e.target.value })}
        onBlur={onBlur}
        disabled={disabled}
        size={size}
      />
    </div>
  );
}
