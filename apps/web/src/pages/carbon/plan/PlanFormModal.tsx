// The add/edit dialog of a reduction plan: organisation, year and base year, base-year and target
// emissions (decimal text, the shell's number input), the scopes it covers and its measures.
import type { CarbonOrg, CarbonPlan, PlanBody } from '@platform/contract';
import { Checkbox, DatePicker, Form, Input, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { CrudFormModal } from '../../../components/list';
import { NumberInput } from '../../../components/number-input/NumberInput';
import { scopeOptions } from '../components';

export const carbonPlanKeys = { all: ['carbon', 'plans'] as const };

interface Values {
  orgId: string;
  year: number;
  baseYear: number;
  baseEmission: string;
  targetEmission: string;
  scopes: (1 | 2 | 3)[];
  measures?: string;
}

interface OrgNode {
  value: string;
  title: string;
  children: OrgNode[];
}
const nodesOf = (orgs: readonly CarbonOrg[]): OrgNode[] =>
  orgs.map((org) => ({ value: org.id, title: org.name, children: nodesOf(org.children ?? []) }));

/** A year as the year picker holds it, and back. */
const yearProps = {
  getValueProps: (year: number | undefined) => ({ value: year ? dayjs(new Date(year, 0, 1)) : null }),
  normalize: (day: Dayjs | null) => day?.year(),
};

export function PlanFormModal({
  target,
  onClose,
  orgs,
  orgId,
  year,
}: {
  target: CarbonPlan | null | undefined;
  onClose: () => void;
  orgs: CarbonOrg[];
  /** The selected organisation and year, a new plan's defaults. */
  orgId: string | undefined;
  year: number;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'plan' });
  return (
    <CrudFormModal<CarbonPlan, Values, { msg: string }>
      target={target}
      onClose={onClose}
      name="carbonPlanForm"
      titles={{ add: t('addTitle'), edit: t('editTitle') }}
      queryKey={carbonPlanKeys.all}
      initialValues={(plan) =>
        plan
          ? {
              orgId: plan.orgId,
              year: plan.year,
              baseYear: plan.baseYear,
              baseEmission: plan.baseEmission,
              targetEmission: plan.targetEmission,
              scopes: plan.scopes as Values['scopes'],
              measures: plan.measures ?? '',
            }
          : { orgId, year, scopes: [1, 2] }
      }
      save={async (values, plan) => {
        const body: PlanBody = { ...values, measures: values.measures?.trim() || null, id: plan?.id };
        await carbonApi.savePlan(body);
        return { msg: t('saved') };
      }}
    >
      <Form.Item
        name="orgId"
        label={t('form.org')}
        rules={[{ required: true, message: t('form.orgRequired') }]}
      >
        <TreeSelect treeData={nodesOf(orgs)} treeDefaultExpandAll />
      </Form.Item>
      <Form.Item
        name="year"
        label={t('form.year')}
        rules={[{ required: true, message: t('form.yearRequired') }]}
        {...yearProps}
      >
        <DatePicker picker="year" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="baseYear"
        label={t('form.baseYear')}
        dependencies={['year']}
        rules={[
          { required: true, message: t('form.baseYearRequired') },
          ({ getFieldValue }) => ({
            validator: (_, baseYear: number | undefined) => {
              const planYear = getFieldValue('year') as number | undefined;
              return baseYear && planYear && baseYear > planYear
                ? Promise.reject(new Error(t('form.baseYearAfter')))
                : Promise.resolve();
            },
          }),
        ]}
        {...yearProps}
      >
        <DatePicker picker="year" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="baseEmission"
        label={t('form.baseEmission')}
        rules={[{ required: true, message: t('form.baseEmissionRequired') }]}
      >
        <NumberInput min={0} />
      </Form.Item>
      <Form.Item
        name="targetEmission"
        label={t('form.targetEmission')}
        rules={[{ required: true, message: t('form.targetEmissionRequired') }]}
      >
        <NumberInput min={0} />
      </Form.Item>
      <Form.Item
        name="scopes"
        label={t('form.scopes')}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.scopesRequired') }]}
      >
        <Checkbox.Group options={scopeOptions()} />
      </Form.Item>
      <Form.Item name="measures" label={t('form.measures')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </CrudFormModal>
  );
}
