// Texts of the document and page features (issue 23), one file per area under documents/.
import fileview from './documents/fileview';
import ofd from './documents/ofd';
import exupload from './documents/exupload';
import content from './documents/content';
import pageRender from './documents/pageRender';
import sms from './documents/sms';

export default {
  fileview,
  ofd,
  exupload,
  content,
  pageRender,
  sms,
} as const;
