import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Tooltip, Transfer } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hiddenColumnKeys, withHiddenColumns, type ListColumn } from './columns';

export interface ListToolbarProps {
  /** Whether the page's search form is showing. */
  showSearch?: boolean;
  /** Without it the toolbar has no search toggle. */
  onToggleSearch?: (showSearch: boolean) => void;
  /** Without it the toolbar has no refresh button. */
  onRefresh?: () => void;
  /** Without them the toolbar has no show/hide columns button. */
  columns?: readonly ListColumn[];
  onColumnsChange?: (columns: ListColumn[]) => void;
}

// Spec §9: tooltips open after 500 ms.
const TOOLTIP_DELAY_SECONDS = 0.5;

function ToolbarButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label} mouseEnterDelay={TOOLTIP_DELAY_SECONDS}>
      <Button shape="circle" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

/** The right-hand toolbar of a list page (spec §2.4): toggle search, refresh, show/hide columns. */
export function ListToolbar({
  showSearch = true,
  onToggleSearch,
  onRefresh,
  columns,
  onColumnsChange,
}: ListToolbarProps) {
  const [columnsOpen, setColumnsOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Space size="small">
        {onToggleSearch && (
          <ToolbarButton
            label={showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch')}
            icon={<SearchOutlined />}
            onClick={() => onToggleSearch(!showSearch)}
          />
        )}
        {onRefresh && (
          <ToolbarButton label={t('toolbar.refresh')} icon={<ReloadOutlined />} onClick={onRefresh} />
        )}
        {columns && (
          <ToolbarButton
            label={t('toolbar.columns')}
            icon={<AppstoreOutlined />}
            onClick={() => setColumnsOpen(true)}
          />
        )}
      </Space>
      {columns && (
        <Modal
          title={t('toolbar.columnsDialogTitle')}
          open={columnsOpen}
          onCancel={() => setColumnsOpen(false)}
          footer={null}
          destroyOnHidden
        >
          <Transfer
            titles={[t('toolbar.columnsShown'), t('toolbar.columnsHidden')]}
            dataSource={columns.map((column) => ({ key: column.key, title: column.label }))}
            targetKeys={hiddenColumnKeys(columns)}
            render={(item) => item.title ?? ''}
            onChange={(hiddenKeys) => onColumnsChange?.(withHiddenColumns(columns, hiddenKeys.map(String)))}
          />
        </Modal>
      )}
    </>
  );
}
