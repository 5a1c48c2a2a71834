// The designer's header bar: form name, unsaved and score tags, undo/redo and the commands. Memoised
// apart from the page: selecting a field re-renders the page, and the bar's buttons need not follow.
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import type { DesignerAction } from '../model/designerReducer';
import { designerMessages as t } from '../messages';

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
  return (
    <Card size="small" styles={{ body: { padding: '8px 12px' } }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Text strong>{formName || t.newForm}</Typography.Text>
          {dirty && <Tag color="orange">{t.unsaved}</Tag>}
          {scoreTotal !== undefined && (
            <Tag color="blue" aria-label="总分">
              {t.scoreTotal(scoreTotal)}
            </Tag>
          )}
          <Tooltip title={`${t.undo} (Ctrl+Z)`}>
            <Button
              size="small"
              icon={<UndoOutlined />}
              aria-label={t.undo}
              disabled={!canUndo}
              onClick={() => act({ type: 'undo' })}
            />
          </Tooltip>
          <Tooltip title={`${t.redo} (Ctrl+Shift+Z)`}>
            <Button
              size="small"
              icon={<RedoOutlined />}
              aria-label={t.redo}
              disabled={!canRedo}
              onClick={() => act({ type: 'redo' })}
            />
          </Tooltip>
        </Space>
        <Space wrap>
          {!questionnaire && (
            <>
              <Button onClick={onClear}>{t.clear}</Button>
              <Button onClick={() => openDialog('import')}>{t.import}</Button>
              <Button onClick={() => openDialog('export')}>{t.export}</Button>
            </>
          )}
          <Button onClick={() => openDialog('preview')}>{t.preview}</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            {t.save}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
});
