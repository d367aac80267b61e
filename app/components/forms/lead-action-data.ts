import type { SubmissionResult } from "@conform-to/react";
import type { Captcha } from "@core/schemas/captcha";
import type { EstimateView } from "./estimate-view";

/**
 * Why a submission came back instead of going through: the fields need
 * correcting, the captcha answer was wrong, the server refused it (too many,
 * or not sent properly), or it could not be stored or sent (network).
 */
export type LeadNotice =
  | { kind: "invalid" }
  | { kind: "captcha" }
  | { kind: "rejected"; text: string }
  | { kind: "failed" };

/** What a lead form's action answers when it does not redirect to ?sent=1. */
export type LeadActionData = {
  /** Conform's result: field errors and the values to show again. */
  result?: SubmissionResult<string[]>;
  /** Absent when the form only asked for something (the instant estimate), not to be sent. */
  notice?: LeadNotice;
  /** The question to show now (captcha forms): the same one, or a new one after it was spent. */
  captcha?: Captcha;
  /** The instant estimate asked for without JavaScript (/get-a-quote). */
  estimate?: EstimateView;
};

/** The query parameter of the page a successful submission redirects to. */
export const SENT_PARAM = "sent";
