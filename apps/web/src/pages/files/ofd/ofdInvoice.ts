// The structured fields of a Chinese e-invoice in OFD. The issuing platform writes them three ways,
// read here in order of trust: the original invoice XML attached to the document (Doc_0/Attachs),
// the eInvoice custom tag whose elements point at the page's text objects by ID (Doc_0/Tags), and
// the key fields repeated as CustomData of OFD.xml's DocInfo.
import type { OfdDocInfo } from './ofdDocument';

export interface OfdInvoice {
  invoiceCode?: string;
  invoiceNo?: string;
  issueDate?: string;
  checkCode?: string;
  buyerName?: string;
  buyerTaxId?: string;
  sellerName?: string;
  sellerTaxId?: string;
  /** Total before tax (合计金额). */
  amount?: string;
  /** Total tax (合计税额). */
  tax?: string;
  /** Total with tax (价税合计). */
  total?: string;
}

export type InvoiceField = keyof OfdInvoice;

export const INVOICE_FIELDS: InvoiceField[] = [
  'invoiceCode',
  'invoiceNo',
  'issueDate',
  'buyerName',
  'buyerTaxId',
  'sellerName',
  'sellerTaxId',
  'amount',
  'tax',
  'total',
  'checkCode',
];

/** Element local names of the tax bureau's eInvoice schema, per field (first found wins). */
const ELEMENTS: Record<InvoiceField, string[]> = {
  invoiceCode: ['InvoiceCode'],
  invoiceNo: ['InvoiceNo', 'InvoiceNumber'],
  issueDate: ['IssueDate', 'RequestTime'],
  checkCode: ['InvoiceCheckCode'],
  buyerName: ['BuyerName'],
  buyerTaxId: ['BuyerTaxID'],
  sellerName: ['SellerName'],
  sellerTaxId: ['SellerTaxID'],
  amount: ['TaxExclusiveTotalAmount'],
  tax: ['TaxTotalAmount'],
  total: ['TaxInclusiveTotalAmount'],
};

/** DocInfo CustomData names (Chinese data, not UI text: matched by patterns written as escapes). */
const CUSTOM_DATA: Partial<Record<InvoiceField, RegExp>> = {
  invoiceCode: /^\u53d1\u7968\u4ee3\u7801$/, // 发票代码
  invoiceNo: /^\u53d1\u7968\u53f7\u7801$/, // 发票号码
  issueDate: /^\u5f00\u7968\u65e5\u671f$/, // 开票日期
  checkCode: /^\u6821\u9a8c\u7801$/, // 校验码
  buyerTaxId: /^\u8d2d\u4e70\u65b9\u7eb3\u7a0e\u4eba\u8bc6\u522b\u53f7$/, // 购买方纳税人识别号
  sellerTaxId: /^\u9500\u552e\u65b9\u7eb3\u7a0e\u4eba\u8bc6\u522b\u53f7$/, // 销售方纳税人识别号
  amount: /^\u5408\u8ba1\u91d1\u989d$/, // 合计金额
  tax: /^\u5408\u8ba1\u7a0e\u989d$/, // 合计税额
  total: /^\u4ef7\u7a0e\u5408\u8ba1$/, // 价税合计
};

function firstElement(doc: Document, names: string[]): Element | undefined {
  for (const name of names) {
    const found = doc.getElementsByTagNameNS('*', name)[0];
    if (found) return found;
  }
  return undefined;
}

/** An element's value: its ObjectRefs' texts when it points at page objects, else its own text. */
function valueOf(element: Element, textById: Map<string, string>): string | undefined {
  const refs = Array.from(element.children).filter((c) => c.localName === 'ObjectRef');
  const text = refs.length
    ? refs.map((ref) => textById.get(ref.textContent?.trim() ?? '') ?? '').join('')
    : element.textContent;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** Amounts printed on the page carry a currency sign: keep the number. */
function cleanAmount(value: string | undefined): string | undefined {
  return value?.replace(/^[\s\u00a5\uffe5]+/, '').trim() || undefined;
}

export function readInvoice({
  docInfo,
  attachmentXml,
  tagXml,
  textById,
}: {
  docInfo: OfdDocInfo;
  attachmentXml: (Document | undefined)[];
  tagXml: (Document | undefined)[];
  textById: Map<string, string>;
}): OfdInvoice | undefined {
  const invoice: OfdInvoice = {};
  const sources = [...attachmentXml, ...tagXml].filter((doc): doc is Document => !!doc);
  for (const field of INVOICE_FIELDS) {
    for (const doc of sources) {
      const element = firstElement(doc, ELEMENTS[field]);
      const value = element && valueOf(element, textById);
      if (value) {
        invoice[field] = value;
        break;
      }
    }
    if (!invoice[field]) {
      const pattern = CUSTOM_DATA[field];
      const name = pattern && Object.keys(docInfo.customData).find((n) => pattern.test(n.trim()));
      if (name && docInfo.customData[name]) invoice[field] = docInfo.customData[name];
    }
  }
  invoice.amount = cleanAmount(invoice.amount);
  invoice.tax = cleanAmount(invoice.tax);
  invoice.total = cleanAmount(invoice.total);
  if (!invoice.total && invoice.amount && invoice.tax) {
    const sum = Number(invoice.amount) + Number(invoice.tax);
    if (Number.isFinite(sum)) invoice.total = sum.toFixed(2);
  }
  // Only an invoice number or code makes it an invoice.
  return invoice.invoiceNo || invoice.invoiceCode ? invoice : undefined;
}
