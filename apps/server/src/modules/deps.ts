// What buildApp hands every module plugin: the configuration, the database, and the replaceable
// transports and limits tests inject.
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { SmsSender } from '../security/sms.js';
import type { AccountLimits } from './account/service.js';
import type { MessagingOptions } from './messages/messaging.js';
import type { WorkflowOptions } from './workflow/index.js';

export interface ModuleDeps {
  config: Config;
  database: Database;
  /** Pairs with messaging.sms: SMS codes of sign-in and password reset. */
  sms?: SmsSender | undefined;
  limits?: AccountLimits | undefined;
  messaging?: MessagingOptions | undefined;
  workflow?: WorkflowOptions | undefined;
  /** The server's version, reported by the health check. */
  version: string;
}
