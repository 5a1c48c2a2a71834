// The reading frame of the public content pages: the product's name and the language switch above one
// column of text at a comfortable measure, the page's title, version and date, then its body.
import { Flex, Spin, theme, Typography } from 'antd';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { parseTime } from '../../utils/time';
import './content.css';

export interface PublicDocumentProps {
  title?: string;
  version?: number;
  publishedAt?: string;
  /** The organisation whose text it is, when not the platform's. */
  owner?: string | null;
  /** Sanitised by the server; sanitised again here before it is put into the page. */
  html?: string;
  loading?: boolean;
  /** Shown in place of the text (not published, failed to load). */
  problem?: string;
  children?: ReactNode;
}

/** The page's HTML as the reader sees it (also the editor's preview). */
export function ContentBody({ html }: { html: string }) {
  return (
    <div
      className="content-page-body"
      data-user-data
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}

export function PublicDocument({
  title,
  version,
  publishedAt,
  owner,
  html,
  loading,
  problem,
  children,
}: PublicDocumentProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['documents', 'common']);
  return (
    <div className="content-page" style={{ background: token.colorBgLayout }}>
      <header
        className="content-page-header"
        style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <a href="/" className="content-page-brand" style={{ color: token.colorTextHeading }}>
          <img src="/favicon.svg" alt="" width={24} height={24} />
          <span>{t('common:productTitle')}</span>
        </a>
        <LanguageSwitch />
      </header>
      <main className="content-page-main" style={{ background: token.colorBgContainer }}>
        {loading ? (
          <Flex justify="center" style={{ padding: token.paddingXL }}>
            <Spin />
          </Flex>
        ) : problem ? (
          <Typography.Paragraph type="secondary" style={{ padding: token.paddingXL, textAlign: 'center' }}>
            {problem}
          </Typography.Paragraph>
        ) : (
          <article>
            <h1 className="content-page-title" data-user-data>
              {title}
            </h1>
            <Typography.Text type="secondary" className="content-page-meta">
              {[
                owner,
                version ? t('content.public.version', { version }) : undefined,
                publishedAt
                  ? t('content.public.publishedAt', { date: parseTime(publishedAt, '{y}-{m}-{d}') })
                  : undefined,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
            {html !== undefined && <ContentBody html={html} />}
            {children}
          </article>
        )}
      </main>
    </div>
  );
}
