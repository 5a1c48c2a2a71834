import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n';
import { chooseLanguage } from '../i18n/userLanguage';

/** The language switch of the sign-on page: each language named in itself. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_NAMES[language] })),
        onClick: ({ key }) => void chooseLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language')} lang={i18n.language}>
        {LANGUAGE_NAMES[current]}
      </Button>
    </Dropdown>
  );
}
