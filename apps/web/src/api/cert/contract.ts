// Certification contracts and quotations (issue 21, /api/api-cert/contract/*). Lists are POSTs with
// pageIndex/pageSize in the query and the filter in the body.
import type {
  CertAwaitingApplication,
  CertContract,
  CertContractBody,
  CertContractDetail,
  CertContractFile,
} from '@platform/contract';
import { CERT_PREFIX, CertContractPaths as C, CertPaths as P } from '@platform/contract/cert-model';
import { request } from '../request';
import type { Page, Paging } from '../tenant';

const cert = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${CERT_PREFIX}/${path}`, data, params })).data;

export interface ContractFilter {
  status?: number;
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
}

export const contractQueryKeys = {
  all: ['cert', 'contract'] as const,
  awaiting: (paging: Paging, keyword?: string) => ['cert', 'contract', 'awaiting', paging, keyword] as const,
  page: (paging: Paging, filter: ContractFilter) => ['cert', 'contract', 'page', paging, filter] as const,
  detail: (id: string) => ['cert', 'contract', 'detail', id] as const,
  mine: (applicationId: string) => ['cert', 'contract', 'mine', applicationId] as const,
};

export const contractApi = {
  awaiting: (paging: Paging, keyword?: string) =>
    cert<Page<CertAwaitingApplication>>('post', C.awaiting, keyword ? { keyword } : {}, paging),
  contracts: (paging: Paging, filter: ContractFilter) =>
    cert<Page<CertContract>>('post', P.contracts, filter, paging),
  detail: (id: string) => cert<CertContractDetail>('get', P.contract, undefined, { id }),
  /** The enterprise's contract of its application; null until the body sends one. */
  mine: (applicationId: string) =>
    cert<CertContractDetail | null>('get', C.myContract, undefined, { applicationId }),
  save: (body: CertContractBody) => cert<CertContractDetail>('post', P.saveContract, body),
  send: (id: string) => cert<CertContractDetail>('post', P.sendContract, { id }),
  sign: (id: string, signedCopy?: CertContractFile) =>
    cert<CertContractDetail>('post', P.signContract, { id, ...(signedCopy ? { signedCopy } : {}) }),
  clientSign: (id: string, signedCopy: CertContractFile) =>
    cert<CertContractDetail>('post', C.clientSign, { id, signedCopy }),
  cancel: (id: string, reason: string) => cert<CertContractDetail>('post', P.cancelContract, { id, reason }),
  /** The contract document (.docx), fetched with the session's headers. */
  document: async (id: string): Promise<Blob> =>
    (await request<Blob>({
      method: 'get',
      url: `${CERT_PREFIX}/${P.contractDocument}`,
      params: { id },
      responseType: 'blob',
    })) as unknown as Blob,
};
