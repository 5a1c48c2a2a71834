import { theme } from 'antd';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The sign-in methods as WAI-ARIA tabs. antd's Tabs brings its overflow drop-down and menu (about 20 KB
 * of compressed JS) to the page every visitor loads first, for two fixed tabs that never overflow.
 * A panel mounts when first shown and then stays mounted, so switching back keeps what was typed.
 */
export function AuthTabs({ items }: { items: readonly AuthTab[] }) {
  const { token } = theme.useToken();
  const id = useId();
  const [active, setActive] = useState(items[0]!.key);
  const [visited, setVisited] = useState(() => new Set([items[0]!.key]));
  const show = (key: string) => {
    setActive(key);
    setVisited((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + step + items.length) % items.length]!;
    show(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        onKeyDown={onKeyDown}
        style={{
          display: 'flex',
          justifyContent: 'center',
          gap: token.marginXL,
          marginBottom: token.marginLG,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              id={`${id}-tab-${item.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => show(item.key)}
              style={{
                padding: `${token.paddingSM}px 0`,
                marginBottom: -1,
                border: 'none',
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                background: 'none',
                color: selected ? token.colorPrimary : token.colorText,
                fontSize: token.fontSize,
                cursor: 'pointer',
                transition: `color ${token.motionDurationMid}, border-color ${token.motionDurationMid}`,
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map(
        (item) =>
          visited.has(item.key) && (
            <div
              key={item.key}
              id={`${id}-panel-${item.key}`}
              role="tabpanel"
              aria-labelledby={`${id}-tab-${item.key}`}
              hidden={item.key !== active}
            >
              {item.children}
            </div>
          ),
      )}
    </>
  );
}
