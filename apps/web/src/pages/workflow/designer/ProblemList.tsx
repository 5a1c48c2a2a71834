import type { ModelProblem } from '@platform/contract';
import { Alert, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What validation found, or why a deployment was refused. */
export interface Problems {
  kind: 'validate' | 'refused';
  list: ModelProblem[];
}

/** The problems under the toolbar; clicking one selects its element in the diagram. */
export function ProblemList({
  problems,
  onShow,
  onClose,
}: {
  problems: Problems;
  onShow: (problem: ModelProblem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workflow');
  const count = problems.list.length;
  return (
    <Alert
      type="error"
      closable={{ onClose }}
      title={
        problems.kind === 'validate'
          ? t('designer.modeler.problemsTitle', { count })
          : t('designer.modeler.deployRefusedTitle', { count })
      }
      description={
        <List
          size="small"
          style={{ maxHeight: 160, overflow: 'auto' }}
          dataSource={problems.list}
          renderItem={(problem, index) => (
            <List.Item
              key={index}
              style={{ cursor: 'pointer', padding: '2px 0' }}
              onClick={() => onShow(problem)}
            >
              <Typography.Text>
                <Typography.Text strong>
                  {problem.elementName || problem.elementId || t('designer.modeler.wholeDiagram')}
                </Typography.Text>
                {`: ${problem.message}`}
              </Typography.Text>
            </List.Item>
          )}
        />
      }
    />
  );
}
