// 设备: the meters and devices of the selected organisation (and the organisations below it), added
// and edited here or imported from the template sheet.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { CarbonDevice, CarbonOrg, DeviceBody } from '@platform/contract';
import { CarbonPaths } from '@platform/contract/carbon-model';
import { Button, Col, Form, Row, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi, carbonFile } from '../../../api/carbon';
import {
  CrudFormModal,
  ListPage,
  RowAction,
  TextItem,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { saveBlob } from '../../messages/centre/download';
import { activityKindLabel, activityKindOptions, carrierLabel, carrierOptions } from '../components';
import { ImportModal } from './ImportModal';
import { OrgSelect } from '../model/OrgSelect';
import { dataQueryKeys, useDevicePage, type DeviceSearch } from './queries';

type T = TFunction<'carbon', 'data'>;
type Values = Omit<DeviceBody, 'id'>;

const columnsOf = (t: T): ListTableColumn<CarbonDevice>[] => [
  {
    key: 'org',
    title: t('devices.columns.org'),
    dataIndex: 'orgName',
    render: (name: string) => <span data-user-data>{name}</span>,
  },
  {
    key: 'code',
    title: t('devices.columns.code'),
    dataIndex: 'code',
    render: (code: string) => <span data-user-data>{code}</span>,
  },
  {
    key: 'name',
    title: t('devices.columns.name'),
    dataIndex: 'name',
    render: (name: string) => <span data-user-data>{name}</span>,
  },
  {
    key: 'activityKind',
    title: t('devices.columns.activityKind'),
    dataIndex: 'activityKind',
    render: (kind: string) => activityKindLabel(kind),
  },
  {
    key: 'carrier',
    title: t('devices.columns.carrier'),
    dataIndex: 'carrier',
    render: (carrier: string | null) => (carrier ? carrierLabel(carrier) : '-'),
  },
  {
    key: 'unit',
    title: t('devices.columns.unit'),
    dataIndex: 'unit',
    render: (unit: string) => <span data-user-data>{unit}</span>,
  },
];

export function DevicesTab({ orgId, orgs, year }: { orgId: string; orgs: readonly CarbonOrg[]; year: number }) {
  const { t } = useTranslation('carbon', { keyPrefix: 'data' });
  const [importing, setImporting] = useState(false);
  const search: SearchField[] = [
    {
      name: 'keyword',
      label: t('devices.keyword'),
      placeholder: t('devices.keywordPlaceholder'),
      maxLength: 100,
    },
  ];
  const list = useListController<CarbonDevice, DeviceSearch>({
    id: 'carbon.devices',
    columns: columnsOf(t),
    queryKey: dataQueryKeys.all,
    remove: {
      request: (device) => carbonApi.removeDevice(device.id).then(() => t('deleted')),
      confirm: (device) => t('devices.deleteConfirm', { name: device.name }),
    },
  });
  const rows = useDevicePage(list.paging, { ...list.filter, orgId });
  const template = async () => {
    try {
      saveBlob(await carbonFile(CarbonPaths.deviceTemplate), t('devices.templateName'));
    } catch {
      // Already shown to the user by the request client.
    }
  };

  return (
    <ListPage
      list={list}
      rows={rows}
      name="carbonDeviceSearch"
      search={search}
      buttons={
        <>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('import')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void template()}>
            {t('template')}
          </Button>
        </>
      }
      actions={{
        width: 120,
        render: (device) => (
          <>
            <RowAction onClick={() => list.edit(device)}>{t('devices.edit')}</RowAction>
            <RowAction danger onClick={() => list.remove(device)}>
              {t('devices.delete')}
            </RowAction>
          </>
        ),
      }}
    >
      <CrudFormModal<CarbonDevice, Values, CarbonDevice & { msg: string }>
        target={list.editing}
        onClose={list.closeEditor}
        name="carbonDeviceForm"
        width={640}
        titles={{ add: t('devices.addTitle'), edit: t('devices.editTitle') }}
        queryKey={dataQueryKeys.all}
        initialValues={(device) =>
          device
            ? {
                orgId: device.orgId,
                code: device.code,
                name: device.name,
                activityKind: device.activityKind,
                carrier: device.carrier ?? undefined,
                unit: device.unit,
                description: device.description ?? undefined,
              }
            : { orgId, activityKind: 'electricity' }
        }
        save={async (values, device) => ({
          ...(await carbonApi.saveDevice({
            ...values,
            id: device?.id,
            carrier: values.carrier || null,
            description: values.description || null,
          })),
          msg: t('saved'),
        })}
      >
        <Form.Item
          name="orgId"
          label={t('devices.org')}
          rules={[{ required: true, message: t('devices.orgRequired') }]}
        >
          <OrgSelect orgs={orgs} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <TextItem
              name="code"
              label={t('devices.code')}
              required={t('devices.codeRequired')}
              max={64}
              extra={t('devices.codeHint')}
            />
          </Col>
          <Col span={12}>
            <TextItem name="name" label={t('devices.name')} required={t('devices.nameRequired')} max={100} />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="activityKind" label={t('devices.activityKind')} rules={[{ required: true }]}>
              <Select options={activityKindOptions()} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="carrier" label={t('devices.carrier')}>
              <Select allowClear options={carrierOptions()} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <TextItem
              name="unit"
              label={t('devices.unit')}
              required={t('devices.unitRequired')}
              max={32}
              extra={t('devices.unitHint')}
            />
          </Col>
        </Row>
        <TextItem name="description" label={t('devices.description')} max={2000} rows={2} />
      </CrudFormModal>
      <ImportModal kind="device" year={year} open={importing} onClose={() => setImporting(false)} />
    </ListPage>
  );
}
