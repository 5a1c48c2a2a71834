// Texts of the certification pages (issue 21), one file per page under cert/ (shared: common texts).
import myApply from './cert/my-apply';
import myCertificate from './cert/my-certificate';
import noticeBoard from './cert/notice-board';
import overview from './cert/overview';
import apply from './cert/apply';
import contract from './cert/contract';
import plan from './cert/plan';
import auditplan from './cert/auditplan';
import dataExamine from './cert/data-examine';
import ratify from './cert/ratify';
import decision from './cert/decision';
import certificate from './cert/certificate';
import project from './cert/project';
import process from './cert/process';
import auditor from './cert/auditor';
import notice from './cert/notice';
import audit from './cert/audit';
import shared from './cert/shared';

export default {
  myApply,
  myCertificate,
  noticeBoard,
  overview,
  apply,
  contract,
  plan,
  auditplan,
  dataExamine,
  ratify,
  decision,
  certificate,
  project,
  process,
  auditor,
  notice,
  audit,
  shared,
} as const;
