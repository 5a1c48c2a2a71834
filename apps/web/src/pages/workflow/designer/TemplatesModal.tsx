import type { DefinitionSummary } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/workflow';
import { RowAction } from '../../../components/list';
import { definitionQueryKeys, useTemplates } from './queries';

/** The platform's process templates; copying one deploys it as the tenant's own first version. */
export function TemplatesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['workflow', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const templates = useTemplates(open);
  const [copying, setCopying] = useState<string>();

  const copy = async (template: DefinitionSummary) => {
    setCopying(template.id);
    try {
      await workflowApi.copyTemplate(template.id);
      void message.success(t('designer.copied', { name: template.name || template.key }));
      void queryClient.invalidateQueries({ queryKey: definitionQueryKeys.all });
    } finally {
      setCopying(undefined);
    }
  };

  const columns: TableColumnsType<DefinitionSummary> = [
    { key: 'name', title: t('designer.columns.name'), dataIndex: 'name' },
    { key: 'key', title: t('designer.columns.key'), dataIndex: 'key' },
    {
      key: 'version',
      title: t('designer.columns.version'),
      dataIndex: 'version',
      width: 70,
      render: (version: number) => t('designer.versionLabel', { version }),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      width: 90,
      render: (_, template) => (
        <RowAction
          disabled={copying !== undefined}
          onClick={() => void copy(template).catch(() => undefined)}
        >
          {t('designer.copy')}
        </RowAction>
      ),
    },
  ];
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={640} title={t('designer.templatesTitle')}>
      <Table<DefinitionSummary>
        rowKey="id"
        size="small"
        loading={templates.isFetching}
        dataSource={templates.data}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('designer.noTemplates') }}
      />
    </Modal>
  );
}
