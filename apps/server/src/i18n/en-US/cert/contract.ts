import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/contract.js';

export default {
  applicationMissing: 'The certification application does not exist',
  contractMissing: 'The contract does not exist',
  notAccepted: 'The application is not awaiting a contract (accepted), so no contract can be made',
  contractExists: 'The application already has contract {{no}}',
  otherApplication: 'The contract belongs to another application',
  signedLocked: 'The contract is signed and can no longer be changed',
  cancelledLocked: 'The contract is cancelled and can no longer be changed',
  sendOnlyDraft: 'Only a draft contract can be sent',
  signCancelled: 'The contract is cancelled and cannot be signed',
  signSigned: 'The contract is already signed',
  signedCopyRequired: 'Upload the scan of the contract signed and sealed by both parties',
  clientSignOnlySent:
    'A signed copy can only be uploaded for a contract that was sent and is awaiting signature',
  cancelSigned: 'The contract is signed and cannot be cancelled',
  cancelCancelled: 'The contract is already cancelled',
  sent: 'Contract sent',
  signed: 'Contract signed',
  clientSigned: 'Signed copy uploaded; the certification body will confirm it',
  cancelled: 'Contract cancelled',
  fileName: 'Certification contract {{no}}.docx',
  schemes: {
    QMS: 'quality management system certification',
    EMS: 'environmental management system certification',
    OHSMS: 'occupational health and safety management system certification',
    EnMS: 'energy management system certification',
    CCC: 'China Compulsory Certification (CCC)',
  },
  document: {
    date: '{{year}}-{{month}}-{{day}}',
    blankDate: '      -    -    ',
    initialSystem: 'Initial certification audit (stage 1 and stage 2)',
    initialProduct: 'Initial factory inspection',
    coverageSystem: 'The recertification audit is quoted by a new contract before the certificate expires.',
    coverageProduct: 'The yearly follow-up inspections after certification are invoiced each year.',
  },
  sentTitle: 'Certification contract to sign: {{no}}',
  sentContent:
    '{{org}} has sent you the {{scheme}} contract {{no}}, amount CNY {{amount}}. Download it from your applications, sign and seal it, and upload the scan.',
  clientSignedTitle: 'Signed contract uploaded: {{no}}',
  clientSignedContent:
    '{{entName}} has uploaded the signed and sealed scan of contract {{no}}. Check it under contracts and confirm the signature.',
  signedTitle: 'Certification contract signed: {{no}}',
  signedContent: 'Contract {{no}} is signed. {{org}} will plan the audit and send you the audit plan.',
  cancelledTitle: 'Certification contract cancelled: {{no}}',
  cancelledContent: 'Contract {{no}} is cancelled and the certification application ends. Reason: {{reason}}',
} satisfies Catalogue<typeof zh>;
