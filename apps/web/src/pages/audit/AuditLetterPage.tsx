import { useState } from 'react';
import { AuditDocumentRoute } from './AuditDocumentPage';
import { AuditLetter } from './AuditLetter';
import { readLetterAddress } from './letter';
import { useAuditNotifyBook } from '../../api/audit';

/** The audit notification letter page: `?taskId=&phase=`, or a JSON parameter with processId and phase. */
export function AuditLetterPage() {
  // The feedback deadline counts from the day the letter was opened.
  const [received] = useState(() => new Date());
  return (
    <AuditDocumentRoute readAddress={readLetterAddress} useDocument={useAuditNotifyBook}>
      {(book, fields, address) => (
        <AuditLetter book={book} fields={fields} phase={address.phase} received={received} />
      )}
    </AuditDocumentRoute>
  );
}
