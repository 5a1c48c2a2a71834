import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A card as high as its neighbours in the row. */
export function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={title}
      extra={extra}
      style={{ height: '100%' }}
      aria-label={title}
      role="region"
    >
      {children}
    </Card>
  );
}
