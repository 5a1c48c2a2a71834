import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE_FIELDS, type OfdInvoice } from './ofdInvoice';

export interface InfoRow {
  key:
    | 'title'
    | 'author'
    | 'subject'
    | 'creator'
    | 'producer'
    | 'creationDate'
    | 'modDate'
    | 'docId'
    | 'keywords'
    | 'pages'
    | 'version'
    | 'attachments';
  value: string;
}

/** A document's metadata and, for an e-invoice, its fields. */
export function OfdInfo({ info, invoice }: { info: InfoRow[]; invoice?: OfdInvoice }) {
  const { t } = useTranslation('documents');
  return (
    <>
      {invoice && (
        <Descriptions
          title={t('ofd.invoice.title')}
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={INVOICE_FIELDS.filter((field) => invoice[field]).map((field) => ({
            key: field,
            label: t(`ofd.invoice.${field}`),
            children: invoice[field],
          }))}
        />
      )}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={info.map((row) => ({ key: row.key, label: t(`ofd.info.${row.key}`), children: row.value }))}
      />
    </>
  );
}
