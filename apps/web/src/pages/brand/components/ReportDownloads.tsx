// The report's download buttons (PDF, Word) of a process, for the body and for the enterprise once the
// result is published: the files are made by the server and fetched with the session's headers. The
// report page passes the version it shows and the process number (for the file's name).
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApi, type BrandReportFormat } from '../../../api/brand/report';
import { saveBlob } from '../../messages/centre/download';

export function ReportDownloads({
  processId,
  no,
  version,
}: {
  processId: string;
  no?: string;
  version?: number;
}) {
  const { t } = useTranslation('brand');
  const { message } = App.useApp();
  const [loading, setLoading] = useState<BrandReportFormat>();
  const download = async (format: BrandReportFormat) => {
    setLoading(format);
    try {
      const name = no ? t('report.downloads.fileNameOf', { no }) : t('report.downloads.fileName');
      saveBlob(await reportApi.document(processId, format, version), `${name}.${format}`);
    } catch {
      void message.error(t('report.downloads.failed'));
    } finally {
      setLoading(undefined);
    }
  };
  return (
    <Space wrap>
      {(['pdf', 'docx'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={loading === format}
          disabled={loading !== undefined && loading !== format}
          onClick={() => void download(format)}
        >
          {t(`report.downloads.${format}`)}
        </Button>
      ))}
    </Space>
  );
}
