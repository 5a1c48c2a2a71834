import { FontSizeOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { browser } from '../../app/browser';
import { COMPONENT_SIZES, useSettings, type ComponentSize } from '../../stores/settings';

/** How long 切换成功 shows before the page reloads at the new size. */
const RELOAD_DELAY_MS = 500;

/**
 * The navbar's size selector (spec §2.4, §4): 默认, 中等, 小型, 迷你. A change shows 切换成功 and
 * reloads the page, so that every screen is laid out afresh at the new size.
 */
export function SizeSelect() {
  const size = useSettings((state) => state.size);
  const change = useSettings((state) => state.change);
  const { message } = App.useApp();
  const { t } = useTranslation('shell');

  const choose = (next: ComponentSize) => {
    if (next === size) return;
    change('size', next);
    void message.success(t('sizeChanged'));
    window.setTimeout(() => browser.reload(), RELOAD_DELAY_MS);
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: COMPONENT_SIZES.map((key) => ({ key, label: t(`sizes.${key}`) })),
        selectable: true,
        selectedKeys: [size],
        onClick: ({ key }) => choose(key as ComponentSize),
      }}
    >
      <Tooltip title={t('size')}>
        <Button type="text" icon={<FontSizeOutlined />} aria-label={t('size')} />
      </Tooltip>
    </Dropdown>
  );
}
