// The results of a questionnaire, per business item it is bound to (a paper): how many of those invited
// answered, each choice question's spread over its options, number questions' mean, the free-text
// answers, and every answer as an .xlsx file.
import type { QsStats, QuestionnaireSummary, QuestionStats } from '@platform/contract';
import { DownloadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Flex,
  List,
  Progress,
  Row,
  Segmented,
  Spin,
  Statistic,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportQuestionnaire } from '../../../api/business';
import { saveBlob } from '../../messages/centre/download';
import { DistributionChart } from './DistributionChart';
import { percentText } from './percent';
import { useQsStats } from './queries';

function QuestionCard({ question, index }: { question: QuestionStats; index: number }) {
  const { t } = useTranslation('business', { keyPrefix: 'questionnaire.results' });
  const mean = question.mean;
  return (
    <Card
      size="small"
      title={
        <span>
          {index + 1}. <span data-user-data>{question.label}</span>
        </span>
      }
      extra={
        <Typography.Text type="secondary">{t('answered', { count: question.answered })}</Typography.Text>
      }
    >
      {question.answered === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noAnswers')} />
      ) : (
        <Flex vertical gap={12}>
          {question.options.length > 0 && <DistributionChart question={question} />}
          {mean !== null && (
            <Typography.Text>{t('mean', { mean: Math.round(mean * 100) / 100 })}</Typography.Text>
          )}
          {question.texts.length > 0 && (
            <List
              size="small"
              bordered
              header={t('texts')}
              style={{ maxHeight: 240, overflow: 'auto' }}
              dataSource={question.texts}
              renderItem={(text) => (
                <List.Item>
                  <span data-user-data style={{ whiteSpace: 'pre-wrap' }}>
                    {text}
                  </span>
                </List.Item>
              )}
            />
          )}
        </Flex>
      )}
    </Card>
  );
}

function Overview({
  stats,
  onExport,
  exporting,
}: {
  stats: QsStats;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'questionnaire.results' });
  return (
    <Card size="small">
      <Row gutter={16} align="middle">
        <Col flex="none">
          <Flex vertical align="center" gap={4}>
            <Progress
              type="circle"
              size={80}
              percent={Math.round(stats.completionRate * 1000) / 10}
              format={() => percentText(stats.completionRate)}
            />
            <Typography.Text type="secondary">{t('completionRate')}</Typography.Text>
          </Flex>
        </Col>
        <Col flex="auto">
          <Row gutter={16}>
            <Col span={8}>
              <Statistic title={t('submitted')} value={stats.submitted} />
            </Col>
            <Col span={8}>
              <Statistic title={t('drafts')} value={stats.drafts} />
            </Col>
            <Col span={8}>
              <Statistic title={t('invited')} value={stats.invited} />
            </Col>
          </Row>
        </Col>
        <Col flex="none">
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
            {t('export')}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}

function PaperResults({ paperId, bizName }: { paperId: string; bizName: string }) {
  const { t } = useTranslation('business', { keyPrefix: 'questionnaire.results' });
  const stats = useQsStats(paperId);
  const [exporting, setExporting] = useState(false);
  const download = async (formName: string) => {
    setExporting(true);
    try {
      saveBlob(await exportQuestionnaire(paperId), t('exportName', { name: formName, biz: bizName }));
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setExporting(false);
    }
  };
  if (stats.isLoading) return <Spin />;
  if (!stats.data) return <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>;
  const { questions } = stats.data;
  return (
    <Flex vertical gap={16}>
      <Overview
        stats={stats.data}
        exporting={exporting}
        onExport={() => void download(stats.data.formName)}
      />
      {questions.length === 0 ? (
        <Empty description={t('noQuestions')} />
      ) : (
        questions.map((question, index) => (
          <QuestionCard key={question.model} question={question} index={index} />
        ))
      )}
    </Flex>
  );
}

function Results({ questionnaire }: { questionnaire: QuestionnaireSummary }) {
  const { t } = useTranslation('business', { keyPrefix: 'questionnaire.results' });
  const { papers } = questionnaire;
  const [paperId, setPaperId] = useState(papers[0]?.paperId);
  const paper = papers.find((p) => p.paperId === paperId);
  if (!paper) return <Empty description={t('noPapers')} />;
  return (
    <Flex vertical gap={16}>
      {papers.length > 1 && (
        <Flex align="center" gap={8}>
          <Typography.Text>{t('paper')}</Typography.Text>
          <Segmented
            value={paper.paperId}
            onChange={setPaperId}
            options={papers.map((p) => ({
              value: p.paperId,
              label: <span data-user-data>{p.bizName}</span>,
            }))}
          />
        </Flex>
      )}
      <PaperResults key={paper.paperId} paperId={paper.paperId} bizName={paper.bizName} />
    </Flex>
  );
}

export function ResultsDrawer({
  questionnaire,
  onClose,
}: {
  questionnaire?: QuestionnaireSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'questionnaire.results' });
  return (
    <Drawer
      open={!!questionnaire}
      title={
        questionnaire ? (
          <span>
            {t('title')} · <span data-user-data>{questionnaire.formName}</span>
          </span>
        ) : null
      }
      size={900}
      onClose={onClose}
      destroyOnHidden
    >
      {questionnaire && <Results key={questionnaire.formId} questionnaire={questionnaire} />}
    </Drawer>
  );
}
