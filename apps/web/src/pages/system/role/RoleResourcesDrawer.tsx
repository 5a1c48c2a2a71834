import type { ResourceNode, Role } from '@platform/contract';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Drawer,
  Empty,
  Flex,
  Space,
  Spin,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import { useState } from 'react';
import { useResourceTree } from '../../../api/resource';
import { bindResources, useRoleResources } from '../../../api/role';
import { menuIcon } from '../../../shell/menuIcons';
import { flatten } from '../resource/tree';
import { checkedKeysOf, grantedIds } from './grants';
import { roleMessages as t } from './messages';

export interface RoleResourcesDrawerProps {
  appId: string;
  /** The role whose resources are shown; `undefined` keeps the drawer closed. */
  role: Role | undefined;
  /** A role the user may only look at (a platform role, for a tenant's system manager). */
  readOnly: boolean;
  onClose: () => void;
}

function treeDataOf(nodes: ResourceNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.title,
    icon: menuIcon(node.icon ?? undefined),
    children: treeDataOf(node.children),
  }));
}

function CheckableResources({
  role,
  tree,
  bound,
  readOnly,
  onClose,
}: {
  role: Role;
  tree: ResourceNode[];
  bound: string[];
  readOnly: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const all = flatten(tree).map((node) => node.id);
  const parents = flatten(tree)
    .filter((node) => node.children.length > 0)
    .map((node) => node.id);
  const [checked, setChecked] = useState(() => checkedKeysOf(tree, bound));
  const [expanded, setExpanded] = useState(parents);
  const granted = grantedIds(tree, checked);

  const save = useMutation({
    mutationFn: () => bindResources(role.id, granted),
    onSuccess: (msg) => {
      void message.success(msg);
      onClose();
    },
  });

  if (!tree.length) return <Empty description={t.noResources} />;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t.bindHint}</Typography.Text>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space size={4} wrap>
          {!readOnly && (
            <>
              <Button size="small" onClick={() => setChecked(all)}>
                {t.checkAll}
              </Button>
              <Button size="small" onClick={() => setChecked([])}>
                {t.checkNone}
              </Button>
            </>
          )}
          <Button size="small" onClick={() => setExpanded(parents)}>
            {t.expandAll}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t.collapseAll}
          </Button>
        </Space>
        <Typography.Text>{t.checkedCount(granted.length)}</Typography.Text>
      </Flex>
      <Tree
        checkable
        showIcon
        selectable={false}
        disabled={readOnly}
        treeData={treeDataOf(tree)}
        checkedKeys={checked}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
      />
      {!readOnly && (
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
            {t.save}
          </Button>
          <Button onClick={onClose}>{t.cancel}</Button>
        </Space>
      )}
    </Flex>
  );
}

/** Binds resources of the role's app to the role through a checkable tree, preloaded with its own. */
export function RoleResourcesDrawer({ appId, role, readOnly, onClose }: RoleResourcesDrawerProps) {
  const tree = useResourceTree(role ? appId : undefined);
  const bound = useRoleResources(role?.id);
  return (
    <Drawer
      open={!!role}
      title={role ? t.bindTitle(role.name) : undefined}
      size={480}
      onClose={onClose}
      destroyOnHidden
    >
      {readOnly && <Alert type="info" showIcon title={t.platformOnly} style={{ marginBottom: 12 }} />}
      {tree.isError || bound.isError ? (
        <Empty description={t.loadFailed} />
      ) : role && tree.data && bound.data ? (
        <CheckableResources
          role={role}
          tree={tree.data}
          bound={bound.data.map((r) => r.id)}
          readOnly={readOnly}
          onClose={onClose}
        />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
