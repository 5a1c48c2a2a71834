// Draws a valid page schema: its title and its blocks in order. Shared by the menu page and the
// layout editor's preview, so the preview is the page as users will see it.
import type { PageBlock, PageSchema } from '@platform/contract/page-schema';
import { Card, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ActionButton } from './ActionButton';
import { ReloadContext } from './reload';
import { DesignerForm } from './DesignerForm';
import { ListBlockView } from './ListBlockView';
import { useRendererStyle } from './sdk';

function Block({ block, index }: { block: PageBlock; index: number }) {
  switch (block.type) {
    case 'actions':
      return (
        <Space wrap className="page-render-actions">
          {block.buttons.map((action, i) => (
            <ActionButton key={i} action={action} />
          ))}
        </Space>
      );
    case 'list':
      return <ListBlockView block={block} index={index} />;
    case 'form':
      return <DesignerForm formId={block.formId} submit={block.submit} submitLabel={block.submitLabel} />;
  }
}

export function PageRenderer({ page, fallbackTitle }: { page: PageSchema; fallbackTitle?: string }) {
  useRendererStyle();
  const [version, setVersion] = useState(0);
  const reload = useMemo(() => ({ version, reload: () => setVersion((v) => v + 1) }), [version]);
  const title = page.title || fallbackTitle;
  return (
    <ReloadContext.Provider value={reload}>
      <Flex vertical gap={16} className="page-render" data-testid="page-render">
        {title && (
          <Typography.Title level={4} className="page-render-title" style={{ margin: 0 }}>
            <span data-user-data>{title}</span>
          </Typography.Title>
        )}
        {page.blocks.map((block, i) =>
          block.type === 'actions' && !block.title ? (
            <Block key={i} block={block} index={i} />
          ) : (
            <Card
              key={i}
              size="small"
              className={`page-render-block page-render-${block.type}`}
              title={block.title ? <span data-user-data>{block.title}</span> : undefined}
            >
              <Block block={block} index={i} />
            </Card>
          ),
        )}
      </Flex>
    </ReloadContext.Provider>
  );
}
