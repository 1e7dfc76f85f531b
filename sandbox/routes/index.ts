import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { applicationRoutes } from './application.js';
import { applicationStepRoutes } from './applicationSteps.js';
import { bannerRoutes } from './banners.js';
import { chatRoutes } from './chat.js';
import { coDeedRoutes } from './coDeed.js';
import { documentRoutes } from './documents.js';
import { conditionRoutes } from './conditions.js';
import { experimentRoutes } from './experiments.js';
import { flagRoutes } from './flags.js';
import { hoursRoutes } from './hours.js';
import { identityRoutes } from './identity.js';
import { licenceRoutes } from './licences.js';
import { notificationRoutes } from './notifications.js';
import { opsRoutes } from './ops.js';
import { originatorRoutes } from './originator.js';
import { profileRoutes } from './profile.js';
import { sitePageRoutes } from './sitePages.js';
import { statusRoutes } from './status.js';
import { telemetryRoutes } from './telemetry.js';
import { webAppRoutes } from './webApp.js';
import { webChatRoutes } from './webChat.js';

/** Every service of the sandbox, one module each. */
export async function registerRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  identityRoutes(app, ctx);
  profileRoutes(app, ctx);
  coDeedRoutes(app, ctx);
  applicationRoutes(app, ctx);
  applicationStepRoutes(app, ctx);
  documentRoutes(app, ctx);
  experimentRoutes(app, ctx);
  statusRoutes(app, ctx);
  licenceRoutes(app, ctx);
  originatorRoutes(app, ctx);
  flagRoutes(app, ctx);
  bannerRoutes(app, ctx);
  hoursRoutes(app, ctx);
  conditionRoutes(app, ctx);
  notificationRoutes(app, ctx);
  sitePageRoutes(app, ctx);
  chatRoutes(app, ctx);
  telemetryRoutes(app, ctx);
  opsRoutes(app, ctx);
  await webChatRoutes(app, ctx);
  await webAppRoutes(app, ctx);
}
