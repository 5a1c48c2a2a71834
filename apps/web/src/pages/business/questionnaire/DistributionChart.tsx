// How the answers to a choice question are spread over its options: one bar per option, as long as its
// share of the answers, with its count and percentage.
import type { QuestionStats } from '@platform/contract';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percentText } from './percent';

export function DistributionChart({ question }: { question: QuestionStats }) {
  const { t } = useTranslation('business', { keyPrefix: 'questionnaire.results' });
  const answered = question.answered;
  return (
    <ul aria-label={t('distribution')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {question.options.map((option) => {
        const rate = answered ? option.count / answered : 0;
        return (
          <li key={option.value}>
            <Flex align="center" gap={12}>
              <Typography.Text
                data-user-data
                ellipsis={{ tooltip: option.label }}
                style={{ width: 160, flex: 'none' }}
              >
                {option.label}
              </Typography.Text>
              <Progress percent={rate * 100} showInfo={false} style={{ flex: 1, margin: 0 }} />
              <Typography.Text type="secondary" style={{ width: 120, flex: 'none', textAlign: 'right' }}>
                {t('optionCount', { count: option.count, percent: percentText(rate) })}
              </Typography.Text>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
