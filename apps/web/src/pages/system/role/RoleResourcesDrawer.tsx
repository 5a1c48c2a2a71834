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
import { useTranslation } from 'react-i18next';
import { useResourceTree } from '../../../api/resource';
import { bindResources, useRoleResources } from '../../../api/role';
import { useLocalName } from '../../../i18n/localName';
import { menuIcon } from '../../../shell/menuIcons';
import { flatten } from '../resource/tree';
import { checkedKeysOf, grantedIds } from './grants';

export interface RoleResourcesDrawerProps {
  appId: string;
  /** The role whose resources are shown; `undefined` keeps the drawer closed. */
  role: Role | undefined;
  /** A role the user may only look at (a platform role, for a tenant's system manager). */
  readOnly: boolean;
  onClose: () => void;
}

/** The tree's nodes, each titled in the page's language (`name`: see localName). */
function treeDataOf(
  nodes: ResourceNode[],
  name: (title: string, titleEn: string | null | undefined) => string,
): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: name(node.title, node.titleEn),
    icon: menuIcon(node.icon ?? undefined),
    children: treeDataOf(node.children, name),
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
  const { t } = useTranslation('system');
  const localName = useLocalName();
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

  if (!tree.length) return <Empty description={t('role.binding.noResources')} />;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('role.binding.hint')}</Typography.Text>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space size={4} wrap>
          {!readOnly && (
            <>
              <Button size="small" onClick={() => setChecked(all)}>
                {t('role.binding.checkAll')}
              </Button>
              <Button size="small" onClick={() => setChecked([])}>
                {t('role.binding.checkNone')}
              </Button>
            </>
          )}
          <Button size="small" onClick={() => setExpanded(parents)}>
            {t('role.binding.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('role.binding.collapseAll')}
          </Button>
        </Space>
        <Typography.Text>{t('role.binding.checkedCount', { count: granted.length })}</Typography.Text>
      </Flex>
      <Tree
        checkable
        showIcon
        selectable={false}
        disabled={readOnly}
        treeData={treeDataOf(tree, localName)}
        checkedKeys={checked}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
      />
      {!readOnly && (
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
            {t('role.binding.save')}
          </Button>
          <Button onClick={onClose}>{t('role.binding.cancel')}</Button>
        </Space>
      )}
    </Flex>
  );
}

/** Binds resources of the role's app to the role through a checkable tree, preloaded with its own. */
export function RoleResourcesDrawer({ appId, role, readOnly, onClose }: RoleResourcesDrawerProps) {
  const { t } = useTranslation('system');
  const tree = useResourceTree(role ? appId : undefined);
  const bound = useRoleResources(role?.id);
  return (
    <Drawer
      open={!!role}
      title={role ? t('role.binding.title', { name: role.name }) : undefined}
      size={480}
      onClose={onClose}
      destroyOnHidden
    >
      {readOnly && <Alert type="info" showIcon title={t('role.platformOnly')} style={{ marginBottom: 12 }} />}
      {tree.isError || bound.isError ? (
        <Empty description={t('role.binding.loadFailed')} />
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
