// Date formats are written in the original tokens (yyyy-MM-dd HH:mm:ss, q = quarter, S = millisecond);
// formatDate renders them and toDayjsFormat translates them for date pickers built on dayjs.

const TOKEN = /yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|m|ss|s|q|SSS|S/g;

export function formatDate(date: Date, format: string): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return format.replace(TOKEN, (token) => {
    switch (token) {
      case 'yyyy':
        return String(date.getFullYear());
      case 'yy':
        return pad(date.getFullYear() % 100);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'dd':
        return pad(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'HH':
        return pad(date.getHours());
      case 'H':
        return String(date.getHours());
      case 'hh':
        return pad(date.getHours() % 12 || 12);
      case 'h':
        return String(date.getHours() % 12 || 12);
      case 'mm':
        return pad(date.getMinutes());
      case 'm':
        return String(date.getMinutes());
      case 'ss':
        return pad(date.getSeconds());
      case 's':
        return String(date.getSeconds());
      case 'q':
        return String(Math.floor(date.getMonth() / 3) + 1);
      case 'SSS':
        return pad(date.getMilliseconds(), 3);
      default:
        return String(date.getMilliseconds());
    }
  });
}

/** The same format in dayjs tokens (YYYY, DD, Q, SSS). */
export function toDayjsFormat(format: string): string {
  return format.replace(TOKEN, (token) => {
    switch (token) {
      case 'yyyy':
        return 'YYYY';
      case 'yy':
        return 'YY';
      case 'dd':
        return 'DD';
      case 'd':
        return 'D';
      case 'q':
        return 'Q';
      case 'S':
        return 'SSS';
      default:
        return token;
    }
  });
}
