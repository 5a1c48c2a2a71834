// 问卷管理 (/questionnaire, roles 8 and 42): the tenant's questionnaires with the business types and
// items they are bound to. 新建问卷 stores an empty one and opens it in the form designer's
// questionnaire mode, 设计 opens an existing one there, 结果 shows the answers to each bound paper.
import type { QuestionnaireSummary } from '@platform/contract';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CrudFormModal,
  ListPage,
  RowAction,
  TextItem,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { useBizTypes } from '../manage/queries';
import { createQuestionnaire, questionnaireDesignerUrl } from './designer';
import { qsQueryKeys, useQuestionnairePage, type QuestionnaireFilter } from './queries';
import { percentText } from './percent';
import { ResultsDrawer } from './ResultsDrawer';

/** The stored form's limits (contract FORM_NAME_MAX, FORM_DESC_MAX; repeated to keep zod out). */
const NAME_MAX = 30;
const DESC_MAX = 50;

interface NewValues {
  name: string;
  desc?: string;
}

/** Names, descriptions and business item names come from users: marked as user data. */
const data = (text: string) => <span data-user-data>{text}</span>;

export default function QuestionnairePage() {
  const { t } = useTranslation('business', { keyPrefix: 'questionnaire' });
  const navigate = useNavigate();
  const types = useBizTypes();
  const typeName = (value: string) => types.find((type) => type.value === value)?.label ?? value;
  const [viewing, setViewing] = useState<QuestionnaireSummary>();

  const columns: ListTableColumn<QuestionnaireSummary>[] = [
    {
      key: 'formName',
      title: t('columns.formName'),
      dataIndex: 'formName',
      render: (name: string) => data(name),
    },
    {
      key: 'description',
      title: t('columns.description'),
      dataIndex: 'description',
      width: 240,
      ellipsis: true,
      render: (text: string | null) => (text ? data(text) : '—'),
    },
    {
      key: 'types',
      title: t('columns.types'),
      dataIndex: 'types',
      render: (values: string[]) =>
        values.length ? (
          <Space size={[0, 4]} wrap>
            {values.map((value) => (
              <Tag key={value}>{typeName(value)}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      key: 'papers',
      title: t('columns.papers'),
      dataIndex: 'papers',
      render: (papers: QuestionnaireSummary['papers']) =>
        papers.length ? (
          <Space orientation="vertical" size={0}>
            {papers.map((paper) => (
              <span key={paper.paperId}>{data(paper.bizName)}</span>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('notBound')}</Typography.Text>
        ),
    },
    { key: 'submitted', title: t('columns.submitted'), dataIndex: 'submitted', width: 90 },
    {
      key: 'completion',
      title: t('columns.completion'),
      width: 100,
      render: (_, row) => (row.invited ? percentText(row.submitted / row.invited) : '—'),
    },
    {
      key: 'updatedAt',
      title: t('columns.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
  ];
  const search: SearchField[] = [
    { name: 'keyword', label: t('keyword'), placeholder: t('keywordPlaceholder'), maxLength: NAME_MAX },
    { name: 'type', label: t('type'), options: types },
  ];

  const list = useListController<QuestionnaireSummary, QuestionnaireFilter>({
    id: 'business.questionnaire',
    columns,
    queryKey: qsQueryKeys.all,
  });
  const rows = useQuestionnairePage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      rowKey="formId"
      name="questionnaireSearch"
      search={search}
      addText={t('add')}
      table={{ scroll: { x: 'max-content' }, locale: { emptyText: t('empty') } }}
      actions={{
        width: 130,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction
              disabled={!row.qsId}
              onClick={() => void navigate(questionnaireDesignerUrl(row.qsId!, row.formId))}
            >
              {t('design')}
            </RowAction>
            <RowAction
              disabled={row.papers.length === 0}
              tooltip={row.papers.length === 0 ? t('notBoundHint') : undefined}
              onClick={() => setViewing(row)}
            >
              {t('viewResults')}
            </RowAction>
          </>
        ),
      }}
    >
      <CrudFormModal<QuestionnaireSummary, NewValues, { msg: string; url: string }>
        target={list.editing}
        onClose={list.closeEditor}
        name="questionnaireForm"
        titles={{ add: t('newTitle'), edit: t('newTitle') }}
        queryKey={qsQueryKeys.all}
        initialValues={() => ({ name: '', desc: '' })}
        save={async (values) => ({ msg: t('created'), url: await createQuestionnaire(values) })}
        onSaved={(saved) => void navigate(saved.url)}
      >
        <TextItem
          name="name"
          label={t('name')}
          placeholder={t('namePlaceholder')}
          required={t('nameRequired')}
          max={NAME_MAX}
        />
        <TextItem name="desc" label={t('desc')} placeholder={t('descPlaceholder')} max={DESC_MAX} rows={2} />
      </CrudFormModal>
      <ResultsDrawer questionnaire={viewing} onClose={() => setViewing(undefined)} />
    </ListPage>
  );
}
