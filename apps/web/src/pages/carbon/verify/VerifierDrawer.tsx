// The verifier's view of one verification: the figures under review, the activity rows to sample,
// the findings (raise, read the company's answers, close), and the statement — or a return with a
// comment. Only the verification's verifier may act while it is in review (canVerify).
import { FindingStatus } from '@platform/contract/carbon-model';
import { Alert, Button, Card, Drawer, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/list';
import { ActivityRows } from './ActivityRows';
import {
  FITS_WINDOW,
  FiguresView,
  FindingsTable,
  ReportButtons,
  StatementView,
  VerificationFacts,
} from './parts';
import { useVerification } from './queries';
import { RaiseFindingModal, ReturnModal, StatementForm, useCloseFinding } from './VerifierActions';

const IN_REVIEW = 0;
const VERIFIED = 1;
const RETURNED = 2;

export function VerifierDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('carbon');
  const detail = useVerification(id);
  const closeFinding = useCloseFinding();
  const [raising, setRaising] = useState<{ activityId?: string }>();
  const [returning, setReturning] = useState(false);
  const v = detail.data;
  const canVerify = !!v && v.canVerify && v.status === IN_REVIEW;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={1240}
      styles={FITS_WINDOW}
      destroyOnHidden
      title={v ? t('verify.detail.title', { model: v.modelName, version: v.modelVersion }) : undefined}
      extra={
        v && (
          <Space>
            <ReportButtons verification={v} />
            {canVerify && (
              <Button danger onClick={() => setReturning(true)}>
                {t('verify.return.button')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {!v ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <VerificationFacts verification={v} />
          {v.status === RETURNED && (
            <Alert
              type="warning"
              showIcon
              title={t('verify.detail.returned')}
              description={<span data-user-data>{v.opinion}</span>}
            />
          )}
          <Tabs
            items={[
              { key: 'figures', label: t('verify.detail.figures'), children: <FiguresView detail={v} /> },
              {
                key: 'rows',
                label: t('verify.detail.rows'),
                children: <ActivityRows detail={v} canVerify={canVerify} />,
              },
              {
                key: 'findings',
                label: t('verify.detail.findings'),
                children: (
                  <Card
                    size="small"
                    extra={
                      canVerify && (
                        <Button onClick={() => setRaising({})}>{t('verify.findings.raise')}</Button>
                      )
                    }
                  >
                    <FindingsTable
                      detail={v}
                      actions={(finding) =>
                        canVerify && finding.status !== FindingStatus.closed ? (
                          <RowAction onClick={() => closeFinding(finding.id)}>
                            {t('verify.findings.close')}
                          </RowAction>
                        ) : null
                      }
                    />
                  </Card>
                ),
              },
              {
                key: 'statement',
                label: t('verify.detail.statement'),
                children:
                  v.status === VERIFIED ? (
                    <StatementView detail={v} />
                  ) : canVerify ? (
                    <StatementForm detail={v} />
                  ) : (
                    <Alert type="info" title={t('verify.statement.notIssued')} />
                  ),
              },
            ]}
          />
          <RaiseFindingModal detail={v} target={raising} onClose={() => setRaising(undefined)} />
          <ReturnModal verificationId={v.id} open={returning} onClose={() => setReturning(false)} />
        </Space>
      )}
    </Drawer>
  );
}
