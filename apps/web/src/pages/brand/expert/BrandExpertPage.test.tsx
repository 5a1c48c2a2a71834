import type { BrandEveryExpertScore, BrandScoreTable, BrandScoringTask } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button } from '../../../test/dialogs';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import { useSession } from '../../../stores/session';
import ExpertReviewPage from '../../expert/review/index';

const B = '/api/api-brand/expert';
const SUGGEST = '/api/api-compliance/cpn/expert/getSuggestList';
const mock = mockApi();
const expert = { ...staffUser, userId: 'u-expert-a', username: 'expert_a', realname: '李华', roles: ['33'] };
const PROCESS = '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const QS = '6c1d2e3f-4051-4b6c-9d7e-8f9a0b1c2d3e';

afterEach(() => useSession.setState({ appKey: undefined }));

const task: BrandScoringTask = {
  processId: PROCESS,
  no: 'BA-2026-00001',
  brandName: '精工',
  entName: '苏州精工机械有限公司',
  businessType: 'rating',
  status: 3,
  assignedAt: '2026-11-20T02:00:00.000Z',
  submittedAt: null,
};

const template = {
  list: [
    { type: 'input', model: 'level', label: '质量管理水平', key: 'k1', options: { AnswerScore: 10 } },
    { type: 'textarea', model: 'note', label: '说明', key: 'k2', options: { AnswerScore: 5 } },
  ],
  config: {},
};

const table = (submitted: boolean): BrandScoreTable => ({
  processId: PROCESS,
  no: task.no,
  brandName: task.brandName,
  entName: task.entName,
  status: submitted ? 4 : 3,
  submitted,
  groups: [
    {
      groupId: 'g-1',
      name: '质量',
      dimension: 'quality',
      questionnaires: [
        {
          qsId: QS,
          name: '质量问卷',
          formJson: JSON.stringify(template),
          answer: { level: '体系健全', note: '持续改进' },
          indicators: [
            { model: 'level', label: '质量管理水平', max: '10', score: '8.50', comment: '较好' },
            { model: 'note', label: '说明', max: '5', score: null, comment: '' },
          ],
        },
      ],
    },
  ],
});

const every: BrandEveryExpertScore = {
  processId: PROCESS,
  deviationShare: '0.25',
  experts: [{ expertId: 'e1', expertName: '李华', submitted: true }],
  groups: [
    {
      groupId: 'g-1',
      name: '质量',
      dimension: 'quality',
      weight: '1.0000',
      score: '80.00',
      questionnaires: [
        {
          qsId: QS,
          name: '质量问卷',
          weight: '1.0000',
          score: '80.00',
          indicators: [
            {
              model: 'level',
              label: '质量管理水平',
              max: '10',
              consensus: '8.00',
              trimmed: false,
              scores: [
                { expertId: 'e1', expertName: '李华', score: '8.00', comment: '较好', deviates: true },
              ],
            },
          ],
        },
      ],
    },
  ],
  score: '80.00',
  level: 'AAAA',
  complete: true,
};

it('scores the indicators beside the answers, saves a draft and submits after confirming', async () => {
  useSession.setState({ appKey: 'brand' });
  mock.onPost(`${B}/queryTaskPage`).reply(200, answer({ items: [task], total: 1 }));
  mock.onGet(`${B}/getScoreTable`).replyOnce(200, answer(table(false)));
  mock.onGet(SUGGEST).reply(200, answer([]));
  mock.onPost(`${B}/saveScores`).reply(200, answer({ submitted: false, reviewing: false }));
  renderSystemPage(ExpertReviewPage, '/0010', expert);

  // The page is a chunk of its own (with the form renderer): the first load takes a while under test.
  expect(await screen.findByText('BA-2026-00001', {}, { timeout: 30_000 })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '评分' }));
  const answerInput = await screen.findByDisplayValue('体系健全', {}, { timeout: 5000 });
  expect((answerInput as HTMLInputElement).disabled).toBe(true);
  const drawer = answerInput.closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getByText('0–10')).toBeTruthy();
  expect(within(drawer).getByText('还有 1 个指标未评分')).toBeTruthy();
  expect(button('提交评分', drawer).disabled).toBe(true);

  fireEvent.click(button('保存草稿', drawer));
  await waitFor(() => expect(mock.history.post.filter((c) => c.url === `${B}/saveScores`)).toHaveLength(1));
  const draft = JSON.parse(mock.history.post.find((c) => c.url === `${B}/saveScores`)!.data as string);
  expect(draft).toEqual({
    processId: PROCESS,
    submit: false,
    scores: [{ qsId: QS, indicator: 'level', score: '8.50', comment: '较好' }],
  });

  const note = within(drawer).getByLabelText('说明 评分');
  fireEvent.change(note, { target: { value: '4' } });
  fireEvent.blur(note);
  await waitFor(() => expect(button('提交评分', drawer).disabled).toBe(false));
  mock.onGet(`${B}/getScoreTable`).reply(200, answer(table(true)));
  mock.onGet(`${B}/getEveryExpertScore`).reply(200, answer(every));
  fireEvent.click(button('提交评分', drawer));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(mock.history.post.filter((c) => c.url === `${B}/saveScores`)).toHaveLength(2));
  const submitted = JSON.parse(
    mock.history.post.filter((c) => c.url === `${B}/saveScores`)[1]!.data as string,
  );
  expect(submitted.submit).toBe(true);
  expect(submitted.scores).toEqual([
    { qsId: QS, indicator: 'level', score: '8.50', comment: '较好' },
    { qsId: QS, indicator: 'note', score: '4.00', comment: '' },
  ]);
  // After submitting: every expert's scores with the consensus, the flag, the strength and level.
  expect(await screen.findByText('AAAA', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('偏离')).toBeTruthy();
  // The expert's score and the consensus.
  expect(screen.getAllByText('8.00')).toHaveLength(2);
}, 90_000);
