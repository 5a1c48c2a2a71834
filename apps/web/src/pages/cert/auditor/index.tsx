// 审核员管理 (/auditor): the body's register of auditors and technical experts, with the schemes and
// certification fields they may audit, their organisations (conflicts of interest) and the member who
// signs in as them (a team leader needs one).
import type { CertAuditor, CertAuditorFilter } from '@platform/contract';
import { CERT_SCHEME_KEYS } from '@platform/contract/cert-model';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCertFields } from '../../../api/audit';
import { programmeApi, programmeKeys, useAuditorPage } from '../../../api/cert/programme';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { certOptions, schemeLabel } from '../components';
import { AuditorFormModal } from './AuditorFormModal';

type T = TFunction<'cert', 'auditor'>;

const tags = (values: string[], label: (v: string) => string = (v) => v) =>
  values.length ? (
    <Space size={[0, 4]} wrap>
      {values.map((v) => (
        <Tag key={v}>{label(v)}</Tag>
      ))}
    </Space>
  ) : (
    '-'
  );

const columns = (t: T, fieldName: (v: string) => string): ListTableColumn<CertAuditor>[] => [
  { key: 'name', title: t('columns.name'), dataIndex: 'name', width: 100 },
  {
    key: 'gender',
    title: t('columns.gender'),
    dataIndex: 'gender',
    width: 60,
    render: (g: number) => t(g === 1 ? 'genders.male' : 'genders.female'),
  },
  { key: 'mobile', title: t('columns.mobile'), dataIndex: 'mobile', width: 120 },
  { key: 'qualification', title: t('columns.qualification'), dataIndex: 'qualification', width: 110 },
  {
    key: 'certNo',
    title: t('columns.certNo'),
    dataIndex: 'certNo',
    width: 140,
    render: (no: string | null) => no ?? '-',
  },
  {
    key: 'schemes',
    title: t('columns.schemes'),
    dataIndex: 'schemes',
    width: 180,
    render: (s: string[]) => tags(s, schemeLabel),
  },
  {
    key: 'fieldCodes',
    title: t('columns.fieldCodes'),
    dataIndex: 'fieldCodes',
    width: 180,
    render: (s: string[]) => tags(s, fieldName),
  },
  {
    key: 'organisation',
    title: t('columns.organisation'),
    dataIndex: 'organisation',
    width: 160,
    render: (o: string) => o || '-',
  },
  {
    key: 'conflicts',
    title: t('columns.conflicts'),
    dataIndex: 'conflicts',
    width: 180,
    defaultHidden: true,
    render: (c: string[]) => tags(c),
  },
  {
    key: 'member',
    title: t('columns.member'),
    width: 140,
    render: (_, a) =>
      !a.tenantUserId ? (
        <Typography.Text type="secondary">{t('noMember')}</Typography.Text>
      ) : a.memberUsername ? (
        t('form.memberOption', { name: a.memberName ?? '', account: a.memberUsername })
      ) : (
        (a.memberName ?? '')
      ),
  },
  {
    key: 'active',
    title: t('columns.active'),
    dataIndex: 'active',
    width: 80,
    render: (active: boolean) =>
      active ? <Tag color="success">{t('activeYes')}</Tag> : <Tag>{t('activeNo')}</Tag>,
  },
];

type Search = CertAuditorFilter;

export default function CertAuditorPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'auditor' });
  const fields = useCertFields();
  const fieldName = (v: string) => fields.find((f) => f.value === v)?.name ?? v;
  const search: SearchField[] = [
    {
      name: 'keyword',
      label: t('search.keyword'),
      placeholder: t('search.keywordPlaceholder'),
      maxLength: 100,
    },
    { name: 'scheme', label: t('search.scheme'), options: certOptions('schemes', CERT_SCHEME_KEYS) },
    {
      name: 'fieldCode',
      label: t('search.fieldCode'),
      options: fields.map((f) => ({ value: f.value ?? f.code, label: f.name })),
    },
    {
      name: 'active',
      label: t('search.active'),
      options: [
        { value: 'true', label: t('activeYes') },
        { value: 'false', label: t('activeNo') },
      ],
    },
  ];
  const list = useListController<CertAuditor, Search>({
    id: 'cert.auditor',
    columns: columns(t, fieldName),
    queryKey: programmeKeys.all,
    filterOf: (values) => ({
      keyword: (values.keyword as string | undefined)?.trim() || undefined,
      scheme: (values.scheme as Search['scheme']) || undefined,
      fieldCode: (values.fieldCode as string | undefined) || undefined,
      active: values.active === undefined || values.active === '' ? undefined : values.active === 'true',
    }),
    remove: {
      request: (a) => programmeApi.removeAuditor(a.id).then(() => t('deleted')),
      confirm: (a) => t('deleteConfirm', { name: a.name }),
    },
  });
  const rows = useAuditorPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certAuditorSearch"
      search={search}
      table={{ scroll: { x: 1400 } }}
      actions={{
        width: 120,
        fixed: 'right',
        render: (a) => (
          <>
            <RowAction onClick={() => list.edit(a)}>{t('edit')}</RowAction>
            <RowAction danger onClick={() => list.remove(a)}>
              {t('delete')}
            </RowAction>
          </>
        ),
      }}
    >
      <AuditorFormModal target={list.editing} onClose={list.closeEditor} />
    </ListPage>
  );
}
