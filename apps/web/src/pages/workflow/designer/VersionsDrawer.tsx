import type { DefinitionSummary } from '@platform/contract';
import { Drawer, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/list';
import { formatTime } from '../../../utils/time';
import type { DesignTarget } from './ProcessModeler';
import { useVersions } from './queries';

/** Every deployed version of a process key: open one to look at, or as the base of a new version. */
export function VersionsDrawer({
  definition,
  onClose,
  onOpen,
}: {
  definition: DefinitionSummary | undefined;
  onClose: () => void;
  onOpen: (target: DesignTarget) => void;
}) {
  const { t } = useTranslation(['workflow', 'common']);
  const versions = useVersions(definition?.key);
  const columns: TableColumnsType<DefinitionSummary> = [
    {
      key: 'version',
      title: t('designer.columns.version'),
      dataIndex: 'version',
      width: 70,
      render: (version: number) => t('designer.versionLabel', { version }),
    },
    {
      key: 'deployedAt',
      title: t('designer.columns.deployedAt'),
      dataIndex: 'deployedAt',
      render: (at: string) => formatTime(at),
    },
    { key: 'deployedBy', title: t('designer.columns.deployedBy'), dataIndex: 'deployedBy' },
    { key: 'running', title: t('designer.columns.running'), dataIndex: 'running', width: 80 },
    {
      key: 'actions',
      title: t('common:actions'),
      render: (_, version) => (
        <Space size={0} wrap>
          <RowAction onClick={() => onOpen({ definition: version, readOnly: true })}>
            {t('designer.openVersion')}
          </RowAction>
          <RowAction onClick={() => onOpen({ definition: version, readOnly: false })}>
            {t('designer.baseOnVersion')}
          </RowAction>
        </Space>
      ),
    },
  ];
  return (
    <Drawer
      open={definition !== undefined}
      onClose={onClose}
      size={640}
      title={definition && t('designer.versionsTitle', { name: definition.name || definition.key })}
    >
      <Table<DefinitionSummary>
        rowKey="id"
        size="small"
        loading={versions.isFetching}
        dataSource={versions.data}
        columns={columns}
        pagination={false}
      />
    </Drawer>
  );
}
