// The 正常/停用 status most system records carry (the server's 1 and 0): one choice list for search
// selects and form radios, one tag for the table.
import { Form, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The choices in the current language: call it where the select or radios render. */
export function statusOptions() {
  return [
    { value: 1, label: i18n.t('enabled') },
    { value: 0, label: i18n.t('disabled') },
  ];
}

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? <Tag color="green">{t('enabled')}</Tag> : <Tag color="red">{t('disabled')}</Tag>;
}

/** The status radios of an add/edit form. */
export function StatusItem({ label }: { label: string }) {
  useTranslation();
  return (
    <Form.Item name="status" label={label}>
      <Radio.Group options={statusOptions()} />
    </Form.Item>
  );
}
