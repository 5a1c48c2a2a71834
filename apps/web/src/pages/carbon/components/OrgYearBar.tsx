// The bar on top of every carbon page: the organisation (a tree select of the tenant's organisation
// tree) and the reporting year, both kept in the carbon store. An empty tree points to 组织管理.
import type { CarbonOrg } from '@platform/contract';
import { DatePicker, Flex, Space, TreeSelect, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarbon } from '../../../stores/carbon';
import { useCarbonScope } from './useCarbonScope';

interface OrgNode {
  value: string;
  title: string;
  children: OrgNode[];
}

const nodesOf = (orgs: readonly CarbonOrg[]): OrgNode[] =>
  orgs.map((org) => ({ value: org.id, title: org.name, children: nodesOf(org.children ?? []) }));

export interface OrgYearBarProps {
  /** Anything the page shows at the bar's right (buttons). */
  extra?: ReactNode;
  /** Pages that are not per year (organisations) leave the year out. */
  hideYear?: boolean;
}

export function OrgYearBar({ extra, hideYear }: OrgYearBarProps) {
  const { t } = useTranslation('carbon');
  const { orgId, year, orgs, isLoading } = useCarbonScope();
  const selectOrg = useCarbon((state) => state.selectOrg);
  const selectYear = useCarbon((state) => state.selectYear);
  const empty = !isLoading && orgs.length === 0;

  return (
    <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
      <Space wrap>
        {empty ? (
          <Typography.Text type="secondary">
            {t('shared.noOrgs')}
            <Link to="/carbon/org">{t('shared.createOrg')}</Link>
          </Typography.Text>
        ) : (
          <TreeSelect
            aria-label={t('shared.org')}
            style={{ minWidth: 240 }}
            loading={isLoading}
            placeholder={t('shared.orgPlaceholder')}
            treeData={nodesOf(orgs)}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            value={orgId}
            onChange={(value: string) => selectOrg(value)}
          />
        )}
        {!hideYear && (
          <DatePicker
            picker="year"
            aria-label={t('shared.year')}
            placeholder={t('shared.yearPlaceholder')}
            allowClear={false}
            value={dayjs(new Date(year, 0, 1))}
            onChange={(day) => {
              if (day) selectYear(day.year());
            }}
          />
        )}
      </Space>
      {extra}
    </Flex>
  );
}
