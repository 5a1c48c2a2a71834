// Texts of the document and page features (issue 23), one file per area under documents/.
import exupload from './documents/exupload.js';
import content from './documents/content.js';
import pageRender from './documents/pageRender.js';
import sms from './documents/sms.js';

export default { exupload, content, pageRender, sms } as const;
