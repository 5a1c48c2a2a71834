import type { Resource, ResourceNode } from '@platform/contract';
import { useMutation } from '@tanstack/react-query';
import {
  App,
  AutoComplete,
  Button,
  Col,
  Divider,
  Form,
  Input,
  Radio,
  Row,
  Space,
  Switch,
  TreeSelect,
  type TreeSelectProps,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { createResource, saveResource } from '../../../api/resource';
import { pageRegistry } from '../../../app/pageRegistry';
import { showFieldRefusals, SortItem } from '../../../components/list';
import { useLocalName } from '../../../i18n/localName';
import { IconPicker } from './IconPicker';
import {
  bodyOf,
  EXTERNAL_TYPE,
  externalUrlProblem,
  formValuesOf,
  newResourceValues,
  RESOURCE_TYPES,
  routeNameProblem,
  type ResourceFormValues,
} from './resourceForm';
import { subtreeIds } from './tree';

/** The resource being edited, or the place of a new one (its parent and sort). */
export type ResourceEditing =
  { kind: 'edit'; resource: ResourceNode } | { kind: 'new'; parentId: string | null; sort: number };

export interface ResourceFormProps {
  appId: string;
  tree: ResourceNode[];
  editing: ResourceEditing;
  readOnly: boolean;
  onSaved: (saved: Resource) => void;
}

// What the component field suggests: the layouts menus nest pages in, then every page the app has.
const COMPONENT_OPTIONS = ['Layout', 'ParentView', ...[...pageRegistry.keys()].sort()].map((value) => ({
  value,
}));

const check = (problem: (value: string | undefined) => string | undefined) => ({
  validator: (_: unknown, value: string | undefined) => {
    const reason = problem(value);
    return reason ? Promise.reject(new Error(reason)) : Promise.resolve();
  },
});

/** Parent choices: the app's resources, without the edited one and its subtree (no cycles). */
function parentChoices(
  nodes: ResourceNode[],
  excluded: ReadonlySet<string>,
  titleOf: (node: ResourceNode) => string,
): TreeSelectProps['treeData'] {
  return nodes
    .filter((node) => !excluded.has(node.id))
    .map((node) => ({
      value: node.id,
      title: titleOf(node),
      children: parentChoices(node.children, excluded, titleOf),
    }));
}

function SwitchItem({ name, label }: { name: keyof ResourceFormValues; label: string }) {
  return (
    <Col xs={12} sm={8}>
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Col>
  );
}

/** Every field of a menu route record, for a new resource or an existing one. */
export function ResourceForm({ appId, tree, editing, readOnly, onSaved }: ResourceFormProps) {
  const [form] = Form.useForm<ResourceFormValues>();
  const { message } = App.useApp();
  const { t } = useTranslation('system');
  const saved = editing.kind === 'edit' ? editing.resource : undefined;
  const initialValues =
    editing.kind === 'edit'
      ? formValuesOf(editing.resource)
      : newResourceValues(editing.parentId, editing.sort);
  const type = Form.useWatch('type', form) ?? initialValues.type;

  const localName = useLocalName();
  const parents = parentChoices(tree, new Set(saved ? subtreeIds(saved) : []), (node) =>
    localName(node.title, node.titleEn),
  );

  const save = useMutation({
    mutationFn: (values: ResourceFormValues) =>
      saved ? saveResource(bodyOf(values, appId, saved)) : createResource(bodyOf(values, appId)),
    onSuccess: ({ data, msg }) => {
      void message.success(msg);
      onSaved(data);
    },
    onError: (error) => showFieldRefusals(form, error),
  });

  return (
    <Form<ResourceFormValues>
      form={form}
      name="resourceForm"
      layout="vertical"
      disabled={readOnly}
      initialValues={initialValues}
      onFinish={(values) => save.mutate(values)}
      scrollToFirstError
    >
      <Divider titlePlacement="start">{t('resource.form.sectionRoute')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="parentId" label={t('resource.form.parent')}>
            <TreeSelect
              treeData={parents}
              placeholder={t('resource.form.topLevel')}
              allowClear
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              onChange={(value?: string) => form.setFieldValue('parentId', value ?? null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label={t('resource.form.type')}>
            <Radio.Group
              optionType="button"
              options={RESOURCE_TYPES.map(({ value, text }) => ({ value, label: t(text) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="title"
            label={t('resource.form.title')}
            rules={[
              { required: true, whitespace: true, message: t('resource.form.titleRequired') },
              { max: 50 },
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="titleEn"
            label={t('resource.form.titleEn')}
            tooltip={t('resource.form.titleEnHint')}
            rules={[{ max: 50 }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={t('resource.form.name')}
            tooltip={t('resource.form.nameHint')}
            rules={[{ required: true, validator: check(routeNameProblem).validator }, { max: 100 }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="path"
            label={t('resource.form.path')}
            rules={[
              { required: true, whitespace: true, message: t('resource.form.pathRequired') },
              { max: 200 },
            ]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="component"
            label={t('resource.form.component')}
            tooltip={t('resource.form.componentHint')}
            rules={[{ max: 200 }]}
          >
            <AutoComplete
              options={COMPONENT_OPTIONS}
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.value).toLowerCase().includes(input.toLowerCase()),
              }}
            />
          </Form.Item>
        </Col>
        {type === EXTERNAL_TYPE && (
          <Col span={24}>
            <Form.Item
              name="url"
              label={t('resource.form.url')}
              rules={[{ required: true, validator: check(externalUrlProblem).validator }]}
            >
              <Input maxLength={1000} placeholder="https://" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="redirect" label={t('resource.form.redirect')} rules={[{ max: 200 }]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="activeMenu"
            label={t('resource.form.activeMenu')}
            tooltip={t('resource.form.activeMenuHint')}
            rules={[{ max: 200 }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('resource.form.sectionDisplay')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="icon" label={t('resource.form.icon')}>
            <IconPicker placeholder={t('resource.form.iconPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <SortItem label={t('resource.form.sort')} required />
        </Col>
        <SwitchItem name="newWindow" label={t('resource.form.newWindow')} />
        <SwitchItem name="hidden" label={t('resource.form.hidden')} />
        <SwitchItem name="alwaysShow" label={t('resource.form.alwaysShow')} />
        <SwitchItem name="affix" label={t('resource.form.affix')} />
        <SwitchItem name="noCache" label={t('resource.form.noCache')} />
        <SwitchItem name="breadcrumb" label={t('resource.form.breadcrumb')} />
        <SwitchItem name="showAsRoot" label={t('resource.form.showAsRoot')} />
        <SwitchItem name="enabled" label={t('resource.form.enabled')} />
      </Row>
      {!readOnly && (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('resource.form.save')}
          </Button>
          <Button htmlType="reset">{t('resource.form.reset')}</Button>
        </Space>
      )}
    </Form>
  );
}
