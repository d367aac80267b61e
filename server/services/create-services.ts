/**
 * The service layer: business rules, once, over a database handle. Page
 * loaders and actions reach it through React Router's load context
 * (`context.services`); the /api/* routes call the same functions.
 */
import type { MessageQueueContext } from "../messages/enqueue";
import { createPhoneAlerts, type PhoneAlerts } from "../messages/consent";
import type { MessageSettings } from "../messages/settings";
import { queueTrackingMessages } from "../messages/shipment-messages";
import { createDeliveryRatings } from "../messages/delivery-ratings";
import { randomBytes } from "node:crypto";
import type { Database, DatabaseHandle } from "../../database/client";
import { hashIp } from "./ip-hash";
import { createLogger, type Logger } from "../logger";
import { createApplicationService } from "./applications";
import { createCaptchaService } from "./captcha";
import { createDeliveryDesk } from "./delivery-desk";
import { createDeliveryOptions, createDeliveryViewPrefetch } from "./delivery-options";
import { createSilenceWatch } from "./delivery-silence";
import { createWebhookQueue } from "./webhooks";
import { createJobService } from "./jobs";
import { createApplicationInbox } from "./application-inbox";
import { createErasure } from "./erasure";
import { createLeadDetails } from "./leads/lead-details";
import { createLeadExport } from "./leads/lead-export";
import { createLeadInbox } from "./leads/lead-inbox";
import { createFollowUpReminders } from "./leads/follow-up-reminders";
import { createLeadReplies } from "./leads/lead-replies";
import { createLeadWork } from "./leads/lead-work";
import { createPickupList } from "./leads/pickups";
import { createLeadService } from "./leads/leads";
import type { Inboxes } from "./mail-addresses";
import { createOutboxQueue } from "./outbox-queue";
import { createOutboxDesk } from "../outbox/desk";
import { createMessageCallbacks } from "../messages/callbacks";
import { createMessageDesk } from "../messages/desk";
import { createBusinessWebhooks } from "../business/webhook";
import { createSecretBox } from "../accounts/secret-box";
import { createEstimateService } from "./estimates";
import { createBusinessBookings } from "../business/bookings";
import { createPincodeService, type PincodeService } from "./pincodes";
import { createRateLimits, type RateLimitOptions, type RateLimits } from "./rate-limit";
import { createReadiness } from "./readiness";
import { createStaffService } from "./staff/staff-service";
import { createBusinessService, type BusinessService } from "../business/business-service";
import { createBusinessAddresses } from "../business/addresses";
import { createBusinessPeople } from "../business/people";
import { createBusinessProfile } from "../business/profile";
import { createStaffBusinesses } from "../business/staff-businesses";
import { createTicketDesk } from "./support/desk";
import { createShipmentQueues } from "./shipment-queues";
import { createTrackingService } from "./tracking";
import { createTrackingAlertService } from "./tracking-alerts";
import { createPromiseKeeper } from "./support/promises";
import type { WorkGate } from "./work-gate";
import { createTicketService } from "./support/tickets";
import { createBusinessShipments } from "../business/shipments";
import { createBusinessPickups } from "../business/pickups";
import { createForgotPassword } from "../business/forgot-password";
import { createBusinessDocuments } from "../documents/business-documents";
import { createBusinessStatements } from "../business/statements";
import { createCodServices } from "../business/cod";
import { createBusinessApi } from "../business/business-api";

export type ServiceOptions = {
  /** SESSION_SECRET: signs captcha tokens and keys IP hashes. Random per process when unset. */
  secret?: string;
  /**
   * Used instead of a random one when SESSION_SECRET is unset: a cluster's
   * workers get the same one from their primary (server/cluster.ts), so a
   * token sealed by one worker opens in another. Never seals two-factor secrets.
   */
  processSecret?: string;
  /** SESSION_SECRET_PREVIOUS: still opens two-factor secrets and captcha tokens sealed under it. */
  previousSecret?: string;
  /** Count rate limits in PostgreSQL when there is no Redis (several workers). */
  sharedRateLimits?: boolean;
  /** REDIS_URL and the limits of lead submissions per IP. */
  rateLimit?: Omit<RateLimitOptions, "logger">;
  logger?: Logger;
  /** SITE_URL: the links in e-mails (staff invitations, tracking alerts). */
  siteUrl?: string;
  /** MAIL_TO_LEADS, MAIL_TO_SUPPORT, MAIL_TO_CAREERS: the company's inboxes (default: core/content/company.ts). */
  inboxes?: Inboxes;
  /** SMTP_URL is set: a pending e-mail long overdue means the outbox is stuck (/api/ready). */
  sendingMail?: boolean;
  /** Wakes the outbox sender of this process, when it runs one: "Send now". */
  kickOutbox?: () => void;
  /** DELIVERY_WEBHOOK_URL is set: delivery requests and decisions queue webhooks. */
  deliveryWebhooks?: boolean;
  /** The bound on re-encoding photos (default: the machine's cores for this one process). */
  reencoding?: WorkGate;
  /** Wakes the webhook sender: "Try now" on /staff/outbox. */
  kickWebhooks?: () => void;
  /** Wakes the business webhook sender: "Send again" and "Try now" (docs/decisions/042-business-webhooks.md). */
  kickBusinessWebhooks?: () => void;
  /** Wakes the SMS and WhatsApp senders: a retry on /staff/messages or /staff/outbox, a test message. */
  kickSms?: () => void;
  kickWhatsApp?: () => void;
  /** SMS_* and WHATSAPP_*: which message channels are on (server/messages/settings.ts); both off by default. */
  messages?: MessageSettings;
};

export function createServices(database: DatabaseHandle, options: ServiceOptions = {}) {
  const secret = options.secret ?? options.processSecret ?? randomBytes(32).toString("hex");
  const logger = options.logger ?? createLogger("silent");
  const previousSecrets = options.previousSecret ? [options.previousSecret] : [];
  const captcha = createCaptchaService(database.db, secret, { previousSecrets });
  const rateLimits = createRateLimits({
    ...options.rateLimit,
    database: options.sharedRateLimits ? database.db : undefined,
    logger,
  });
  const trackingAlerts = createTrackingAlertService({
    db: database.db,
    rateLimits,
    secret,
    siteUrl: options.siteUrl ?? "http://localhost:3000",
    logger,
  });
  const pincodes = createPincodeService(database.db);
  const applications = createApplicationService({
    db: database.db,
    rateLimits,
    secret,
    logger,
    inboxes: options.inboxes,
  });
  const siteUrl = options.siteUrl ?? "http://localhost:3000";
  /** What every SMS and WhatsApp message is queued with (server/messages/enqueue.ts). */
  const messageQueue: MessageQueueContext = {
    settings: options.messages ?? { sms: null, whatsapp: null },
    siteUrl,
    secret,
  };
  const phoneAlerts = createPhoneAlerts(database.db, messageQueue);
  // A shipment's page opened for the first time: its delivery view comes with the lookup.
  const deliveryViews = createDeliveryViewPrefetch();
  const tracking = createTrackingService(database.db, {
    // An event's e-mails and its SMS and WhatsApp messages, in the ingestion's transaction.
    onEventsAdded: async (tx, shipment, events) => {
      await trackingAlerts.queueAlerts(tx, shipment, events);
      await queueTrackingMessages(tx, messageQueue, shipment, events);
    },
    companion: deliveryViews,
  });
  const deliveryOptions = createDeliveryOptions({
    db: database.db,
    rateLimits,
    captcha,
    secret,
    logger,
    webhooks: Boolean(options.deliveryWebhooks),
    onChange: tracking.forget,
    prefetch: deliveryViews,
    siteUrl,
    opsInbox: options.inboxes?.ops,
    messages: messageQueue,
  });
  const business = createBusinessService({
    db: database.db,
    secret,
    sessionSecret: options.secret,
    previousSecrets,
    siteUrl,
    logger,
  });
  return {
    messageQueue,
    /** The SMS and WhatsApp providers' callbacks: delivery reports and replies (decision 047). */
    messageCallbacks: createMessageCallbacks(database.db, messageQueue),
    /** /staff/messages: the list, one message, retry, counts, the test message (decision 047). */
    messageDesk: createMessageDesk(database.db, messageQueue, (channel) =>
      (channel === "sms" ? options.kickSms : options.kickWhatsApp)?.(),
    ),
    /** Consent to updates by SMS and WhatsApp: subscribing, codes, /alerts/<token>. */
    phoneAlerts,
    /** The delivered message's 1–5 rating: /rate/<token>, and staff's view (server/messages/delivery-ratings.ts). */
    deliveryRatings: createDeliveryRatings(database.db),
    ...createSupportServices(database.db, {
      rateLimits,
      secret,
      siteUrl,
      logger,
      options,
      messageQueue,
      phoneAlerts,
    }),
    tracking,
    /** Operations' shipment queues: no update for 48 hours, delayed, out today, attempted. */
    shipmentQueues: createShipmentQueues(database.db),
    /** The receiver's delivery options: requests, and what the shipment's page shows. */
    deliveryOptions,
    /** The same requests as operations work them (/staff/delivery-requests). */
    deliveryDesk: createDeliveryDesk({
      db: database.db,
      tracking,
      siteUrl,
      logger,
      webhooks: Boolean(options.deliveryWebhooks),
      messages: messageQueue,
    }),
    /** Tells alert subscribers once when a shipment has had no event for 48 hours. */
    deliverySilence: createSilenceWatch(database.db, { siteUrl, messages: messageQueue }),
    /** The webhook outbox as operations see it (/staff/outbox, "Webhooks"). */
    webhookQueue: createWebhookQueue(database.db, undefined, options.kickWebhooks),
    /** DELIVERY_WEBHOOK_URL is set: requests and decisions are queued as webhooks. */
    deliveryWebhooksOn: Boolean(options.deliveryWebhooks),
    trackingAlerts,
    jobs: createJobService(database.db),
    captcha,
    pincodes,
    estimates: createEstimateService(pincodes),
    businessBookings: createBusinessBookings(
      database.db,
      pincodes,
      (lrNos) => lrNos.forEach(tracking.forget),
      messageQueue,
    ),
    ...createLeadServices(database.db, {
      captcha,
      rateLimits,
      secret,
      logger,
      pincodes,
      siteUrl,
      inboxes: options.inboxes,
    }),
    applicationInbox: createApplicationInbox(database.db, applications.resumeDownload),
    erasure: createErasure(database.db),
    outbox: createOutboxQueue(database.db, undefined, options.kickOutbox),
    /** Every channel of the outbox in one list, as /staff/outbox shows it (server/outbox/desk.ts). */
    outboxDesk: createOutboxDesk(database.db, undefined, (channel) =>
      (channel === "email"
        ? options.kickOutbox
        : channel === "business_webhook"
          ? options.kickBusinessWebhooks
          : channel === "sms"
            ? options.kickSms
            : channel === "whatsapp"
              ? options.kickWhatsApp
              : options.kickWebhooks)?.(),
    ),
    applications,
    /** A business's own shipments: its list, one by LR, the CSV export (server/business/shipments.ts). */
    businessShipments: createBusinessShipments(database.db),
    /** Business pickups: asked for by the business, worked by operations (server/business/pickups.ts). */
    businessPickups: createBusinessPickups(database.db),
    /** API keys and the /api/business/v1 bookings (server/business/business-api.ts). */
    ...createBusinessApi(database.db, {
      sessionSecret: options.secret,
      previousSecrets,
      pincodes,
      onBooked: (lrNos) => lrNos.forEach(tracking.forget),
      findTracking: tracking.findTracking,
      messages: messageQueue,
    }),
    /** A business's LR copies, labels and PODs (server/documents/). */
    businessDocuments: createBusinessDocuments(database.db, { siteUrl }),
    /** A business's monthly statements of charges, for it and for staff (server/business/statements.ts). */
    businessStatements: createBusinessStatements(database.db),
    /** COD collected, remitted, and a business's COD page (decision 044; server/business/cod-*.ts). */
    ...createCodServices(database.db, tracking),
    staff: createStaffService({
      db: database.db,
      secret,
      // Only a configured SESSION_SECRET is stable enough to seal two-factor secrets.
      sessionSecret: options.secret,
      previousSecrets,
      siteUrl: options.siteUrl ?? "http://localhost:3000",
      logger,
    }),
    business,
    /** "Forgot your password?" on the portal's sign-in: one answer, a link for a real person. */
    businessForgotPassword: createForgotPassword({
      db: database.db,
      rateLimits,
      secret,
      siteUrl,
      logger,
    }),
    /** A business's webhook: its owner's settings and deliveries, its health for staff (server/business/webhook.ts). */
    businessWebhooks: createBusinessWebhooks({
      db: database.db,
      // Only a configured SESSION_SECRET is stable enough to seal the webhooks' secrets.
      box: options.secret ? createSecretBox(options.secret, previousSecrets) : undefined,
      wake: options.kickBusinessWebhooks,
    }),
    ...createBusinessPeopleServices(database.db, business, pincodes, siteUrl),
    health: createHealth(database, rateLimits, options),
    /** Tracking lookups and POD downloads per client address (server/tracking/guard.ts). */
    rateLimits,
    /** An address as the logs may name it: keyed by the secret, like the hashes stored with leads. */
    addressHash: (ip: string) => hashIp(secret, ip),
    /** Releases connections the services hold (the Redis client of the rate limits). */
    close() {
      rateLimits.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** Lead capture and the sales console's work on leads. */
function createLeadServices(
  db: Database,
  deps: Omit<Parameters<typeof createLeadService>[0], "db"> & { siteUrl: string },
) {
  const { siteUrl, ...leadDeps } = deps;
  const { inboxes } = leadDeps;
  const leadInbox = createLeadInbox(db);
  return {
    leads: createLeadService({ db, ...leadDeps }),
    leadInbox,
    /** Sales' work on one lead: the work panel, calls logged, replies. */
    leadWork: createLeadWork(db, { siteUrl }),
    /** Replies to a lead by e-mail from templates in its language. */
    leadReplies: createLeadReplies(db, { inboxes }),
    /** E-mails each assignee on the morning of a lead's follow-up day. */
    followUpReminders: createFollowUpReminders(db, { siteUrl }),
    /** Pickup requests by their day, for operations and sales. */
    pickups: createPickupList(db),
    leadExport: createLeadExport(db, leadInbox),
    /** A lead's fields in words and the customer's other requests. */
    leadDetails: createLeadDetails(db),
  };
}

/** A business's profile and saved addresses, and the businesses as staff see them. */
function createBusinessPeopleServices(
  db: Database,
  business: BusinessService,
  pincodes: PincodeService,
  siteUrl: string,
) {
  return {
    /** An owner's work on the business's people: invite, change a role, remove. */
    businessPeople: createBusinessPeople(db, business, siteUrl),
    /** Legal name, GSTIN, billing address, default payment mode (owner changes). */
    businessProfile: createBusinessProfile(db),
    /** Saved pickup addresses; the pincode fills city and state. */
    businessAddresses: createBusinessAddresses(db, pincodes),
    /** /staff/businesses: the list with counts, invite, suspend and restore. */
    staffBusinesses: createStaffBusinesses(db, business),
  };
}

/** Customer care: the visitor's side, the promises' job, the staff's desk. */
function createSupportServices(
  db: Database,
  deps: {
    rateLimits: RateLimits;
    secret: string;
    siteUrl: string;
    logger: Logger;
    options: ServiceOptions;
    messageQueue: MessageQueueContext;
    phoneAlerts: PhoneAlerts;
  },
) {
  const { rateLimits, secret, siteUrl, logger, options } = deps;
  return {
    /** Customer care, the visitor's side. */
    tickets: createTicketService({
      db,
      rateLimits,
      secret,
      siteUrl,
      logger,
      reencoding: options.reencoding,
      inboxes: options.inboxes,
      // The raise form's SMS updates, while SMS is on.
      smsUpdates: deps.messageQueue.settings.sms ? deps.phoneAlerts : null,
    }),
    /** Escalates tickets that broke a promise and closes resolved ones. */
    ticketPromises: createPromiseKeeper(db, { siteUrl, inbox: options.inboxes?.support }),
    /** Customer care's tickets as staff work them. */
    ticketDesk: createTicketDesk(db, { siteUrl, messageQueue: deps.messageQueue }),
  };
}

/** /api/health and /api/ready: the database within a time limit, and what readiness checks. */
function createHealth(database: DatabaseHandle, rateLimits: RateLimits, options: ServiceOptions) {
  return {
    /** True when the database answers within the time limit. */
    async isDatabaseReachable(timeoutMs = 2_000): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([database.ping().then(() => true as const), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    /** GET /api/ready: database, migrations, Redis when set, outbox (services/readiness.ts). */
    readiness: createReadiness(database, {
      rateLimits,
      sendingMail: options.sendingMail,
      sendingWebhooks: Boolean(options.deliveryWebhooks),
      messages: options.messages,
    }),
  };
}
