import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLogDialog } from './ErrorLogDialog';
import { useErrorLog } from './store';

/** The navbar's error-log button: shown only once an error was recorded, it opens the dialog. */
export function ErrorLog() {
  const count = useErrorLog((state) => state.logs.length);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  if (count === 0 && !open) return null;
  return (
    <>
      <Tooltip title={t('errorLog.title')}>
        <Badge dot>
          <Button
            type="text"
            danger
            icon={<BugOutlined />}
            aria-label={t('errorLog.title')}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
