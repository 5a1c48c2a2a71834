// The 预览 action beside an attachment's download: opens the file in the viewer entry in a new tab.
// Only this small link is imported by other pages; the viewers load when the tab opens.
import { Typography } from 'antd';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSameSitePath, previewHref } from '../../utils/filePreview';

/** 预览 for a file of this site; nothing for an address the viewers would refuse. */
export function PreviewLink({ url, name }: { url: string; name?: string }) {
  const { t } = useTranslation('documents');
  if (!isSameSitePath(url)) return null;
  return (
    <Typography.Link href={previewHref(url, name)} target="_blank" rel="noopener noreferrer">
      {t('fileview.preview')}
    </Typography.Link>
  );
}

/**
 * 预览 inside another link (antd's upload list puts extras in the file name's link, and anchors may
 * not nest): a span that opens the viewer itself and keeps the outer link from downloading.
 */
export function PreviewInLink({ url, name }: { url: string; name?: string }) {
  const { t } = useTranslation('documents');
  if (!isSameSitePath(url)) return null;
  const href = previewHref(url, name);
  const open = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault();
    e.stopPropagation();
    window.open(href, '_blank', 'noopener');
  };
  return (
    <span
      role="link"
      tabIndex={0}
      data-href={href}
      style={{ marginLeft: 12, color: '#1677ff', cursor: 'pointer' }}
      onClick={open}
      onKeyDown={(e) => (e.key === 'Enter' ? open(e) : undefined)}
    >
      {t('fileview.preview')}
    </span>
  );
}
