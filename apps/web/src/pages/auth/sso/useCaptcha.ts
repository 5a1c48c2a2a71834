import type { CaptchaData } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getCaptcha } from '../../../api/account';

export interface Captcha {
  /** The image and id of the current captcha; undefined until one has been fetched, or if that failed. */
  current: CaptchaData | undefined;
  /** Fetches a new image (and whether the server wants it now, for `username` if given). */
  refresh(username?: string): void;
  /** A new image for the username last asked about: the user could not read this one. */
  renew(): void;
  /** Asks again only when the username differs from the one last asked about. */
  refreshFor(username: string): void;
}

interface Ask {
  username: string | undefined;
  /** Every ask is a new captcha, even for the same username: each one is good for one attempt. */
  serial: number;
}

/** The image captcha of the sign-on forms; `fetchNow` fetches the first one at once. */
export function useCaptcha(fetchNow: boolean): Captcha {
  const [ask, setAsk] = useState<Ask | undefined>(fetchNow ? { username: undefined, serial: 0 } : undefined);
  const query = useQuery({
    queryKey: ['captcha', ask],
    queryFn: () => getCaptcha(ask?.username),
    enabled: ask !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    // The old image stays while the next one loads, rather than the box flickering empty.
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback((username?: string) => {
    setAsk((previous) => ({ username: username || undefined, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  const renew = useCallback(() => {
    setAsk((previous) => ({ username: previous?.username, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  const refreshFor = useCallback(
    (username: string) => {
      if ((username || undefined) !== ask?.username) refresh(username);
    },
    [ask, refresh],
  );
  return { current: query.isError ? undefined : query.data, refresh, renew, refreshFor };
}
