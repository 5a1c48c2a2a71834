import type { DecisionSummary } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/workflow';
import { parseTime } from '../../../utils/time';

export const decisionsQueryKey = ['workflow', 'decisions'] as const;

/** The deployed decisions (key, name, version, when); choosing one opens its document. */
export function DecisionList({
  openedId,
  onOpen,
  actions,
}: {
  openedId: string | undefined;
  onOpen: (decision: DecisionSummary) => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation('workflow');
  const { token } = theme.useToken();
  const decisions = useQuery({ queryKey: decisionsQueryKey, queryFn: workflowApi.decisions });
  return (
    <Card
      size="small"
      title={t('dmn.list.title')}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, minHeight: 0, overflow: 'auto', padding: 0 } }}
    >
      <div style={{ padding: 8, display: 'flex', gap: 8, flexWrap: 'wrap' }}>{actions}</div>
      <Spin spinning={decisions.isLoading}>
        {decisions.data && decisions.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dmn.list.empty')} />
        ) : (
          <ul aria-label={t('dmn.list.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(decisions.data ?? []).map((decision) => {
              const opened = decision.id === openedId;
              return (
                <li key={decision.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(decision)}
                    aria-current={opened ? 'true' : undefined}
                    style={{
                      display: 'block',
                      width: '100%',
                      textAlign: 'start',
                      border: 0,
                      borderBottom: `1px solid ${token.colorSplit}`,
                      padding: '8px 12px',
                      cursor: 'pointer',
                      background: opened ? token.controlItemBgActive : 'transparent',
                    }}
                  >
                    <Typography.Text strong ellipsis style={{ display: 'block' }}>
                      {decision.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {decision.key} · {t('dmn.list.version', { version: decision.version })}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {t('dmn.list.deployedAt', { time: parseTime(decision.deployedAt) })}
                    </Typography.Text>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
    </Card>
  );
}
