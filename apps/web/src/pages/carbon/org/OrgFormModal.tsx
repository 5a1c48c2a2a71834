// The add/edit dialog of an organisation: parent, name, kind, code, region, address and order.
import type { CarbonOrg, OrgBody } from '@platform/contract';
import { ORG_KINDS } from '@platform/contract/carbon-model';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { CrudFormModal, SortItem, TextItem } from '../../../components/list';
import { carbonOrgKeys, orgKindOptions } from '../components';
import { RegionCascader } from './regions';

interface Values {
  parentId?: string | null;
  name: string;
  kind: CarbonOrg['kind'];
  code?: string;
  region?: string | null;
  address?: string;
  sort: number;
}

interface OrgNode {
  value: string;
  title: string;
  disabled: boolean;
  children: OrgNode[];
}
/** The tree as parents to choose from; an organisation cannot move under itself or its children. */
const parentNodes = (orgs: readonly CarbonOrg[], editing: string | undefined, inside = false): OrgNode[] =>
  orgs.map((org) => {
    const own = inside || org.id === editing;
    return {
      value: org.id,
      title: org.name,
      disabled: own,
      children: parentNodes(org.children ?? [], editing, own),
    };
  });

/** The kind one level below a parent (company → site → workshop). */
const kindUnder = (parent: CarbonOrg | undefined): CarbonOrg['kind'] =>
  parent
    ? (ORG_KINDS[Math.min(ORG_KINDS.indexOf(parent.kind) + 1, ORG_KINDS.length - 1)] ?? 'workshop')
    : 'company';

const blankToNull = (text: string | undefined) => text?.trim() || null;

export function OrgFormModal({
  target,
  parent,
  orgs,
  onClose,
}: {
  target: CarbonOrg | null | undefined;
  /** The parent a new organisation goes under (新增下级). */
  parent: CarbonOrg | undefined;
  orgs: CarbonOrg[];
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'org' });
  return (
    <CrudFormModal<CarbonOrg, Values, { msg: string }>
      target={target}
      onClose={onClose}
      name="carbonOrgForm"
      titles={{
        add: parent ? t('addChildTitle', { parent: parent.name }) : t('addTitle'),
        edit: t('editTitle'),
      }}
      queryKey={carbonOrgKeys.all}
      initialValues={(org) =>
        org
          ? {
              parentId: org.parentId,
              name: org.name,
              kind: org.kind,
              code: org.code ?? '',
              region: org.region,
              address: org.address ?? '',
              sort: org.sort,
            }
          : { parentId: parent?.id ?? null, kind: kindUnder(parent), sort: 0 }
      }
      save={async (values, org) => {
        const body: OrgBody = {
          ...values,
          id: org?.id,
          parentId: values.parentId ?? null,
          name: values.name.trim(),
          code: blankToNull(values.code),
          address: blankToNull(values.address),
          region: values.region ?? null,
        };
        await carbonApi.saveOrg(body);
        return { msg: t('saved') };
      }}
    >
      <Form.Item name="parentId" label={t('form.parent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('form.parentPlaceholder')}
          treeData={parentNodes(orgs, target?.id)}
        />
      </Form.Item>
      <TextItem name="name" label={t('form.name')} required={t('form.nameRequired')} max={100} />
      <Form.Item
        name="kind"
        label={t('form.kind')}
        rules={[{ required: true, message: t('form.kindRequired') }]}
      >
        <Select options={orgKindOptions()} />
      </Form.Item>
      <TextItem name="code" label={t('form.code')} max={64} />
      <Form.Item name="region" label={t('form.region')}>
        <RegionCascader placeholder={t('form.regionPlaceholder')} />
      </Form.Item>
      <Form.Item name="address" label={t('form.address')}>
        <Input maxLength={200} />
      </Form.Item>
      <SortItem label={t('form.sort')} />
    </CrudFormModal>
  );
}
