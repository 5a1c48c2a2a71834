import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { AuditDocumentPage } from './AuditDocumentPage';
import { AuditLetter } from './AuditLetter';
import { readLetterAddress, type AuditAddress } from './letter';
import { auditMessages as m } from './messages';
import { useAuditNotifyBook, useCertFields } from '../../api/audit';

function Letter({ address }: { address: AuditAddress }) {
  const book = useAuditNotifyBook(address.processId, address.phase);
  const fields = useCertFields();
  const received = useMemo(() => new Date(), []);
  return (
    <AuditDocumentPage loading={book.isPending} error={book.isError ? m.loadFailed : undefined}>
      {book.data && (
        <AuditLetter book={book.data} fields={fields} phase={address.phase} received={received} />
      )}
    </AuditDocumentPage>
  );
}

/** The audit notification letter page: `?taskId=&phase=`, or a JSON parameter with processId and phase. */
export function AuditLetterPage() {
  const { search } = useLocation();
  const address = readLetterAddress(search);
  if (!address) {
    return (
      <AuditDocumentPage loading={false} error={m.missingAddress}>
        {null}
      </AuditDocumentPage>
    );
  }
  return <Letter key={`${address.processId}-${address.phase}`} address={address} />;
}
