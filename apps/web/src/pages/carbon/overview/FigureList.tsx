// The figures of a chart as text under it (the chart is for the eye; this is what a screen reader and
// a careful reader use), each a link to the rows behind it where it has some.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FigureItem {
  key: string;
  label: ReactNode;
  value: string;
  /** 排放明细 of this figure. */
  to?: string;
}

export function FigureList({ label, items }: { label: string; items: readonly FigureItem[] }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
      {items.map((item) => (
        <li key={item.key}>
          <Flex align="center" gap={12}>
            <Typography.Text ellipsis style={{ flex: 1 }}>
              {item.label}
            </Typography.Text>
            {item.to ? (
              <Link to={item.to}>{item.value}</Link>
            ) : (
              <Typography.Text type="secondary">{item.value}</Typography.Text>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
