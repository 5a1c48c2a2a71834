import type { PageLayoutSummary } from '@platform/contract';
import { Alert } from 'antd';
import { bindPageLayout, pageLayoutQueryKeys } from '../../../api/page-layout';
import { CrudFormModal, TextItem } from '../../../components/list';
import { pageLayoutMessages as t } from './messages';

/** Binds a layout to a page (bindPageLayout?pageId=): the page's earlier layout loses it. */
export function BindDialog({
  layout,
  onClose,
}: {
  layout: PageLayoutSummary | undefined;
  onClose: () => void;
}) {
  return (
    <CrudFormModal
      target={layout}
      onClose={onClose}
      name="pageLayoutBind"
      titles={{ edit: (l) => t.bindTitle(l.name) }}
      queryKey={pageLayoutQueryKeys.all}
      initialValues={(l) => ({ pageId: l?.pageId ?? '' })}
      save={({ pageId }: { pageId: string }, l) =>
        bindPageLayout(pageId.trim(), l!.id).then(() => ({ msg: t.bound }))
      }
    >
      <Alert type="info" showIcon title={t.bindHint} style={{ marginBottom: 16 }} />
      <TextItem
        name="pageId"
        label={t.pageId}
        required={t.pageIdRequired}
        max={64}
        placeholder={t.pageIdPlaceholder}
      />
    </CrudFormModal>
  );
}
