// The editor of an accounting model, in a drawer: organisation, year, name, boundary, GWP set, the
// year's output (for intensity), and the emission sources. A model under verification or verified is
// shown read-only with a note saying why. A refused save puts each reason under the field it names,
// source rows included.
import type { CarbonFactor, CarbonModelDetail, CarbonOrg, ModelBody } from '@platform/contract';
import { GWP_SETS, ModelStatus } from '@platform/contract/carbon-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  Divider,
  Drawer,
  Form,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Space,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { fieldProblemsOf } from '../../../api/refusal';
import { TextItem } from '../../../components/list';
import { NumberInput } from '../../../components/number-input/NumberInput';
import { boundaryOptions } from '../components';
import { OrgSelect } from './OrgSelect';
import { modelQueryKeys, useModelDetail, useOrgDevices } from './queries';
import { placeRefusals, type PlacedRefusals } from './sourceRefusals';
import { SourcesTable, type SourceValues } from './SourcesTable';

interface ModelValues {
  orgId?: string;
  year?: number;
  name?: string;
  boundary?: string;
  gwpSet?: string;
  outputValue?: string;
  outputUnit?: string;
  description?: string;
  sources?: SourceValues[];
}

/** Submitted and verified models cannot change (a verified one gets a new version instead). */
export const isLocked = (status: number) =>
  status === ModelStatus.submitted || status === ModelStatus.verified;

const valuesOf = (model: CarbonModelDetail): ModelValues => ({
  orgId: model.orgId,
  year: model.year,
  name: model.name,
  boundary: model.boundary,
  gwpSet: model.gwpSet,
  outputValue: model.outputValue ?? undefined,
  outputUnit: model.outputUnit ?? undefined,
  description: model.description ?? undefined,
  sources: model.sources.map((source) => ({
    id: source.id,
    name: source.name,
    activityKind: source.activityKind,
    carrier: source.carrier ?? undefined,
    deviceIds: source.deviceIds,
    factorId: source.factorId,
    activityUnit: source.activityUnit,
    scope: source.scope,
    isoCategory: source.isoCategory,
    scope3Category: source.scope3Category ?? undefined,
    description: source.description ?? undefined,
  })),
});

const bodyOf = (values: ModelValues, id: string | undefined): ModelBody => ({
  id,
  orgId: values.orgId!,
  year: values.year!,
  name: values.name!,
  boundary: values.boundary as ModelBody['boundary'],
  gwpSet: values.gwpSet as ModelBody['gwpSet'],
  outputValue: values.outputValue || null,
  outputUnit: values.outputUnit || null,
  description: values.description || null,
  sources: (values.sources ?? []).map((source) => ({
    id: source.id,
    name: source.name!,
    activityKind: source.activityKind as ModelBody['sources'][number]['activityKind'],
    carrier: source.carrier || null,
    deviceIds: source.deviceIds ?? [],
    factorId: source.factorId!,
    activityUnit: source.activityUnit!,
    scope: source.scope!,
    isoCategory: source.isoCategory!,
    // The category belongs to scope 3 only; a row moved to another scope drops it.
    scope3Category: source.scope === 3 ? (source.scope3Category ?? null) : null,
    description: source.description || null,
  })),
});

function ModelForm({
  model,
  orgs,
  initial,
  onDone,
  onClose,
}: {
  model: CarbonModelDetail | undefined;
  orgs: readonly CarbonOrg[];
  initial: ModelValues;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'model' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ModelValues>();
  const locked = !!model && isLocked(model.status);
  const orgId = Form.useWatch('orgId', form) ?? initial.orgId;
  const devices = useOrgDevices(orgId);
  const [factors, setFactors] = useState<Map<string, CarbonFactor>>(
    () =>
      new Map(model?.sources.flatMap((source) => (source.factor ? [[source.factorId, source.factor]] : []))),
  );
  const [others, setOthers] = useState<PlacedRefusals['others']>([]);
  const save = useMutation({
    mutationFn: (values: ModelValues) => carbonApi.saveModel(bodyOf(values, model?.id)),
    onSuccess: () => {
      void message.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: modelQueryKeys.all });
      onDone();
    },
    onError: (error) => {
      const shown = new Set(form.getFieldsError().map((field) => field.name.join('.')));
      const placed = placeRefusals(fieldProblemsOf(error), (name) => shown.has(name.join('.')));
      // The refusal names fields by path; the typed form only takes the paths it knows.
      (form as FormInstance).setFields(placed.fields);
      setOthers(placed.others);
    },
  });

  return (
    <Form<ModelValues>
      form={form}
      name="carbonModelForm"
      layout="vertical"
      disabled={locked}
      initialValues={initial}
      onFinish={() => {
        setOthers([]);
        // Every value held, not only those with an input: a source keeps its id.
        save.mutate(form.getFieldsValue(true) as ModelValues);
      }}
      scrollToFirstError
    >
      {locked && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('editor.lockedNote')} />}
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="orgId"
            label={t('editor.org')}
            rules={[{ required: true, message: t('editor.orgRequired') }]}
          >
            <OrgSelect orgs={orgs} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item
            name="year"
            label={t('editor.year')}
            rules={[{ required: true, message: t('editor.yearRequired') }]}
          >
            <InputNumber min={1990} max={2100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <TextItem name="name" label={t('editor.name')} required={t('editor.nameRequired')} max={100} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="boundary"
            label={t('editor.boundary')}
            rules={[{ required: true, message: t('editor.boundaryRequired') }]}
          >
            <Select options={boundaryOptions()} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="gwpSet" label={t('editor.gwpSet')}>
            <Select options={GWP_SETS.map((set) => ({ value: set, label: set }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="outputValue" label={t('editor.outputValue')} extra={t('editor.outputHint')}>
            <NumberInput />
          </Form.Item>
        </Col>
        <Col span={6}>
          <TextItem
            name="outputUnit"
            label={t('editor.outputUnit')}
            max={32}
            placeholder={t('editor.outputUnitPlaceholder')}
          />
        </Col>
      </Row>
      <TextItem name="description" label={t('editor.description')} max={2000} rows={2} />
      <Divider titlePlacement="start">{t('editor.sources')}</Divider>
      {others.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('editor.refusedRows')}
          description={others.map((other, i) => (
            <div key={i}>
              {other.row ? t('editor.refusedRow', { row: other.row, reason: other.reason }) : other.reason}
            </div>
          ))}
        />
      )}
      <SourcesTable
        devices={devices.data?.items ?? []}
        factors={factors}
        disabled={locked}
        onFactorPicked={(index, factor) => {
          setFactors((known) => new Map(known).set(factor.id, factor));
          const unit = ['sources', index, 'activityUnit'] as ['sources', number, 'activityUnit'];
          if (!form.getFieldValue(unit)) form.setFieldValue(unit, factor.denominatorUnit);
        }}
      />
      <Space style={{ marginTop: 16 }}>
        <Button onClick={onClose} disabled={false}>
          {locked ? t('editor.close') : t('editor.cancel')}
        </Button>
        {!locked && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        )}
      </Space>
    </Form>
  );
}

/** `modelId`: the model to edit, null for a new one, undefined when closed. */
export function ModelEditor({
  modelId,
  orgs,
  defaults,
  onClose,
}: {
  modelId: string | null | undefined;
  orgs: readonly CarbonOrg[];
  /** The organisation and year a new model starts with (the page's). */
  defaults: { orgId?: string; year: number };
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'model' });
  const detail = useModelDetail(modelId);
  const model = modelId ? detail.data : undefined;
  const title =
    modelId === null
      ? t('editor.addTitle')
      : model && isLocked(model.status)
        ? t('editor.viewTitle')
        : t('editor.editTitle');
  return (
    <Drawer open={modelId !== undefined} onClose={onClose} title={title} size={1200} destroyOnHidden>
      {modelId && !model ? (
        <Skeleton active />
      ) : (
        <ModelForm
          key={model ? `${model.id}-${model.version}` : 'new'}
          model={model}
          orgs={orgs}
          initial={
            model
              ? valuesOf(model)
              : {
                  orgId: defaults.orgId,
                  year: defaults.year,
                  boundary: 'operational',
                  gwpSet: 'AR6',
                  sources: [],
                }
          }
          onDone={onClose}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}
