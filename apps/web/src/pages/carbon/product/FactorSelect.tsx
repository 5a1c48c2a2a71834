// Picks an emission factor from the library (the platform's and the tenant's), searched by name as
// the user types. A factor already chosen keeps its name although it is not among the choices.
import type { CarbonFactor } from '@platform/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExact } from '../components';
import { useFactorChoices } from './queries';

const labelOf = (factor: CarbonFactor) =>
  `${factor.name} · ${formatExact(factor.value)} ${factor.numeratorUnit}/${factor.denominatorUnit} · ${factor.source}`;

export function FactorSelect({
  id,
  value,
  onChange,
  known,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The name of the factor the input had when the path was opened. */
  known?: string;
}) {
  const { t } = useTranslation('carbon');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const choices = useFactorChoices(keyword, open);
  const options = (choices.data?.items ?? []).map((factor) => ({ value: factor.id, label: labelOf(factor) }));
  if (value && known && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: known });
  }
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onOpenChange={setOpen}
      loading={choices.isFetching}
      placeholder={t('product.editor.factorPlaceholder')}
      options={options}
      popupMatchSelectWidth={480}
      style={{ width: '100%' }}
    />
  );
}
