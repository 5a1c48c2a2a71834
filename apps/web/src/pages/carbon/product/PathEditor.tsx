// 新增/修改核算路径: a product's life-cycle path (ISO 14067) — name, year, system boundary, GWP set,
// output — and per stage of the boundary its inputs × factors. Saving keeps the editor open and
// shows the footprint the server computed; a refused input shows its reason on its own row.
import type { CarbonPathDetail, CarbonProduct, PathBody } from '@platform/contract';
import {
  CARBON_NAME_MAX,
  CARBON_TEXT_MAX,
  GWP_SETS,
  SYSTEM_BOUNDARIES,
} from '@platform/contract/carbon-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Col,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
  type FormInstance,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { refusalOf } from '../../../api/refusal';
import { useCarbon } from '../../../stores/carbon';
import { labelOptions, lifeCycleStageLabel } from '../components';
import { FootprintView } from './FootprintView';
import { InputsTable } from './InputsTable';
import { bodyOf, serverPathOf, stagesOf, valuesOf, type PathValues } from './pathForm';
import { productQueryKeys, usePath } from './queries';

const FORM = 'carbonPathForm';
const DECIMAL = /^\d{1,14}(\.\d{1,10})?$/;

function PathForm({
  product,
  path,
  error,
  onFinish,
}: {
  product: CarbonProduct;
  path: CarbonPathDetail | null;
  /** The last refused save, whose reasons go under the fields they name. */
  error: unknown;
  onFinish: (body: PathBody) => void;
}) {
  const { t } = useTranslation('carbon');
  const year = useCarbon((state) => state.selectedYear);
  const [form] = Form.useForm<PathValues>();
  const boundary = Form.useWatch('boundary', form);
  const [factorNames] = useState(
    () =>
      new Map(
        (path?.stages ?? []).flatMap((stage) =>
          stage.inputs.map((input) => [input.factorId, input.factorName] as const),
        ),
      ),
  );
  useEffect(() => {
    if (!error) return;
    const shown = form.getFieldValue('boundary') as PathValues['boundary'];
    // Field names of the rows are paths into the stages (no PathValues key): set them untyped.
    (form as FormInstance).setFields(
      form.getFieldsError().flatMap(({ name }) => {
        const reason = refusalOf(error, `body.${serverPathOf(name, shown)}`);
        return reason ? [{ name, errors: [reason] }] : [];
      }),
    );
  }, [error, form]);
  return (
    <Form<PathValues>
      form={form}
      name={FORM}
      layout="vertical"
      initialValues={valuesOf(path, year)}
      onFinish={(values) => onFinish(bodyOf(values, product.id, path?.id))}
      scrollToFirstError
    >
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="name"
            label={t('product.editor.name')}
            rules={[{ required: true, whitespace: true, message: t('product.editor.nameRequired') }]}
          >
            <Input maxLength={CARBON_NAME_MAX} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item
            name="year"
            label={t('product.editor.year')}
            rules={[{ required: true, message: t('product.editor.yearRequired') }]}
          >
            <InputNumber min={1990} max={2100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="boundary" label={t('product.editor.boundary')}>
            <Select options={labelOptions('systemBoundaries', SYSTEM_BOUNDARIES)} />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="gwpSet" label={t('product.editor.gwpSet')}>
            <Select options={GWP_SETS.map((set) => ({ value: set, label: set }))} />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item
            name="outputAmount"
            label={t('product.editor.outputAmount', { unit: product.declaredUnit })}
            tooltip={t('product.editor.outputAmountHelp')}
            rules={[
              { required: true, message: t('product.editor.outputAmountRequired') },
              { pattern: DECIMAL, message: t('product.editor.numberFormat') },
            ]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('product.editor.description')}>
        <Input.TextArea rows={2} maxLength={CARBON_TEXT_MAX} />
      </Form.Item>
      <Typography.Title level={5}>{t('product.editor.stages')}</Typography.Title>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {stagesOf(boundary ?? valuesOf(path, year).boundary).map((stage) => (
          <section key={stage} aria-label={lifeCycleStageLabel(stage)}>
            <Typography.Text strong>{lifeCycleStageLabel(stage)}</Typography.Text>
            <InputsTable stage={stage} factorNames={factorNames} />
          </section>
        ))}
      </Space>
    </Form>
  );
}

/** `pathId`: undefined closed, null a new path, else the path to edit. */
export function PathEditor({
  product,
  pathId,
  onClose,
}: {
  product: CarbonProduct;
  pathId: string | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['carbon', 'common']);
  // A new path becomes an edited one once saved, so that saving again updates it.
  const [opened, setOpened] = useState({ pathId, savedId: undefined as string | undefined });
  if (opened.pathId !== pathId) setOpened({ pathId, savedId: undefined });
  const id = opened.savedId ?? pathId ?? undefined;
  const path = usePath(id);
  const ready = id === undefined || path.data !== undefined;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: PathBody) => carbonApi.savePath(body),
    onSuccess: (saved) => {
      void message.success(t('product.saved'));
      queryClient.setQueryData(productQueryKeys.path(saved.id), saved);
      // The product's paths, its path count in the list and its border emissions change too.
      void queryClient.invalidateQueries({ queryKey: productQueryKeys.all });
      setOpened((o) => ({ ...o, savedId: saved.id }));
    },
  });
  return (
    <Drawer
      open={pathId !== undefined}
      onClose={onClose}
      size={1240}
      destroyOnHidden
      title={id ? t('product.editor.editTitle') : t('product.editor.addTitle')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" form={FORM} disabled={!ready} loading={save.isPending}>
            {t('common:save')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {ready ? (
          <PathForm
            key={id ?? 'new'}
            product={product}
            path={path.data ?? null}
            error={save.error}
            onFinish={(body) => save.mutate(body)}
          />
        ) : (
          <Skeleton active />
        )}
        <FootprintView path={path.data} />
      </Space>
    </Drawer>
  );
}
