// Certification (issue 21): the bodies and answers of contracts and quotations (H2).
// Constants and paths are in cert-model.ts (zod-free: the web imports its values). Money and audit
// days travel as decimal strings: `numeric` in SQL, decimal.js on the server.
import { z } from 'zod';
import { PageQuery } from './organisation.js';
import { reason } from './reasons.js';

const id = z.uuid();
const isoDate = z.iso.date();
/** An amount of yuan: up to 12 integer digits and 2 decimals, not negative ("12800", "350.50"). */
export const MoneyText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, reason('moneyFormat')));
/** Audit days in half days ("3", "2.5"), more than 0 and at most 999. */
export const HalfDaysText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d)?$/, reason('halfDays'))
      .refine((v) => /^\d+(\.[05])?$/.test(v), reason('halfDays'))
      .refine((v) => Number(v) > 0, reason('positiveNumber')),
  );

/** An uploaded file named by its upload key (a signed scan). */
export const CertContractFile = z.object({
  key: z.string().trim().min(1, reason('required')).max(500),
  name: z.string().trim().min(1, reason('required')).max(200),
});
export type CertContractFile = z.infer<typeof CertContractFile>;

export const CertContractFee = z.object({
  name: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(50, reason('maxChars', { max: 50 })),
  amount: MoneyText,
});
export type CertContractFee = z.infer<typeof CertContractFee>;

/** contract/save: a new contract of an accepted application (no id), or a change of a draft or sent one. */
export const CertContractBody = z.object({
  id: id.optional(),
  applicationId: id,
  /** The initial audit's days (stage 1 + stage 2, or the CCC factory inspection). */
  auditDays: HalfDaysText,
  dayRate: MoneyText.refine((v) => /[1-9]/.test(v), reason('positiveNumber')),
  fees: z.array(CertContractFee).max(20).default([]),
  terms: z
    .string()
    .trim()
    .max(5000, reason('maxChars', { max: 5000 }))
    .default(''),
});
export type CertContractBody = z.input<typeof CertContractBody>;

export const CertContractFilter = PageQuery.extend({
  /** ContractStatus */
  status: z.coerce.number().int().min(0).max(3).optional(),
  /** Contract no, application no or enterprise name. */
  keyword: z.string().trim().max(100).optional(),
  /** Created on or after / on or before (YYYY-MM-DD). */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});
export type CertContractFilter = z.input<typeof CertContractFilter>;

export const CertAwaitingFilter = PageQuery.extend({
  /** Application no or enterprise name. */
  keyword: z.string().trim().max(100).optional(),
});
export type CertAwaitingFilter = z.input<typeof CertAwaitingFilter>;

export const CertContractId = z.object({ id });
export const CertContractOfApplication = z.object({ applicationId: id });

/** contract/sign: the body signs; the signed copy may be the one the enterprise uploaded. */
export const CertContractSignBody = z.object({ id, signedCopy: CertContractFile.optional() });
export type CertContractSignBody = z.input<typeof CertContractSignBody>;

/** contract/clientSign: the enterprise uploads its signed scan. */
export const CertContractClientSignBody = z.object({ id, signedCopy: CertContractFile });
export type CertContractClientSignBody = z.input<typeof CertContractClientSignBody>;

export const CertContractCancelBody = z.object({
  id,
  reason: z
    .string()
    .trim()
    .min(1, reason('cancelReasonRequired'))
    .max(500, reason('maxChars', { max: 500 })),
});
export type CertContractCancelBody = z.input<typeof CertContractCancelBody>;

/** The quotation of a contract, every figure a decimal string. */
export interface CertQuote {
  /** The initial audit's days. */
  initialDays: string;
  /** Each surveillance audit's days (0 for CCC). */
  surveillanceDays: string;
  surveillanceAudits: number;
  /** All the audit days the contract covers. */
  totalDays: string;
  dayRate: string;
  /** totalDays × dayRate */
  auditFee: string;
  fees: CertContractFee[];
  feesTotal: string;
  /** auditFee + feesTotal, 2 decimals. */
  amount: string;
  /** The amount in Chinese capitals (人民币大写), e.g. 壹万贰仟捌佰元整. */
  amountInWords: string;
}

/** An accepted application awaiting its contract. */
export interface CertAwaitingApplication {
  id: string;
  no: string | null;
  entName: string;
  scheme: string;
  standard: string;
  employees: number;
  auditDays: string | null;
  risk: string | null;
  reviewedAt: string | null;
}

export interface CertContract {
  id: string;
  no: string;
  applicationId: string;
  applicationNo: string | null;
  applicationStatus: number;
  entName: string;
  scheme: string;
  standard: string;
  /** ContractStatus */
  status: number;
  auditDays: string;
  dayRate: string;
  fees: CertContractFee[];
  amount: string;
  terms: string;
  signedCopy: CertContractFile | null;
  sentAt: string | null;
  signedAt: string | null;
  /** When the enterprise uploaded its signed scan (cleared when the contract is changed). */
  clientSignedAt: string | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CertContractDetail extends CertContract {
  quote: CertQuote;
}
