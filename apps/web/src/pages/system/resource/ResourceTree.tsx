import type { ResourceNode } from '@platform/contract';
import { Space, Tag, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../i18n/localName';
import { menuIcon } from '../../../shell/menuIcons';
import { EXTERNAL_TYPE } from './resourceForm';
import type { TreeDropInfo } from './tree';

export interface ResourceTreeProps {
  tree: ResourceNode[];
  selectedId: string | undefined;
  expandedIds: string[];
  onExpand: (ids: string[]) => void;
  onSelect: (id: string) => void;
  /** Without it the tree cannot be rearranged (read-only). */
  onDrop?: (dragId: string, info: TreeDropInfo) => void;
}

function NodeTitle({ node }: { node: ResourceNode }) {
  const { t } = useTranslation('system');
  const localName = useLocalName();
  return (
    <Space size={6} wrap={false}>
      {menuIcon(node.icon ?? undefined)}
      <span>{localName(node.title, node.titleEn)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {node.path}
      </Typography.Text>
      {node.hidden && <Tag>{t('resource.tags.hidden')}</Tag>}
      {node.type === EXTERNAL_TYPE && <Tag color="blue">{t('resource.tags.external')}</Tag>}
      {node.type === 3 && <Tag color="purple">{t('resource.tags.button')}</Tag>}
      {node.status !== 1 && <Tag color="red">{t('resource.tags.disabled')}</Tag>}
    </Space>
  );
}

function treeDataOf(nodes: ResourceNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: <NodeTitle node={node} />,
    children: treeDataOf(node.children),
  }));
}

/** An app's menu as a tree; resources are dragged to reorder them or onto another to move under it. */
export function ResourceTree({
  tree,
  selectedId,
  expandedIds,
  onExpand,
  onSelect,
  onDrop,
}: ResourceTreeProps) {
  const handleDrop: TreeProps['onDrop'] = (info) =>
    onDrop?.(String(info.dragNode.key), {
      dropToGap: info.dropToGap,
      dropPosition: info.dropPosition,
      node: {
        key: info.node.key,
        pos: info.node.pos,
        expanded: info.node.expanded,
        children: info.node.children,
      },
    });
  return (
    <Tree
      blockNode
      showLine
      draggable={onDrop ? { icon: false } : false}
      treeData={treeDataOf(tree)}
      selectedKeys={selectedId ? [selectedId] : []}
      expandedKeys={expandedIds}
      onExpand={(keys) => onExpand(keys.map(String))}
      onSelect={(keys, { node }) => onSelect(String(keys[0] ?? node.key))}
      onDrop={handleDrop}
    />
  );
}
