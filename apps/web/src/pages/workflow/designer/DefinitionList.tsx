import type { DefinitionSummary } from '@platform/contract';
import { Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { formatTime } from '../../../utils/time';
import type { DesignTarget } from './ProcessModeler';
import { definitionQueryKeys, useDefinitionPage, type DefinitionFilter } from './queries';
import { TemplatesModal } from './TemplatesModal';
import { VersionsDrawer } from './VersionsDrawer';

const count = (danger?: boolean) => (value: number) =>
  danger && value > 0 ? <Tag color="error">{value}</Tag> : value;

const columnsOf = (t: TFunction<'workflow'>): ListTableColumn<DefinitionSummary>[] => [
  { key: 'name', title: t('designer.columns.name'), dataIndex: 'name' },
  { key: 'key', title: t('designer.columns.key'), dataIndex: 'key' },
  {
    key: 'version',
    title: t('designer.columns.version'),
    dataIndex: 'version',
    width: 80,
    render: (version: number) => t('designer.versionLabel', { version }),
  },
  {
    key: 'deployedAt',
    title: t('designer.columns.deployedAt'),
    dataIndex: 'deployedAt',
    width: 180,
    render: (at: string) => formatTime(at),
  },
  { key: 'deployedBy', title: t('designer.columns.deployedBy'), dataIndex: 'deployedBy', width: 120 },
  { key: 'running', title: t('designer.columns.running'), dataIndex: 'running', width: 90, render: count() },
  {
    key: 'finished',
    title: t('designer.columns.finished'),
    dataIndex: 'finished',
    width: 90,
    render: count(),
  },
  {
    key: 'incidents',
    title: t('designer.columns.incidents'),
    dataIndex: 'incidents',
    width: 90,
    render: count(true),
  },
];

const searchOf = (t: TFunction<'workflow'>): SearchField[] => [
  {
    name: 'keyword',
    label: t('designer.keyword'),
    placeholder: t('designer.keywordPlaceholder'),
    maxLength: 64,
  },
];

/** The tenant's process definitions, latest version of each key, and the ways into the modeler. */
export function DefinitionList({ onOpen }: { onOpen: (target: DesignTarget) => void }) {
  const { t } = useTranslation('workflow');
  const list = useListController<DefinitionSummary, DefinitionFilter>({
    id: 'workflow.designer',
    columns: columnsOf(t),
    queryKey: definitionQueryKeys.all,
  });
  const rows = useDefinitionPage(list.paging, list.filter);
  const [versionsOf, setVersionsOf] = useState<DefinitionSummary>();
  const [templates, setTemplates] = useState(false);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="processSearch"
      search={searchOf(t)}
      addText={t('designer.create')}
      onAdd={() => onOpen({ readOnly: false })}
      buttons={<Button onClick={() => setTemplates(true)}>{t('designer.copyTemplate')}</Button>}
      actions={{
        width: 140,
        render: (definition) => (
          <>
            <RowAction onClick={() => onOpen({ definition, readOnly: false })}>
              {t('designer.edit')}
            </RowAction>
            <RowAction onClick={() => setVersionsOf(definition)}>{t('designer.versions')}</RowAction>
          </>
        ),
      }}
    >
      <VersionsDrawer
        definition={versionsOf}
        onClose={() => setVersionsOf(undefined)}
        onOpen={(target) => {
          setVersionsOf(undefined);
          onOpen(target);
        }}
      />
      <TemplatesModal open={templates} onClose={() => setTemplates(false)} />
    </ListPage>
  );
}
