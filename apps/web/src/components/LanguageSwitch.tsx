import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n';
import { chooseLanguage } from '../i18n/userLanguage';

/**
 * The language switch of the signed-out pages: with two languages, one button naming the other
 * language in itself ("English" on a Chinese page). A plain button: a dropdown menu would bring antd's
 * Menu to the sign-on page.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  const other = LANGUAGES.find((language) => language !== current)!;
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      title={t('language')}
      lang={other}
      onClick={() => void chooseLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
