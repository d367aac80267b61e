/**
 * What the delivery options' functions share (../delivery-options.ts binds
 * them to one): the service's dependencies and its prepared view.
 */
import type { Database } from "../../../database/client";
import type { Logger } from "../../logger";
import type { MessageQueueContext } from "../../messages/enqueue";
import type { CaptchaService } from "../captcha";
import type { RateLimits } from "../rate-limit";
import type { DeliveryViewPrefetch, prepareView } from "./view-query";

export type DeliveryOptionsDependencies = {
  db: Database;
  rateLimits: RateLimits;
  /** The arithmetic captcha a shipment's form asks once it has had 5 wrong tries in the hour. */
  captcha: CaptchaService;
  secret: string;
  logger: Logger;
  /** DELIVERY_WEBHOOK_URL is set: requests and decisions become webhook rows of the outbox. */
  webhooks: boolean;
  /** Called after a request is stored or decided: the shipment's cached answers are dropped. */
  onChange?: (lrNo: string) => void;
  /** The views the tracking lookup read with its answers. */
  prefetch?: DeliveryViewPrefetch;
  /** For the console's link in operations' e-mail (default http://localhost:3000). */
  siteUrl?: string;
  /** MAIL_TO_OPS: told of every new request (default: the general e-mail). */
  opsInbox?: string;
  /** The SMS queue: with SMS on, a code to the booked phone proves a request (./proof-code.ts). */
  messages?: MessageQueueContext;
};

export type DeliveryOptionsContext = DeliveryOptionsDependencies & {
  /** The view's prepared statement (./view-query.ts). */
  viewOf: ReturnType<typeof prepareView>;
};
