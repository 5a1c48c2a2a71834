import type { PageLayoutSummary } from '@platform/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { bindPageLayout, pageLayoutQueryKeys } from '../../../api/page-layout';
import { CrudFormModal, TextItem } from '../../../components/list';

/** Binds a layout to a page (bindPageLayout?pageId=): the page's earlier layout loses it. */
export function BindDialog({
  layout,
  onClose,
}: {
  layout: PageLayoutSummary | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  return (
    <CrudFormModal
      target={layout}
      onClose={onClose}
      name="pageLayoutBind"
      titles={{ edit: (l) => t('pageLayout.bindTitle', { name: l.name }) }}
      queryKey={pageLayoutQueryKeys.all}
      initialValues={(l) => ({ pageId: l?.pageId ?? '' })}
      save={({ pageId }: { pageId: string }, l) =>
        bindPageLayout(pageId.trim(), l!.id).then(() => ({ msg: t('pageLayout.bound') }))
      }
    >
      <Alert type="info" showIcon title={t('pageLayout.bindHint')} style={{ marginBottom: 16 }} />
      <TextItem
        name="pageId"
        label={t('pageLayout.pageId')}
        required={t('pageLayout.pageIdRequired')}
        max={64}
        placeholder={t('pageLayout.pageIdPlaceholder')}
      />
    </CrudFormModal>
  );
}
