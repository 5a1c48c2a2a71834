import { DeleteOutlined, EyeOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tag, Typography, Upload, type TableColumnsType } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewHref } from '../../../utils/filePreview';
import {
  batchKindOf,
  extract,
  MAX_FILE_MB,
  refusalBeforeUpload,
  uploadFile,
  type BatchKind,
  type Extracted,
} from './batch';
import { OfdInfo } from './OfdInfo';
import './ofd.css';

export interface BatchRow {
  uid: string;
  name: string;
  kind?: BatchKind;
  status: 'uploading' | 'reading' | 'done' | 'failed';
  /** The stored file's address once uploaded. */
  url?: string;
  extracted?: Extracted;
  error?: string;
}

const STATUS_COLOR: Record<BatchRow['status'], string> = {
  uploading: 'processing',
  reading: 'processing',
  done: 'success',
  failed: 'error',
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Batch processing of OFD/PDF files (/batchProcessOfd): upload, list, preview, extract, export. */
export function BatchOfdPage() {
  const { t } = useTranslation('documents');
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [exporting, setExporting] = useState(false);
  const removed = useRef(new Set<string>());

  const update = useCallback((uid: string, patch: Partial<BatchRow>) => {
    setRows((all) => all.map((row) => (row.uid === uid ? { ...row, ...patch } : row)));
  }, []);

  const process = useCallback(
    async (file: File, uid: string) => {
      const kind = batchKindOf(file.name);
      const refusal = refusalBeforeUpload(file);
      setRows((all) => [
        ...all,
        { uid, name: file.name, kind, status: refusal ? 'failed' : 'uploading', error: refusal },
      ]);
      if (refusal || !kind) return;
      try {
        const stored = await uploadFile(file);
        if (removed.current.has(uid)) return;
        update(uid, { status: 'reading', url: stored.url });
        const extracted = await extract(kind, await file.arrayBuffer());
        update(uid, { status: 'done', extracted });
      } catch (error) {
        update(uid, { status: 'failed', error: errorText(error) });
      }
    },
    [update],
  );

  const remove = (uid: string) => {
    removed.current.add(uid);
    setRows((all) => all.filter((row) => row.uid !== uid));
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const { exportBatch } = await import('./exportXlsx');
      await exportBatch(rows);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<BatchRow> = [
    {
      title: t('ofd.batch.columns.name'),
      dataIndex: 'name',
      ellipsis: true,
      width: 220,
    },
    {
      title: t('ofd.batch.columns.type'),
      dataIndex: 'kind',
      width: 70,
      render: (kind?: BatchKind) => (kind ? <Tag>{kind.toUpperCase()}</Tag> : null),
    },
    {
      title: t('ofd.batch.columns.status'),
      dataIndex: 'status',
      width: 200,
      render: (status: BatchRow['status'], row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLOR[status]}>{t(`ofd.batch.status.${status}`)}</Tag>
          {row.error && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {row.error}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('ofd.invoice.invoiceNo'),
      key: 'invoiceNo',
      width: 110,
      render: (_, row) => row.extracted?.invoice?.invoiceNo,
    },
    {
      title: t('ofd.invoice.issueDate'),
      key: 'issueDate',
      width: 130,
      render: (_, row) => row.extracted?.invoice?.issueDate,
    },
    {
      title: t('ofd.invoice.buyerName'),
      key: 'buyerName',
      width: 180,
      ellipsis: true,
      render: (_, row) => row.extracted?.invoice?.buyerName,
    },
    {
      title: t('ofd.batch.columns.title'),
      key: 'summary',
      width: 200,
      ellipsis: true,
      render: (_, row) => row.extracted?.summary,
    },
    {
      title: t('ofd.invoice.amount'),
      key: 'amount',
      align: 'right',
      width: 100,
      render: (_, row) => row.extracted?.invoice?.amount,
    },
    {
      title: t('ofd.invoice.tax'),
      key: 'tax',
      align: 'right',
      width: 90,
      render: (_, row) => row.extracted?.invoice?.tax,
    },
    {
      title: t('ofd.invoice.total'),
      key: 'total',
      align: 'right',
      width: 100,
      render: (_, row) => row.extracted?.invoice?.total,
    },
    {
      title: t('ofd.batch.columns.pages'),
      key: 'pages',
      align: 'right',
      width: 60,
      render: (_, row) => row.extracted?.pages,
    },
    {
      title: t('ofd.batch.columns.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<EyeOutlined />}
            disabled={!row.url}
            href={row.url ? previewHref(row.url, row.name) : undefined}
            target="_blank"
            rel="noopener"
          >
            {t('ofd.batch.preview')}
          </Button>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row.uid)}>
            {t('ofd.batch.remove')}
          </Button>
        </Space>
      ),
    },
  ];

  const done = rows.filter((row) => row.status === 'done').length;
  const failed = rows.filter((row) => row.status === 'failed').length;
  const busy = rows.some((row) => row.status === 'uploading' || row.status === 'reading');

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('ofd.batch.intro')}</Typography.Paragraph>
      <Upload.Dragger
        multiple
        accept=".ofd,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          void process(file, file.uid);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('ofd.batch.drop')}</p>
        <p className="ant-upload-hint">{t('ofd.batch.limit', { max: MAX_FILE_MB })}</p>
      </Upload.Dragger>
      <Space style={{ margin: '16px 0', width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text>{t('ofd.batch.summary', { total: rows.length, done, failed })}</Typography.Text>
        <Space>
          <Button onClick={() => setRows([])} disabled={!rows.length || busy}>
            {t('ofd.batch.clear')}
          </Button>
          <Button
            type="primary"
            icon={<FileExcelOutlined />}
            loading={exporting}
            disabled={!rows.length || busy}
            onClick={() => void onExport()}
          >
            {t('ofd.batch.export')}
          </Button>
        </Space>
      </Space>
      <Table<BatchRow>
        rowKey="uid"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1400 }}
        expandable={{
          rowExpandable: (row) => !!row.extracted,
          expandedRowRender: (row) =>
            row.extracted && (
              <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 16 }}>
                <OfdInfo info={row.extracted.info} invoice={row.extracted.invoice} />
                <div>
                  <Typography.Title level={5}>{t('ofd.info.firstPageText')}</Typography.Title>
                  <pre className="ofd-text">{row.extracted.text}</pre>
                </div>
              </div>
            ),
        }}
      />
    </Card>
  );
}
