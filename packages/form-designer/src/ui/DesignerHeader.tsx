// The designer's header bar: form name, unsaved and score tags, undo/redo and the commands. Memoised
// apart from the page: selecting a field re-renders the page, and the bar's buttons need not follow.
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import type { DesignerAction } from '../model/designerReducer';
import { useDesignerText } from '../i18n';

export type DesignerDialog = 'import' | 'export' | 'preview' | 'publish';

export const DesignerHeader = memo(function DesignerHeader({
  formName,
  dirty,
  scoreTotal,
  canUndo,
  canRedo,
  questionnaire,
  saving,
  act,
  onClear,
  onSave,
  openDialog,
}: {
  formName: string;
  dirty: boolean;
  /** The score total of a scoring form, undefined for other forms. */
  scoreTotal: number | undefined;
  canUndo: boolean;
  canRedo: boolean;
  questionnaire: boolean;
  saving: boolean;
  act: (action: DesignerAction) => void;
  onClear: () => void;
  onSave: () => void;
  openDialog: (dialog: DesignerDialog) => void;
}) {
  const t = useDesignerText();
  return (
    <Card size="small" styles={{ body: { padding: '8px 12px' } }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Text strong>{formName || t('header.newForm')}</Typography.Text>
          {dirty && <Tag color="orange">{t('header.unsaved')}</Tag>}
          {scoreTotal !== undefined && (
            <Tag color="blue" aria-label={t('header.scoreTotalLabel')}>
              {t('header.scoreTotal', { total: scoreTotal })}
            </Tag>
          )}
          <Tooltip title={`${t('header.undo')} (Ctrl+Z)`}>
            <Button
              size="small"
              icon={<UndoOutlined />}
              aria-label={t('header.undo')}
              disabled={!canUndo}
              onClick={() => act({ type: 'undo' })}
            />
          </Tooltip>
          <Tooltip title={`${t('header.redo')} (Ctrl+Shift+Z)`}>
            <Button
              size="small"
              icon={<RedoOutlined />}
              aria-label={t('header.redo')}
              disabled={!canRedo}
              onClick={() => act({ type: 'redo' })}
            />
          </Tooltip>
        </Space>
        <Space wrap>
          {!questionnaire && (
            <>
              <Button onClick={onClear}>{t('header.clear')}</Button>
              <Button onClick={() => openDialog('import')}>{t('header.import')}</Button>
              <Button onClick={() => openDialog('export')}>{t('header.export')}</Button>
            </>
          )}
          <Button onClick={() => openDialog('preview')}>{t('header.preview')}</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            {t('header.save')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
});
