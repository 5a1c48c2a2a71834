import type { TFunction } from 'i18next';

/** "2 天 3 小时 5 分钟": the largest units that are not zero, down to minutes. */
export function formatUptime(totalSeconds: number, t: TFunction<'shell'>): string {
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 1) return t('homePage.uptimeParts.underAMinute');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor(minutes / 60) % 24;
  return [
    days > 0 && t('homePage.uptimeParts.days', { days }),
    hours > 0 && t('homePage.uptimeParts.hours', { hours }),
    minutes % 60 > 0 && t('homePage.uptimeParts.minutes', { minutes: minutes % 60 }),
  ]
    .filter(Boolean)
    .join(' ');
}
