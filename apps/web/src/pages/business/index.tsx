// 业务办理 (issue 19): the papers published to my tenant with my status in each, and my submissions
// with their history. Filling in is the fill page (/business/fill?submitId=…).
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MySubmissions } from './portal/MySubmissions';
import { PublishedPapers } from './portal/PublishedPapers';

export default function BusinessPortalPage() {
  const { t } = useTranslation('business', { keyPrefix: 'portal' });
  return (
    <Card>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'papers', label: t('tabs.papers'), children: <PublishedPapers /> },
          { key: 'mine', label: t('tabs.mine'), children: <MySubmissions /> },
        ]}
      />
    </Card>
  );
}
