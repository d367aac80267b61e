import type { SubmissionResult } from "@conform-to/react";
import type { LeadNotice } from "~/components/forms/lead-action-data";
import type { PhoneAlertState } from "~/lib/phone-alerts-form";

/*
 * What the customer-care pages, their actions and their forms share: kept
 * apart from the forms (request-form.tsx, ticket-lookup-form.tsx), whose
 * code loads with the visitor's first interaction (decision 034).
 */

/** The query parameter of the page a raised request redirects to: its ticket number. */
export const RAISED_PARAM = "raised";
/** The raised page's ticket token (as the ticket's page takes it), with SMS updates. */
export const TOKEN_PARAM = "t";
/** The id of the card with the ticket number, where the redirect after raising leads. */
export const RAISED_ANCHOR = "raised";

/** The raised page's way on to the ticket, when raised with SMS updates. */
export type RaisedFollow = {
  /** The ticket's page, with its token. */
  url: string;
  hasEmail: boolean;
  /** The code step while the SMS updates wait for it. */
  phoneStart: PhoneAlertState | undefined;
};

/** What the request page's action answers when it does not redirect to ?raised=. */
export type RequestActionData = {
  result?: SubmissionResult<string[]>;
  notice: LeadNotice;
  /** Files were sent but a browser cannot show them again: ask for them once more. */
  filesAgain?: boolean;
};

/** The ticket lookup form's id (Conform's, and its deferred form's). */
export const LOOKUP_FORM_ID = "ticket-lookup";

/** What the lookup page's action answers when it does not redirect to the ticket. */
export type LookupData = { result?: SubmissionResult<string[]>; message?: string };
