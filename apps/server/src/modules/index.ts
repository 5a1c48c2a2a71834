// Every module of the server, in the order their dependencies need. A module is a Fastify plugin
// (modules/<name>/index.ts) that builds its service and registers its routes in the scopes they need:
// public, a session (http/authenticate.ts), writes recorded in the operation log (http/operation-log.ts).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationLog } from '../http/operation-log.js';
import account from './account/index.js';
import app from './app/index.js';
import auditNotice from './audit-notice/index.js';
import business from './business/index.js';
import carbon from './carbon/index.js';
import brand from './brand/index.js';
import { suggestionLister as brandSuggestions } from './brand/scoring-service.js';
import cert from './cert/index.js';
import compliance from './compliance/index.js';
import content from './content/index.js';
import dept from './dept/index.js';
import type { ModuleDeps } from './deps.js';
import dict from './dict/index.js';
import externalUpload from './external-upload/index.js';
import forms from './forms/index.js';
import health from './health/index.js';
import { messaging } from './messages/messaging.js';
import messages from './messages/index.js';
import operationLogModule from './operation-log/index.js';
import pageLayout from './page-layout/index.js';
import position from './position/index.js';
import resource from './resource/index.js';
import smsLog from './sms-log/index.js';
import role from './role/index.js';
import tenant from './tenant/index.js';
import tenantUser from './tenant-user/index.js';
import upload from './upload/index.js';
import workflow from './workflow/index.js';

export type { ModuleDeps };

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (server, deps) => {
  await server.register(health, deps);
  await server.register(messaging, { ...deps, options: { sms: deps.sms, ...deps.messaging } });
  // Registers the authenticate plugin once the account service exists.
  await server.register(account, deps);
  await server.register(operationLogModule, deps);
  await server.register(operationLog);
  for (const module of [
    messages,
    auditNotice,
    upload,
    dept,
    position,
    resource,
    role,
    app,
    tenant,
    tenantUser,
    dict,
    pageLayout,
    forms,
    workflow,
    business,
    compliance,
    carbon,
    cert,
    brand,
    content,
    smsLog,
    externalUpload,
  ]) {
    // Compliance answers the brand answers' suggestions through the brand module's reader.
    await server.register(module, module === compliance ? { ...deps, brandSuggestions } : deps);
  }
};

export const modules = fp(plugin, { name: 'modules' });
