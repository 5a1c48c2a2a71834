import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { auditMessages as m } from './messages';

interface AuditDocumentPageProps {
  loading: boolean;
  error: string | undefined;
  children: ReactNode;
}

/** A printable audit document on its own page: a print button above a sheet of A4 paper. */
export function AuditDocumentPage({ loading, error, children }: AuditDocumentPageProps) {
  return (
    <main className="audit-page">
      <div className="audit-page__tools">
        <Button icon={<PrinterOutlined />} disabled={loading || !!error} onClick={() => window.print()}>
          {m.print}
        </Button>
      </div>
      {error ? (
        <div className="audit-page__tools">
          <Alert type="error" showIcon title={error} style={{ flex: 1 }} />
        </div>
      ) : loading ? (
        <Spin size="large" description={m.loading}>
          <div style={{ minHeight: 320 }} />
        </Spin>
      ) : (
        <div className="audit-page__sheet">{children}</div>
      )}
    </main>
  );
}
