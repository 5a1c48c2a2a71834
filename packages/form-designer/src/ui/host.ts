// What the designer needs from the app that embeds it: the preview renders the form with the app's
// option sources and uploads (the designer itself makes no HTTP call).
import type { FormDataSource, FormUploader } from '@platform/form-renderer';

export interface DesignerHost {
  dataSource?: FormDataSource;
  uploader?: FormUploader;
}
