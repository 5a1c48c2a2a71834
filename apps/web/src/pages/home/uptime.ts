import { homeMessages } from './messages';

/** "2 天 3 小时 5 分钟": the largest units that are not zero, down to minutes. */
export function formatUptime(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 1) return homeMessages.uptimeParts.underAMinute;
  const { day, hour, minute } = homeMessages.uptimeParts;
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), day],
    [Math.floor(minutes / 60) % 24, hour],
    [minutes % 60, minute],
  ];
  return parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}
