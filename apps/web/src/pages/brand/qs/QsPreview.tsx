// A bound questionnaire as the enterprise sees it (its pinned form in the renderer's preview) with the
// indicators the experts score and their maxima.
import type { BrandQsIndicator } from '@platform/contract';
import { Divider, Drawer, Skeleton, Table, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQsData } from '../../../api/brand/qs';
import { TemplatePreview } from '../../business/manage/PaperPicker';
import { FormTexts } from '../../forms/FormTexts';

export function QsPreview({ qsId, onClose }: { qsId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('brand', { keyPrefix: 'qs' });
  const qs = useQsData(qsId);
  const data = qs.data;
  return (
    <Drawer
      open={!!qsId}
      onClose={onClose}
      size={820}
      title={data ? t('preview.title', { name: data.name }) : ''}
      destroyOnHidden
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Title level={5}>{t('preview.indicators')}</Typography.Title>
          {data.indicators.length === 0 ? (
            <Typography.Text type="warning">{t('noIndicatorsTip')}</Typography.Text>
          ) : (
            <Table<BrandQsIndicator>
              rowKey="model"
              size="small"
              pagination={false}
              dataSource={data.indicators}
              aria-label={t('preview.indicators')}
              columns={[
                {
                  key: 'label',
                  title: t('preview.indicator'),
                  dataIndex: 'label',
                  render: (v: string) => <span data-user-data>{v}</span>,
                },
                { key: 'model', title: t('preview.model'), dataIndex: 'model', width: 160 },
                { key: 'max', title: t('preview.max'), dataIndex: 'max', width: 100, align: 'right' },
              ]}
              footer={() => t('preview.total', { total: data.maxTotal })}
            />
          )}
          <Divider titlePlacement="start">{t('preview.form')}</Divider>
          <Suspense fallback={<Skeleton active />}>
            <FormTexts>
              <TemplatePreview json={data.formJson} />
            </FormTexts>
          </Suspense>
        </>
      )}
    </Drawer>
  );
}
