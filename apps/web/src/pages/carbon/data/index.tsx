// 活动数据 (/carbon/data): the devices of the organisation chosen in the bar on top, and their monthly
// readings in the chosen year, each entered by hand or imported from a sheet.
import { Card, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgYearBar, useCarbonScope } from '../components';
import { DevicesTab } from './DevicesTab';
import { ReadingsTab } from './ReadingsTab';

export default function DataPage() {
  const { t } = useTranslation('carbon', { keyPrefix: 'data' });
  const { orgId, orgs, year, isLoading } = useCarbonScope();
  return (
    <>
      <OrgYearBar />
      {orgId ? (
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'devices',
              label: t('tabs.devices'),
              children: <DevicesTab orgId={orgId} orgs={orgs} year={year} />,
            },
            {
              key: 'readings',
              label: t('tabs.readings'),
              children: <ReadingsTab orgId={orgId} year={year} />,
            },
          ]}
        />
      ) : (
        !isLoading && (
          <Card size="small">
            <Empty description={t('noOrg')} />
          </Card>
        )
      )}
    </>
  );
}
