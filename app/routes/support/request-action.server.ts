/**
 * The page door of "Raise a request": read the multipart form
 * with Conform into plain data (files as File), hand it to the ticket
 * service, then redirect to ?raised=<number> (a refresh cannot raise it
 * twice; with SMS updates also &t=<the ticket's token>), or answer the field errors with the values as typed. A browser
 * cannot refill a file field: the page says so when files were sent.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { langOf } from "@core/i18n";
import { ALREADY_SENT, submissionTokenOf } from "@core/schemas/submission-token";
import { ATTACHMENTS_FIELD, TicketFormSchema } from "@core/schemas/support-ticket";
import {
  RAISED_ANCHOR,
  RAISED_PARAM,
  TOKEN_PARAM,
  type RequestActionData,
} from "~/components/support/form-data";

type Args = { request: Request; context: AppLoadContext };

export async function raiseRequest({ request, context }: Args) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<RequestActionData>({ notice: { kind: "rejected", text: "leadSpam" } }, 400);
  }
  const submission = parseWithZod(formData, { schema: TicketFormSchema });
  const outcome = await context.services.tickets.raise(submission.payload, context.visitor, {
    key: submissionTokenOf(formData),
    // The page's language: stored with the ticket, and every e-mail's.
    language: langOf(new URL(request.url).pathname),
  });
  const filesSent = formData
    .getAll(ATTACHMENTS_FIELD)
    .some((file) => file instanceof File && file.size > 0);
  const typed = () => submission.reply();
  switch (outcome.status) {
    case "stored": {
      const url = new URL(request.url);
      // With SMS updates, the ticket's token too: the raised page asks for the code and links
      // to the ticket's page, as the e-mail's link would.
      const token = outcome.sms
        ? `&${TOKEN_PARAM}=${encodeURIComponent(outcome.sms.pageToken)}`
        : "";
      return redirect(
        `${url.pathname}?${RAISED_PARAM}=${encodeURIComponent(outcome.record.id)}${token}#${RAISED_ANCHOR}`,
        303,
      );
    }
    case "invalid":
      return data<RequestActionData>(
        {
          result: submission.reply({ fieldErrors: outcome.fieldErrors }),
          notice: { kind: "invalid" },
          filesAgain: filesSent,
        },
        400,
      );
  }
  switch (outcome.reason) {
    case "conflict":
      return data<RequestActionData>(
        {
          result: typed(),
          notice: { kind: "rejected", text: ALREADY_SENT },
          filesAgain: filesSent,
        },
        422,
      );
    case "spam":
      return data<RequestActionData>(
        { result: typed(), notice: { kind: "rejected", text: outcome.message } },
        400,
      );
    case "limited":
      return data<RequestActionData>(
        {
          result: typed(),
          notice: { kind: "rejected", text: outcome.message },
          filesAgain: filesSent,
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "busy":
      return data<RequestActionData>(
        {
          result: typed(),
          notice: { kind: "rejected", text: outcome.message },
          filesAgain: filesSent,
        },
        { status: 503, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<RequestActionData>(
        { result: typed(), notice: { kind: "failed" }, filesAgain: filesSent },
        503,
      );
  }
}
