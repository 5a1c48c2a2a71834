// The add/edit dialog of an auditor: identity, qualification, the schemes and certification fields
// they may audit, their organisation and past clients (conflicts of interest), and their sign-in.
import type { CertAuditor, CertAuditorBody } from '@platform/contract';
import { CERT_SCHEME_KEYS } from '@platform/contract/cert-model';
import { Col, Form, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCertFields } from '../../../api/audit';
import { programmeApi, programmeKeys } from '../../../api/cert/programme';
import { CrudFormModal, TextItem } from '../../../components/list';
import { certOptions } from '../components';
import { MemberSelect } from './MemberSelect';

type Values = Omit<CertAuditorBody, 'id'>;

const valuesOf = (a: CertAuditor | null): Partial<Values> =>
  a
    ? {
        name: a.name,
        gender: a.gender === 1 ? 1 : 2,
        mobile: a.mobile,
        qualification: a.qualification,
        certNo: a.certNo ?? undefined,
        schemes: a.schemes as Values['schemes'],
        fieldCodes: a.fieldCodes,
        organisation: a.organisation,
        conflicts: a.conflicts,
        tenantUserId: a.tenantUserId,
        active: a.active,
      }
    : { gender: 1, schemes: [], fieldCodes: [], conflicts: [], active: true };

export function AuditorFormModal({
  target,
  onClose,
}: {
  target: CertAuditor | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('cert', { keyPrefix: 'auditor' });
  const fields = useCertFields();
  return (
    <CrudFormModal<CertAuditor, Values, CertAuditor & { msg: string }>
      target={target}
      onClose={onClose}
      name="certAuditorForm"
      width={760}
      titles={{ add: t('form.addTitle'), edit: t('form.editTitle') }}
      queryKey={programmeKeys.all}
      initialValues={valuesOf}
      save={async (values, auditor) => ({
        ...(await programmeApi.saveAuditor({
          ...values,
          id: auditor?.id,
          certNo: values.certNo || null,
          tenantUserId: values.tenantUserId || null,
        })),
        msg: t('saved'),
      })}
    >
      <Row gutter={16}>
        <Col span={12}>
          <TextItem name="name" label={t('form.name')} required={t('form.nameRequired')} max={50} />
        </Col>
        <Col span={12}>
          <Form.Item name="gender" label={t('form.gender')}>
            <Radio.Group
              options={[
                { value: 1, label: t('genders.male') },
                { value: 2, label: t('genders.female') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <TextItem
            name="mobile"
            label={t('form.mobile')}
            required={t('form.mobileRequired')}
            max={11}
            rules={[{ pattern: /^1\d{10}$/, message: t('form.mobileFormat') }]}
          />
        </Col>
        <Col span={12}>
          <TextItem
            name="qualification"
            label={t('form.qualification')}
            required={t('form.qualificationRequired')}
            max={50}
            placeholder={t('form.qualificationPlaceholder')}
          />
        </Col>
        <Col span={12}>
          <TextItem name="certNo" label={t('form.certNo')} max={64} />
        </Col>
        <Col span={12}>
          <Form.Item name="tenantUserId" label={t('form.member')} extra={t('form.memberExtra')}>
            <MemberSelect
              current={
                target?.tenantUserId
                  ? { id: target.tenantUserId, label: target.memberName ?? target.tenantUserId }
                  : null
              }
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="schemes"
        label={t('form.schemes')}
        rules={[{ required: true, message: t('form.schemesRequired') }]}
      >
        <Select mode="multiple" options={certOptions('schemes', CERT_SCHEME_KEYS)} />
      </Form.Item>
      <Form.Item name="fieldCodes" label={t('form.fieldCodes')}>
        <Select mode="multiple" options={fields.map((f) => ({ value: f.value ?? f.code, label: f.name }))} />
      </Form.Item>
      <TextItem name="organisation" label={t('form.organisation')} max={200} />
      <Form.Item name="conflicts" label={t('form.conflicts')} extra={t('form.conflictsExtra')}>
        <Select mode="tags" open={false} tokenSeparators={[...t('form.conflictsSeparators')]} />
      </Form.Item>
      <Form.Item name="active" label={t('form.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CrudFormModal>
  );
}
