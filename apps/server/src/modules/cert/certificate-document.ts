// The certificate as a PDF (documents/pdf.ts): the body, number, holder, scope, sites, standard, dates
// and status, and a QR code of the public verification page (`<origin>/cert-verify?no=…&code=…`), made
// with qrcode as a PNG and drawn by pdfkit. Made on request from the data: nothing is stored.
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { CERT_VERIFY_PAGE } from '@platform/contract';
import type { Language } from '@platform/contract/i18n';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { createPdf, PDF_TYPE } from '../../documents/pdf.js';
import { t } from '../../i18n/index.js';
import type { CertCertificate } from '@platform/contract';

export function verifyUrl(origin: string, c: Pick<CertCertificate, 'no' | 'verifyCode'>) {
  const query = new URLSearchParams({ no: c.no, code: c.verifyCode });
  return `${origin}${CERT_VERIFY_PAGE}?${query.toString()}`;
}

export async function certificatePdf(
  db: Db,
  tenantId: string,
  c: CertCertificate,
  origin: string,
  language: Language,
) {
  const [tenant] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from tenants where id = ${tenantId}`),
  );
  const body = tenant?.name ?? '';
  const say = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t(language, key, params);
  const title = say('cert.decision.document.title');
  const pdf = createPdf({
    title: `${title} ${c.no}`,
    author: body,
    language,
    pageLabel: (page, pages) => say('cert.decision.document.pageLabel', { page, pages }),
  });
  pdf.title(title, body);
  const status = String(c.status) as '1' | '2' | '3' | '4' | '5';
  pdf.facts([
    [say('cert.decision.document.no'), c.no],
    [say('cert.decision.document.holder'), c.entName],
    [say('cert.decision.document.creditCode'), c.creditCode],
    [say('cert.decision.document.address'), c.address],
    [say('cert.decision.document.standard'), c.standard],
    [say('cert.decision.document.scope'), c.scope],
    [
      say('cert.decision.document.sites'),
      c.sites
        .map((s) =>
          s.address ? say('cert.decision.document.site', { name: s.name, address: s.address }) : s.name,
        )
        .join('\n'),
    ],
    [say('cert.decision.document.issuedOn'), c.issuedOn],
    [say('cert.decision.document.expiresOn'), c.expiresOn],
    [say('cert.decision.document.status'), say(`cert.decision.document.statuses.${status}`)],
  ]);
  const url = verifyUrl(origin, c);
  const png = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  pdf.paragraph(say('cert.decision.document.verify'), { muted: true });
  pdf.paragraph(url, { muted: true });
  const { doc } = pdf;
  if (doc.y + 130 > doc.page.maxY()) doc.addPage();
  doc.image(png, doc.page.margins.left, doc.y, { width: 120, height: 120 });
  doc.y += 130;
  return {
    fileName: `${say('cert.decision.document.fileName', { no: c.no })}.pdf`,
    contentType: PDF_TYPE,
    body: await pdf.toBuffer(),
  };
}
