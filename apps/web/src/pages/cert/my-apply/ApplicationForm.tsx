// 新增/修改认证申请 (a drawer): the scheme and its standard, the organisation, the certification fields
// (CERT_FIELD) or, for CCC, the product and factory, the sites, the documents, and the body's application
// form when it has chosen one (申请表单设置). 保存草稿 keeps what was typed; 保存并提交 checks the
// application form's rules, saves and submits. The server's refusals land under the fields they name.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { CertApplicationDetail, CertFormTemplate } from '@platform/contract';
import {
  CERT_SCHEME_KEYS,
  isProductScheme,
  schemeStandard,
  type CertScheme,
} from '@platform/contract/cert-model';
import { FormValidationError, type FormData } from '@platform/form-core';
import type { FormRendererHandle } from '@platform/form-renderer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Divider, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCertFields } from '../../../api/audit';
import { applyApi, applyQueryKeys, useCertSettings } from '../../../api/cert/apply';
import { showFieldRefusals } from '../../../components/list';
import { FileUpload } from '../../../components/upload/FileUpload';
import { currentLanguage } from '../../../i18n';
import { useLocalName } from '../../../i18n/localName';
import { RegionCascader } from '../../carbon/org/regions';
import { certOptions } from '../components';
import { ApplicationFormSection } from '../components/ApplicationFormSection';
import {
  bodyOf,
  creditCodeAcceptable,
  EMPTY_APPLICATION,
  formDataRefusals,
  valuesOf,
  type ApplicationValues,
} from './formValues';

/** The application form's answers as apply/save takes them. */
interface FormAnswers {
  formId: string;
  formVersion: number;
  formData: Record<string, unknown>;
}

const FORM = 'certApplicationForm';

export function ApplicationForm({
  target,
  onClose,
}: {
  /** null: a new application; an application: edit it; undefined: closed. */
  target: CertApplicationDetail | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('cert', { keyPrefix: 'myApply' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplicationValues>();
  const scheme = Form.useWatch('scheme', form) as CertScheme | undefined;
  const certFields = useCertFields();
  const localName = useLocalName();
  const open = target !== undefined;
  const settings = useCertSettings(open);
  const applicationForm: CertFormTemplate | null = settings.data?.applicationForm ?? null;
  const answers = useRef<FormRendererHandle>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(target ? valuesOf(target) : EMPTY_APPLICATION);
  }, [open, target, form]);

  const save = useMutation({
    mutationFn: async ({
      values,
      submit,
      form: answered,
    }: {
      values: ApplicationValues;
      submit: boolean;
      form: FormAnswers | undefined;
    }) => {
      const saved = await applyApi.save({ ...bodyOf(values, target?.id), ...answered });
      return submit ? applyApi.submit(saved.id) : saved;
    },
    onSuccess: (_, { submit }) => {
      void message.success(submit ? t('done.submitted') : t('done.saved'));
      void queryClient.invalidateQueries({ queryKey: applyQueryKeys.all });
      onClose();
    },
    onError: (error) => {
      showFieldRefusals(form, error);
      answers.current?.store.showErrors(formDataRefusals(error));
      // A submission refused after the save: the draft is kept, the list shows it.
      void queryClient.invalidateQueries({ queryKey: applyQueryKeys.all });
    },
  });

  /** The application form's answers: checked by its rules on submission, as typed for a draft. */
  const formAnswers = async (submit: boolean): Promise<FormAnswers | undefined | false> => {
    const handle = answers.current;
    if (!applicationForm || !handle) return undefined;
    let data: FormData;
    try {
      data = submit ? await handle.getData() : handle.getValues();
    } catch (e) {
      if (!(e instanceof FormValidationError)) throw e;
      void message.error(t('form.fixApplicationForm'));
      return false;
    }
    return {
      formId: applicationForm.id,
      formVersion: applicationForm.version,
      formData: data as Record<string, unknown>,
    };
  };

  const finish = async (submit: boolean) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const answered = await formAnswers(submit);
    if (answered === false) return;
    save.mutate({ values: { ...form.getFieldsValue(true), ...values }, submit, form: answered });
  };
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });
  const product = scheme !== undefined && isProductScheme(scheme);

  return (
    <Drawer
      open={open}
      title={target ? t('form.editTitle') : t('form.addTitle')}
      size={860}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => void finish(false)} loading={save.isPending}>
            {t('form.save')}
          </Button>
          <Button type="primary" onClick={() => void finish(true)} loading={save.isPending}>
            {t('form.saveAndSubmit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} name={FORM} layout="vertical" initialValues={EMPTY_APPLICATION}>
        <Divider titlePlacement="start">{t('form.sections.certification')}</Divider>
        <Space size="large" wrap style={{ width: '100%' }}>
          <Form.Item name="scheme" label={t('fields.scheme')} rules={[required(t('fields.scheme'))]}>
            <Select style={{ width: 260 }} options={certOptions('schemes', CERT_SCHEME_KEYS)} />
          </Form.Item>
          <Form.Item label={t('fields.standard')}>
            <Input
              readOnly
              style={{ width: 360 }}
              value={scheme ? schemeStandard(scheme, currentLanguage()) : ''}
            />
          </Form.Item>
        </Space>
        {!product && (
          <Form.Item name="fieldCodes" label={t('fields.fieldCodes')}>
            <Checkbox.Group
              options={certFields.map((d) => ({
                value: d.value ?? d.code,
                label: localName(d.name, d.nameEn),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="scope" label={t('fields.scope')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>

        <Divider titlePlacement="start">{t('form.sections.organisation')}</Divider>
        <Space size="large" wrap style={{ width: '100%' }}>
          <Form.Item name="entName" label={t('fields.entName')} rules={[required(t('fields.entName'))]}>
            <Input maxLength={100} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={t('fields.creditCode')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  creditCodeAcceptable(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('form.creditCodeInvalid'))),
              },
            ]}
          >
            <Input maxLength={18} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item
            name="employees"
            label={t('fields.employees')}
            rules={[{ type: 'number', min: 1, message: t('form.employeesPositive') }]}
          >
            <InputNumber precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space size="large" wrap style={{ width: '100%' }}>
          <Form.Item name="region" label={t('fields.region')}>
            <RegionCascader />
          </Form.Item>
          <Form.Item name="address" label={t('fields.address')}>
            <Input maxLength={200} style={{ width: 420 }} />
          </Form.Item>
        </Space>
        <Space size="large" wrap style={{ width: '100%' }}>
          <Form.Item name="contactName" label={t('fields.contactName')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="contactTel" label={t('fields.contactTel')}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="contactEmail" label={t('fields.contactEmail')}>
            <Input maxLength={100} />
          </Form.Item>
        </Space>

        <Divider titlePlacement="start">{t('form.sections.sites')}</Divider>
        <Form.List name="sites">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Space key={row.key} align="baseline" wrap>
                  <Form.Item name={[row.name, 'name']} label={t('fields.siteName')}>
                    <Input maxLength={100} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'address']} label={t('fields.siteAddress')}>
                    <Input maxLength={200} style={{ width: 360 }} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'employees']} label={t('fields.siteEmployees')}>
                    <InputNumber precision={0} min={0} style={{ width: 100 }} />
                  </Form.Item>
                  <Button
                    type="text"
                    aria-label={t('form.removeSite')}
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(row.name)}
                  />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', address: '' })}>
                {t('form.addSite')}
              </Button>
            </>
          )}
        </Form.List>

        {product && (
          <>
            <Divider titlePlacement="start">{t('form.sections.product')}</Divider>
            <Space size="large" wrap style={{ width: '100%' }}>
              <Form.Item name={['product', 'name']} label={t('fields.productName')}>
                <Input maxLength={100} style={{ width: 300 }} />
              </Form.Item>
              <Form.Item name={['product', 'models']} label={t('fields.productModels')}>
                <Input maxLength={500} style={{ width: 420 }} />
              </Form.Item>
              <Form.Item name={['product', 'factory']} label={t('fields.factory')}>
                <Input maxLength={100} style={{ width: 300 }} />
              </Form.Item>
              <Form.Item name={['product', 'factoryAddress']} label={t('fields.factoryAddress')}>
                <Input maxLength={200} style={{ width: 420 }} />
              </Form.Item>
            </Space>
          </>
        )}

        <Divider titlePlacement="start">{t('form.sections.documents')}</Divider>
        <Form.Item name="documents" extra={t('form.documentsHint')}>
          <FileUpload multiple maxCount={20} />
        </Form.Item>
      </Form>

      {applicationForm && (
        <section aria-label={t('form.sections.applicationForm')}>
          <Divider titlePlacement="start">
            {t('form.sections.applicationForm')} · <span data-user-data>{applicationForm.formName}</span>
          </Divider>
          <ApplicationFormSection
            key={`${target?.id ?? 'new'}:${applicationForm.id}:${applicationForm.version}`}
            ref={answers}
            json={applicationForm.json}
            data={target?.formId === applicationForm.id ? target.formData : null}
          />
        </section>
      )}
    </Drawer>
  );
}
