import type { UserInfo } from '@platform/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { getUserInfo, updateUserBaseInfo } from '../../api/account';
import { ImageUpload } from '../../components/upload';
import { useSession } from '../../stores/session';
import { useUser } from '../../stores/user';

/** Avatars are small: a photo of a face needs no more. */
const AVATAR_LIMIT_MB = 2;

/**
 * The user's avatar: uploaded, kept on their profile at once, then read back into the user store so
 * that the navbar shows it without a reload. A refusal is shown by the request client.
 */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const { message } = App.useApp();
  const { t } = useTranslation('shell');

  const keep = async (avatar: string | undefined) => {
    try {
      await updateUserBaseInfo({ realname: user.realname, avatar: avatar ?? null });
      const appKey = useSession.getState().appKey ?? '';
      useUser.getState().setUser(await getUserInfo(appKey, { silent: false }));
      void message.success(avatar ? t('profilePage.avatarSaved') : t('profilePage.avatarRemoved'));
    } catch {
      // Already shown to the user by the request client.
    }
  };

  return (
    <ImageUpload
      value={user.avatar}
      onChange={(url) => void keep(url)}
      dir="avatar"
      limitSize={AVATAR_LIMIT_MB}
      label={t('profilePage.avatar')}
    />
  );
}
