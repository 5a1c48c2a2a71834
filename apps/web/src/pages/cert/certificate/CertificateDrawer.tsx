// A certificate with its history (issued, suspended, restored, scope reduced, reminders …) and the
// audits of its cycle, and the PDF download: the body's 证书管理 and the enterprise's 我的证书 share it.
import type { CertCertificate } from '@platform/contract';
import { CERT_VERIFY_PAGE } from '@platform/contract/cert-model';
import { Button, Descriptions, Drawer, Empty, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionApi, useCertificate } from '../../../api/cert/decision';
import { saveBlob } from '../../messages/centre/download';
import { auditKindLabel, CertStatusTag, schemeLabel } from '../components';
import { sitesText } from './sites';

const FITS_WINDOW = { wrapper: { maxWidth: 'calc(100vw - 64px)' } };

export function DownloadButton({ certificate, link }: { certificate: CertCertificate; link?: boolean }) {
  const { t } = useTranslation('cert', { keyPrefix: 'certificate' });
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await decisionApi.document(certificate.id), t('fileName', { no: certificate.no }));
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      type={link ? 'link' : 'default'}
      size={link ? 'small' : 'middle'}
      loading={loading}
      onClick={() => void download()}
    >
      {t('actions.download')}
    </Button>
  );
}

/** The public verification page of a certificate (what its QR code opens), as a full address to share. */
function verifyLink(certificate: Pick<CertCertificate, 'no' | 'verifyCode'>): string {
  const query = new URLSearchParams({ no: certificate.no, code: certificate.verifyCode });
  return `${window.location.origin}${CERT_VERIFY_PAGE}?${query.toString()}`;
}

/** Opens in a new tab (the page is outside the shell); the copy button copies the address. */
function VerifyLink({ href }: { href: string }) {
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" copyable={{ text: href }}>
      {href}
    </Typography.Link>
  );
}

const eventKeys = [
  'issued',
  'renewed',
  'superseded',
  'maintained',
  'suspended',
  'restored',
  'withdrawn',
  'scopeReduced',
  'renewalRefused',
  'reminded',
] as const;

export function CertificateDrawer({
  id,
  onClose,
  extra,
}: {
  id: string | undefined;
  onClose: () => void;
  extra?: (certificate: CertCertificate) => ReactNode;
}) {
  const { t } = useTranslation('cert', { keyPrefix: 'certificate' });
  const detail = useCertificate(id);
  const c = detail.data;
  const eventLabel = (kind: string) =>
    (eventKeys as readonly string[]).includes(kind)
      ? t(`events.${kind as (typeof eventKeys)[number]}`)
      : kind;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={860}
      styles={FITS_WINDOW}
      destroyOnHidden
      title={c ? `${t('detail.title')} ${c.no}` : t('detail.title')}
      extra={
        c && (
          <>
            {extra?.(c)}
            <DownloadButton certificate={c} />
          </>
        )
      }
    >
      {!c ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('columns.no')}>{c.no}</Descriptions.Item>
            <Descriptions.Item label={t('columns.status')}>
              <CertStatusTag kind="certificate" status={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.entName')}>
              <span data-user-data>{c.entName}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.creditCode')}>{c.creditCode}</Descriptions.Item>
            <Descriptions.Item label={t('detail.address')} span={2}>
              <span data-user-data>{c.address}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.scheme')}>{schemeLabel(c.scheme)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.standard')}>{c.standard}</Descriptions.Item>
            <Descriptions.Item label={t('columns.scope')} span={2}>
              <span data-user-data>{c.scope}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.sites')} span={2}>
              <span data-user-data>{sitesText(c.sites)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.fieldCodes')} span={2}>
              {c.fieldCodes.map((code) => (
                <Tag key={code}>{code}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.issuedOn')}>{c.issuedOn}</Descriptions.Item>
            <Descriptions.Item label={t('columns.expiresOn')}>{c.expiresOn}</Descriptions.Item>
            <Descriptions.Item label={t('detail.verifyLink')} span={2}>
              <VerifyLink href={verifyLink(c)} />
            </Descriptions.Item>
            {c.statusReason && (
              <Descriptions.Item label={t('detail.statusReason')} span={2}>
                <span data-user-data>{c.statusReason}</span>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.audits')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={c.audits}
            locale={{ emptyText: t('detail.noAudits') }}
            columns={[
              {
                key: 'kind',
                title: t('detail.audits'),
                render: (_: unknown, a) => `${auditKindLabel(a.kind)} ${a.seq}`,
              },
              { key: 'dueDate', title: t('detail.dueDate'), dataIndex: 'dueDate', width: 140 },
              {
                key: 'status',
                title: t('columns.status'),
                dataIndex: 'status',
                width: 120,
                render: (status: number) => <CertStatusTag kind="audit" status={status} />,
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.history')}
          </Typography.Title>
          {c.events.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noHistory')} />
          ) : (
            <Timeline
              items={c.events.map((e) => ({
                key: e.id,
                content: (
                  <>
                    <Typography.Text strong>{eventLabel(e.kind)}</Typography.Text>{' '}
                    <Typography.Text type="secondary">
                      {e.actorName && <span data-user-data>{e.actorName} · </span>}
                      {e.at.slice(0, 16).replace('T', ' ')}
                    </Typography.Text>
                    {e.reason && e.kind !== 'reminded' && <div data-user-data>{e.reason}</div>}
                  </>
                ),
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
