// The application form's values and the body apply/save takes: uploads travel as { key, name } (the
// upload's address is its key), a CCC application keeps its product and no certification fields; the
// answers to the body's application form travel as formData with the form's id and version.
import type { ApplicationBody, CertApplicationDetail, CertScheme, FieldProblem } from '@platform/contract';
import { isCreditCode, isProductScheme } from '@platform/contract/cert-model';
import { RequestError } from '../../../api/request';
import type { UploadedRef } from '../../../components/upload/FileUpload';

export interface SiteValues {
  name?: string;
  address?: string;
  employees?: number | null;
}

export interface ApplicationValues {
  scheme: CertScheme;
  entName?: string;
  creditCode?: string;
  address?: string;
  region?: string | null;
  contactName?: string;
  contactTel?: string;
  contactEmail?: string;
  scope?: string;
  fieldCodes?: string[];
  employees?: number | null;
  sites?: SiteValues[];
  product?: { name?: string; models?: string; factory?: string; factoryAddress?: string };
  documents?: UploadedRef[];
}

export const EMPTY_APPLICATION: ApplicationValues = {
  scheme: 'QMS',
  fieldCodes: [],
  sites: [{ name: '', address: '', employees: null }],
  documents: [],
};

export function valuesOf(a: CertApplicationDetail): ApplicationValues {
  return {
    scheme: a.scheme,
    entName: a.entName,
    creditCode: a.creditCode,
    address: a.address,
    region: a.region,
    contactName: a.contactName,
    contactTel: a.contactTel,
    contactEmail: a.contactEmail,
    scope: a.scope,
    fieldCodes: a.fieldCodes,
    employees: a.employees > 0 ? a.employees : null,
    sites: a.sites.map((s) => ({ ...s })),
    product: a.product ?? undefined,
    documents: a.documents.map((f) => ({ name: f.name, url: f.key })),
  };
}

const trimmed = (v: string | undefined) => (v ?? '').trim();

export function bodyOf(values: ApplicationValues, id?: string): ApplicationBody {
  const product = isProductScheme(values.scheme);
  return {
    ...(id ? { id } : {}),
    scheme: values.scheme,
    entName: trimmed(values.entName),
    creditCode: trimmed(values.creditCode).toUpperCase(),
    address: trimmed(values.address),
    region: values.region ?? null,
    contactName: trimmed(values.contactName),
    contactTel: trimmed(values.contactTel),
    contactEmail: trimmed(values.contactEmail),
    scope: trimmed(values.scope),
    fieldCodes: product ? [] : (values.fieldCodes ?? []),
    employees: values.employees ?? null,
    sites: (values.sites ?? [])
      .filter((s) => trimmed(s.name) || trimmed(s.address) || s.employees)
      .map((s) => ({ name: trimmed(s.name), address: trimmed(s.address), employees: s.employees ?? 0 })),
    product: product
      ? {
          name: trimmed(values.product?.name),
          models: trimmed(values.product?.models),
          factory: trimmed(values.product?.factory),
          factoryAddress: trimmed(values.product?.factoryAddress),
        }
      : null,
    documents: (values.documents ?? []).map((f) => ({ key: f.url, name: f.name })),
  };
}

/** Whether a typed credit code may be saved: empty (a draft) or a valid code in any letter case. */
export const creditCodeAcceptable = (value: string | undefined) => {
  const code = trimmed(value).toUpperCase();
  return code === '' || isCreditCode(code);
};

const FORM_DATA = 'body.formData.';

/** The application form's fields a refusal names, as form paths (`body.formData.a[1].b` → `a[1].b`). */
export function formDataRefusals(error: unknown): Record<string, string> {
  if (!(error instanceof RequestError)) return {};
  const problems = (error.data as { errors?: FieldProblem[] } | null)?.errors;
  if (!Array.isArray(problems)) return {};
  return Object.fromEntries(
    problems
      .filter((p) => typeof p?.field === 'string' && p.field.startsWith(FORM_DATA))
      .map((p) => [p.field.slice(FORM_DATA.length), p.reason]),
  );
}
