import { Dropdown, Tag, theme, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalName } from '../../i18n/localName';
import { tagTitle, type VisitedView } from './tagsReducer';

// Spec §9: the context menu is about 105 px wide.
const CONTEXT_MENU_WIDTH = 105;

export type TagCommand = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

function commandsOf(view: VisitedView, t: TFunction<'shell'>): MenuProps['items'] {
  return [
    { key: 'refresh', label: t('tags.refresh') },
    // An affix view cannot be closed, so its menu does not offer it.
    ...(view.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
    { key: 'closeOthers', label: t('tags.closeOthers') },
    { key: 'closeAll', label: t('tags.closeAll') },
  ];
}

interface VisitedTagProps {
  view: VisitedView;
  active: boolean;
  onCommand(command: TagCommand, view: VisitedView): void;
}

/**
 * One tag: a link to its view, a close button unless it is affix, and on right-click the context
 * menu of spec §2.4, which antd opens at the pointer.
 */
export function VisitedTag({ view, active, onCommand }: VisitedTagProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('shell');
  const name = useLocalName();
  const title = tagTitle({ ...view, title: name(view.title, view.titleEn) });
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{
        items: commandsOf(view, t),
        onClick: ({ key }) => onCommand(key as TagCommand, view),
      }}
      styles={{ root: { minWidth: CONTEXT_MENU_WIDTH } }}
    >
      <Tag
        data-path={view.path}
        variant={active ? 'solid' : 'outlined'}
        color={active ? token.colorPrimary : undefined}
        closable={view.affix ? false : { 'aria-label': t('tags.closeTag', { title }) }}
        // The store closes the tag; antd would otherwise hide it on its own as well.
        styles={{ close: active ? { color: token.colorTextLightSolid } : undefined }}
        onClose={(event) => {
          event.preventDefault();
          onCommand('close', view);
        }}
        style={{
          height: 26,
          margin: 0,
          paddingInline: 0,
          paddingInlineEnd: view.affix ? 0 : token.paddingXS,
          display: 'inline-flex',
          alignItems: 'center',
          fontSize: token.fontSizeSM,
          flex: 'none',
        }}
      >
        <Link
          to={view.path}
          aria-current={active ? 'page' : undefined}
          style={{ color: 'inherit', paddingInline: token.paddingXS, lineHeight: '24px' }}
        >
          {title}
        </Link>
      </Tag>
    </Dropdown>
  );
}
