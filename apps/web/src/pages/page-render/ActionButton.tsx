// One button of a page schema: call an API (after a confirmation), open a route of the site, or open
// a designer form in a dialog. `${field}` places are filled from the row when the button is a row's.
import type { PageAction } from '@platform/contract/page-schema';
import { App, Button, Modal } from 'antd';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi, fill, routeOf, type Values } from './call';
import { DesignerForm } from './DesignerForm';
import { ReloadContext } from './reload';

export function ActionButton({ action, row, size }: { action: PageAction; row?: Values; size?: 'small' }) {
  const { t } = useTranslation('documents', { keyPrefix: 'pageRender' });
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { reload } = useContext(ReloadContext);
  const [busy, setBusy] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const values = row ?? {};
  const look = {
    type: action.kind ?? (row ? 'link' : 'default'),
    danger: action.danger,
    size,
  } as const;

  const run = async () => {
    if (action.action === 'route') {
      const to = routeOf(action.to, values);
      if (to) void navigate(to);
      else void message.error(t('offSite', { url: action.to }));
      return;
    }
    if (action.action === 'form') {
      setFormOpen(true);
      return;
    }
    if (action.confirm) {
      const confirmed = await modal.confirm({
        title: t('confirmTitle'),
        content: fill(action.confirm, values),
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      const answer = await callApi(action.api, { values });
      void message.success(action.success || answer.msg || t('done'));
      reload();
    } catch (e) {
      // The request client showed a refusal; an off-site address is ours to say.
      if (e instanceof Error && e.name === 'OffSiteError') void message.error(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button {...look} loading={busy} onClick={() => void run()}>
        {action.label}
      </Button>
      {action.action === 'form' && (
        <Modal
          open={formOpen}
          title={action.title || action.label}
          width={850}
          footer={null}
          destroyOnHidden
          onCancel={() => setFormOpen(false)}
        >
          <DesignerForm
            formId={action.formId}
            submit={action.submit}
            values={row}
            onCancel={() => setFormOpen(false)}
            onSubmitted={() => setFormOpen(false)}
          />
        </Modal>
      )}
    </>
  );
}
