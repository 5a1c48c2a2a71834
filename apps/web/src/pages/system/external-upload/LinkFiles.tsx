import type { ExUploadFile } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { exUploadFiles, exUploadQueryKeys } from '../../../api/external-upload';
import { currentLanguage } from '../../../i18n';
import { previewHref, previewKindOf } from '../../../utils/filePreview';
import { parseTime } from '../../../utils/time';
import { fileSize } from '../../exupload/fileSize';

/** The files a link received, with who sent them from where, each to preview or download. */
export function LinkFiles({ linkId }: { linkId: string }) {
  const { t } = useTranslation('documents', { keyPrefix: 'exupload.links' });
  const files = useQuery({ queryKey: exUploadQueryKeys.files(linkId), queryFn: () => exUploadFiles(linkId) });
  const language = currentLanguage();
  return (
    <Table<ExUploadFile>
      size="small"
      rowKey="id"
      loading={files.isLoading}
      dataSource={files.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('noFiles') }}
      columns={[
        { key: 'name', title: t('columns.name'), dataIndex: 'name' },
        {
          key: 'size',
          title: t('columns.size'),
          dataIndex: 'size',
          render: (size: number) => fileSize(size, language),
        },
        { key: 'uploader', title: t('columns.uploader'), dataIndex: 'uploaderName' },
        {
          key: 'org',
          title: t('columns.org'),
          dataIndex: 'uploaderOrg',
          render: (v: string | null) => v || '-',
        },
        {
          key: 'phone',
          title: t('columns.phone'),
          dataIndex: 'uploaderPhone',
          render: (v: string | null) => v || '-',
        },
        { key: 'ip', title: t('columns.ip'), dataIndex: 'ip', render: (v: string | null) => v || '-' },
        {
          key: 'createdAt',
          title: t('columns.uploadedAt'),
          dataIndex: 'createdAt',
          render: (at: string) => parseTime(at),
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          render: (_: unknown, file) => (
            <Space>
              {previewKindOf(file.name) && (
                <Typography.Link href={previewHref(file.url, file.name)} target="_blank">
                  {t('preview')}
                </Typography.Link>
              )}
              <Typography.Link href={file.url} download={file.name}>
                {t('download')}
              </Typography.Link>
            </Space>
          ),
        },
      ]}
    />
  );
}
