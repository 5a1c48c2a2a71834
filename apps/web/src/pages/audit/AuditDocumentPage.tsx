import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import type { Dict } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AuditAddress } from './letter';
import { useCertFields } from '../../api/audit';

interface AuditDocumentPageProps {
  loading: boolean;
  error: string | undefined;
  children: ReactNode;
}

/** A printable audit document on its own page: a print button above a sheet of A4 paper. */
export function AuditDocumentPage({ loading, error, children }: AuditDocumentPageProps) {
  const { t } = useTranslation('messages', { keyPrefix: 'audit' });
  return (
    <main className="audit-page">
      <div className="audit-page__tools">
        <Button icon={<PrinterOutlined />} disabled={loading || !!error} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
      {error ? (
        <div className="audit-page__tools">
          <Alert type="error" showIcon title={error} style={{ flex: 1 }} />
        </div>
      ) : loading ? (
        <Spin size="large" description={t('loading')}>
          <div style={{ minHeight: 320 }} />
        </Spin>
      ) : (
        <div className="audit-page__sheet">{children}</div>
      )}
    </main>
  );
}

interface AuditDocumentRouteProps<T> {
  /** The process and phase from the page's query string; undefined when the address lacks them. */
  readAddress: (search: string) => AuditAddress | undefined;
  useDocument: (processId: string, phase: number) => UseQueryResult<T>;
  children: (document: T, fields: Dict[], address: AuditAddress) => ReactNode;
}

/** An audit document page that reads its address, loads the document and the certification fields, and
 *  prints the sheet `children` draws; each address gets its own mount, so nothing of the last one shows. */
export function AuditDocumentRoute<T>({ readAddress, ...load }: AuditDocumentRouteProps<T>) {
  const { t } = useTranslation('messages', { keyPrefix: 'audit' });
  const address = readAddress(useLocation().search);
  if (!address) {
    return (
      <AuditDocumentPage loading={false} error={t('missingAddress')}>
        {null}
      </AuditDocumentPage>
    );
  }
  return <LoadedDocument key={`${address.processId}-${address.phase}`} address={address} {...load} />;
}

function LoadedDocument<T>({
  address,
  useDocument,
  children,
}: Omit<AuditDocumentRouteProps<T>, 'readAddress'> & { address: AuditAddress }) {
  const { t } = useTranslation('messages', { keyPrefix: 'audit' });
  const document = useDocument(address.processId, address.phase);
  const fields = useCertFields();
  return (
    <AuditDocumentPage loading={document.isPending} error={document.isError ? t('loadFailed') : undefined}>
      {document.data !== undefined && children(document.data, fields, address)}
    </AuditDocumentPage>
  );
}
