// The language of a signed-in user follows their account: a choice made on one device is the language
// of the next sign-in anywhere. A signed-out visitor's choice is kept in the browser only.
import { saveLanguage } from '../api/account';
import { useSession } from '../stores/session';
import { changeLanguage, currentLanguage, type Language } from './index';

/** Switches the page, and keeps the choice on the account when someone is signed in. */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  if (useSession.getState().token) await saveLanguage({ language }).catch(() => undefined);
}

/** After the session loads: the account's language, when it has one and the page shows another. */
export async function followAccountLanguage(language: Language | null): Promise<void> {
  if (language && language !== currentLanguage()) await changeLanguage(language);
}
