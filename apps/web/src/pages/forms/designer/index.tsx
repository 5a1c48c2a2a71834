// The form designer page (spec forms.md §2): the stored form the query names, edited in the designer
// package. Loading, the local draft and saving are useDesignerDocument's; the designer does the rest.
import { FormDesigner, type FormDesignerHandle } from '@platform/form-designer';
import { useRef } from 'react';
import { formDataSource, formUploader } from '../formHost';
import { FormTexts } from '../FormTexts';
import { useDesignerDocument } from './useDesignerDocument';

const host = { dataSource: formDataSource, uploader: formUploader };

export default function FormDesignerPage() {
  const designer = useRef<FormDesignerHandle>(null);
  const doc = useDesignerDocument(designer);
  return (
    <FormTexts>
      <FormDesigner
        ref={designer}
        template={doc.template}
        formName={doc.formName}
        desc={doc.desc}
        scoring={doc.scoring}
        direct={doc.questionnaire}
        loading={doc.loading}
        host={host}
        onChange={doc.onChange}
        onSave={doc.onSave}
      />
    </FormTexts>
  );
}
