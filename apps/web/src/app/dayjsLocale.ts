// Dates in the signed-in pages (pickers, relative times) read in Chinese. Imported by the shell, not at
// start-up: the sign-on page shows no dates and need not download dayjs.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
