import type { Resource, ResourceNode } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Card, Col, Empty, Flex, Form, Row, Space, Spin, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { delResource, resourceQueryKeys, saveResource, useResourceTree } from '../../../api/resource';
import { roleQueryKeys } from '../../../api/role';
import { useLocalName } from '../../../i18n/localName';
import { useUser } from '../../../stores/user';
import { AppChooser } from '../app/AppChooser';
import { movedBodyOf } from './resourceForm';
import { ResourceForm, type ResourceEditing } from './ResourceForm';
import { ResourceTree } from './ResourceTree';
import {
  descendantCount,
  dropPlace,
  findNode,
  flatten,
  moveNode,
  movedResources,
  nextSort,
  type TreeDropInfo,
} from './tree';

/** Ids of the resources that have children: the tree opens them all at first. */
const parentIds = (tree: ResourceNode[]) =>
  flatten(tree)
    .filter((n) => n.children.length > 0)
    .map((n) => n.id);

/** Resource management (/resources?appId=…): one app's menu as an editable tree. */
export default function ResourcePage() {
  // The app is in the address, so a reload or a shared link shows the same menu.
  const [params, setParams] = useSearchParams();
  const appId = params.get('appId') ?? undefined;
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  const readOnly = !isPlatformAdmin;
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const { t } = useTranslation('system');
  const localName = useLocalName();
  const titleOf = (node: ResourceNode) => localName(node.title, node.titleEn);
  const { data: tree = [], isPending, isFetching, refetch } = useResourceTree(appId);
  const [expanded, setExpanded] = useState<string[] | undefined>(undefined);
  const [selection, setSelection] = useState<
    { kind: 'edit'; id: string } | { kind: 'new'; parentId: string | null }
  >();
  const [moving, setMoving] = useState(false);

  const treeKey = resourceQueryKeys.tree(appId ?? '');
  const expandedIds = expanded ?? parentIds(tree);
  const refresh = () => queryClient.invalidateQueries({ queryKey: treeKey });

  const selected = selection?.kind === 'edit' ? findNode(tree, selection.id) : undefined;
  const editing: ResourceEditing | undefined = selected
    ? { kind: 'edit', resource: selected }
    : selection?.kind === 'new'
      ? { kind: 'new', parentId: selection.parentId, sort: nextSort(tree, selection.parentId) }
      : undefined;
  const newParent =
    selection?.kind === 'new' && selection.parentId ? findNode(tree, selection.parentId) : undefined;

  const chooseApp = (next: string) => setParams({ appId: next }, { replace: true });
  // Another app: nothing of the previous one's tree stays selected or opened.
  const [shownApp, setShownApp] = useState(appId);
  if (shownApp !== appId) {
    setShownApp(appId);
    setSelection(undefined);
    setExpanded(undefined);
  }

  const onSaved = (saved: Resource) => {
    if (saved.parentId && !expandedIds.includes(saved.parentId))
      setExpanded([...expandedIds, saved.parentId]);
    setSelection({ kind: 'edit', id: saved.id });
    void refresh();
  };

  const onDrop = async (dragId: string, info: TreeDropInfo) => {
    const after = moveNode(tree, dragId, dropPlace(info));
    if (!after) {
      void message.warning(t('resource.cannotMove'));
      return;
    }
    const changed = movedResources(tree, after);
    if (!changed.length) return;
    // Shown at once; the saves follow one by one and the tree is then read back as stored.
    queryClient.setQueryData(treeKey, after);
    setMoving(true);
    try {
      for (const resource of changed) await saveResource(movedBodyOf(resource));
      void message.success(t('resource.moved'));
    } catch {
      // The request client has shown why; the tree read back below shows what was stored.
    } finally {
      setMoving(false);
      void refresh();
    }
  };

  const confirmRemove = (node: ResourceNode) => {
    const below = descendantCount(node);
    modal.confirm({
      title: t('resource.dialogTitle'),
      content: below
        ? t('resource.confirmRemoveSubtree', { title: titleOf(node), count: below })
        : t('resource.confirmRemove', { title: titleOf(node) }),
      okText: t('resource.ok'),
      cancelText: t('resource.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          void message.success(await delResource(node.id));
          setSelection(undefined);
          void refresh();
          void queryClient.invalidateQueries({ queryKey: roleQueryKeys.all });
        } catch {
          // Shown by the request client.
        }
      },
    });
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form layout="inline">
          <Form.Item label={t('resource.appLabel')} htmlFor="resource-app">
            <AppChooser
              id="resource-app"
              value={appId}
              onChange={chooseApp}
              placeholder={t('resource.chooseApp')}
            />
          </Form.Item>
        </Form>
      </Card>
      {readOnly && <Alert type="info" showIcon title={t('resource.readOnly')} />}
      {!appId ? (
        <Empty description={t('resource.chooseAppFirst')} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} lg={10}>
            <Card
              size="small"
              title={
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Space size={4} wrap>
                    {!readOnly && (
                      <Button
                        type="primary"
                        size="small"
                        icon={<PlusOutlined />}
                        onClick={() => setSelection({ kind: 'new', parentId: null })}
                      >
                        {t('resource.addTop')}
                      </Button>
                    )}
                    <Button size="small" onClick={() => setExpanded(parentIds(tree))}>
                      {t('resource.expandAll')}
                    </Button>
                    <Button size="small" onClick={() => setExpanded([])}>
                      {t('resource.collapseAll')}
                    </Button>
                  </Space>
                  <Button
                    size="small"
                    shape="circle"
                    aria-label={t('resource.refresh')}
                    icon={<ReloadOutlined />}
                    onClick={() => void refetch()}
                  />
                </Flex>
              }
            >
              <Spin
                spinning={(isFetching && !isPending) || moving}
                description={moving ? t('resource.moving') : undefined}
              >
                {!readOnly && tree.length > 0 && (
                  <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                    {t('resource.treeHint')}
                  </Typography.Paragraph>
                )}
                {isPending ? (
                  <Spin />
                ) : tree.length === 0 ? (
                  <Empty description={t('resource.emptyTree')} />
                ) : (
                  <ResourceTree
                    tree={tree}
                    selectedId={selected?.id}
                    expandedIds={expandedIds}
                    onExpand={setExpanded}
                    onSelect={(id) => setSelection({ kind: 'edit', id })}
                    onDrop={readOnly || moving ? undefined : (id, info) => void onDrop(id, info)}
                  />
                )}
              </Spin>
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card
              size="small"
              title={
                selected
                  ? t('resource.editTitle', { title: titleOf(selected) })
                  : selection?.kind === 'new'
                    ? newParent
                      ? t('resource.newChildTitle', { parent: titleOf(newParent) })
                      : t('resource.addTop')
                    : undefined
              }
              extra={
                selected &&
                !readOnly && (
                  <Space size={4}>
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => setSelection({ kind: 'new', parentId: selected.id })}
                    >
                      {t('resource.addChild')}
                    </Button>
                    <Button size="small" danger onClick={() => confirmRemove(selected)}>
                      {t('resource.remove')}
                    </Button>
                  </Space>
                )
              }
            >
              {editing ? (
                <ResourceForm
                  // A move elsewhere (a drag) changes the parent or sort: the form starts again from it.
                  key={
                    editing.kind === 'edit'
                      ? `${editing.resource.id}:${editing.resource.parentId}:${editing.resource.sort}`
                      : `new:${editing.parentId ?? ''}`
                  }
                  appId={appId}
                  tree={tree}
                  editing={editing}
                  readOnly={readOnly}
                  onSaved={onSaved}
                />
              ) : (
                <Empty description={t('resource.selectToEdit')} />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </Space>
  );
}
