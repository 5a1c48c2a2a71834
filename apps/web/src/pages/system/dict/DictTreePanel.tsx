import type { Dict } from '@platform/contract';
import {
  DeleteOutlined,
  DownloadOutlined,
  DragOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, List, Space, Spin, Tooltip, Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictSearch } from '../../../api/dict';
import { findNode, type DictTreeNode } from './dictTree';
import { DictTitle } from './DictTitle';
import type { useDictTree } from './useDictTree';

function toTreeData(nodes: readonly DictTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: <DictTitle dict={node} />,
    isLeaf: !node.hasChildren,
    ...(node.children ? { children: toTreeData(node.children) } : {}),
  }));
}

export interface DictTreePanelProps {
  tree: ReturnType<typeof useDictTree>;
  selected: Dict | undefined;
  onSelect: (dict: Dict) => void;
  checkedIds: string[];
  onCheck: (ids: string[]) => void;
  onAdd: (parent?: Dict) => void;
  onEdit: (dict: Dict) => void;
  onMove: (dict: Dict) => void;
  onDelete: (dict: Dict) => void;
  onExport: () => void;
  onImport: () => void;
  exporting: boolean;
}

/** The left side of the dictionary page: search, the lazy tree, and what can be done to the chosen entry. */
export function DictTreePanel(props: DictTreePanelProps) {
  const { t } = useTranslation('system');
  const { tree, selected, checkedIds } = props;
  const [search, setSearch] = useState('');
  const found = useDictSearch(search);
  const onSelected = selected
    ? [
        { label: t('dict.addChild'), icon: <PlusOutlined />, run: () => props.onAdd(selected) },
        { label: t('dict.edit'), icon: <EditOutlined />, run: () => props.onEdit(selected) },
        { label: t('dict.move'), icon: <DragOutlined />, run: () => props.onMove(selected) },
        {
          label: t('dict.delete'),
          icon: <DeleteOutlined />,
          run: () => props.onDelete(selected),
          danger: true,
        },
      ]
    : [];

  return (
    <Card
      title={t('dict.treeTitle')}
      size="small"
      extra={
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => props.onAdd()}>
          {t('dict.addDict')}
        </Button>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Input.Search
        allowClear
        maxLength={64}
        placeholder={t('dict.searchPlaceholder')}
        aria-label={t('dict.searchPlaceholder')}
        onSearch={(text) => setSearch(text.trim())}
        onChange={(event) => {
          if (event.target.value === '') setSearch('');
        }}
      />
      <Flex wrap gap={8}>
        <Space.Compact size="small">
          {onSelected.map((action) => (
            <Button key={action.label} icon={action.icon} danger={action.danger} onClick={action.run}>
              {action.label}
            </Button>
          ))}
        </Space.Compact>
        <Space.Compact size="small">
          <Tooltip title={checkedIds.length ? undefined : t('dict.exportHint')}>
            <Button
              icon={<DownloadOutlined />}
              disabled={!checkedIds.length}
              loading={props.exporting}
              onClick={props.onExport}
            >
              {checkedIds.length ? t('dict.exportChecked', { count: checkedIds.length }) : t('dict.export')}
            </Button>
          </Tooltip>
          <Button icon={<UploadOutlined />} onClick={props.onImport}>
            {t('dict.import')}
          </Button>
        </Space.Compact>
      </Flex>
      {search ? (
        <Spin spinning={found.isFetching}>
          <List
            size="small"
            aria-label={t('dict.searchPlaceholder')}
            locale={{ emptyText: t('dict.searchEmpty') }}
            dataSource={found.data ?? []}
            renderItem={(dict) => (
              <List.Item
                style={{
                  cursor: 'pointer',
                  background:
                    dict.id === selected?.id ? 'var(--ant-control-item-bg-active, #e6f4ff)' : undefined,
                }}
                onClick={() => props.onSelect(dict)}
              >
                <DictTitle dict={dict} />
              </List.Item>
            )}
          />
        </Spin>
      ) : (
        <Spin spinning={!tree.ready}>
          {tree.ready && tree.nodes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dict.treeEmpty')} />
          ) : (
            <Tree
              aria-label={t('dict.treeTitle')}
              blockNode
              checkable
              checkStrictly
              showLine
              treeData={toTreeData(tree.nodes)}
              loadData={({ key }) => tree.loadChildren(String(key))}
              loadedKeys={tree.loadedKeys}
              expandedKeys={tree.expandedKeys}
              onExpand={(keys) => tree.setExpandedKeys(keys.map(String))}
              selectedKeys={selected ? [selected.id] : []}
              onSelect={(_, { node }) => {
                const dict = findNode(tree.nodes, String(node.key));
                if (dict) props.onSelect(dict);
              }}
              checkedKeys={checkedIds}
              onCheck={(keys) => props.onCheck((Array.isArray(keys) ? keys : keys.checked).map(String))}
            />
          )}
        </Spin>
      )}
    </Card>
  );
}
