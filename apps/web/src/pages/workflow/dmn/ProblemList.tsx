import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Problem } from './problems';

/** A refusal's problems under a title, each naming its element when the server said which. */
export function ProblemList({ title, problems }: { title: string; problems: Problem[] }) {
  const { t } = useTranslation('workflow');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {problems.map((problem, index) => (
            <li key={index}>
              {problem.element && <strong>{t('dmn.deploy.element', { element: problem.element })}</strong>}
              {problem.reason}
            </li>
          ))}
        </ul>
      }
    />
  );
}
