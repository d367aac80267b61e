import { parseWithZod } from "@conform-to/zod/v4";
import { CircleAlert, CircleCheck, Clock, Paperclip } from "~/components/ui/icons";
import { data, redirect, useActionData, useNavigation } from "react-router";
import { FieldError, FieldHint, FieldLabel, controlClass } from "~/components/ui/field-parts";
import { Form, Link } from "~/components/ui/local-link";
import { SubmitButton } from "~/components/forms/submit-button";
import { PageHeader } from "~/components/ui/page-header";
import { supportPages, texts } from "@core/content/support";
import { langOf, localizePath } from "@core/i18n";
import { indiaDateTime } from "@core/india-time";
import {
  ATTACHMENTS_FIELD,
  TicketRatingSchema,
  TicketReplySchema,
} from "@core/schemas/support-ticket";
import { ATTACHMENTS, ESCALATABLE } from "@core/support";
import { valueAt } from "@core/records";
import { fill, type TextsHandle } from "@core/texts";
import { pageMeta } from "~/lib/meta";
import { useMessage } from "~/lib/messages";
import { useArrivalFocus } from "~/components/ui/use-arrival-focus";
import { useTexts } from "~/lib/texts";
import type { Route } from "./+types/ticket";
import { PhoneAlertsForm } from "~/components/track/phone-alerts-form";
import {
  PHONE_ALERTS_INTENT,
  PHONE_CODE_INTENT,
  PHONE_RESEND_INTENT,
  phoneStartOf,
  type PhoneAlertState,
} from "~/lib/phone-alerts-form";
import { phoneAlertStep } from "../track/phone-alerts.server";

export const handle = { texts: ["support", "validation", "phone-alerts"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(supportPages.ticket, args),
  { name: "robots", content: "noindex" },
];

/** A ticket is personal: never kept by a browser or a proxy. */
export const headers = () => ({ "Cache-Control": "no-store" });

const DONE = ["reply", "escalate", "rate"] as const;
type Done = (typeof DONE)[number];
/** The note saying it is done, where the redirect after a reply, escalation or rating leads. */
const DONE_ANCHOR = "done";

/** The ticket a link's token opens; else the lookup form, saying the link did not work. */
async function openTicket({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t") ?? "";
  const ticket = await context.services.tickets.open(params.number, token);
  const lang = langOf(url.pathname);
  if (!ticket) throw redirect(`${localizePath(lang, "/support/ticket")}?expired=1`, 303);
  return { ticket, token, lang, url };
}

export async function loader(args: Route.LoaderArgs) {
  const { ticket, token, lang, url } = await openTicket(args);
  const view = await args.context.services.tickets.view(ticket);
  const when = (at: Date | null) => (at ? indiaDateTime(at, lang) : null);
  const now = new Date();
  const doneParam = url.searchParams.get("done");
  return {
    token,
    done: DONE.find((done) => done === doneParam) ?? null,
    phoneChannels: args.context.services.phoneAlerts.channels(),
    // The raise form's SMS updates, waiting for their code: the block starts at that step.
    phoneStart: phoneStartOf(await args.context.services.phoneAlerts.pendingForTicket(ticket.id)),
    ticket: {
      number: view.number,
      category: view.category,
      lrNo: view.lrNo,
      description: view.description,
      status: view.status,
      escalated: view.escalatedAt !== null,
      raisedAt: when(view.raisedAt)!,
      acknowledgeBy: when(view.acknowledgeBy)!,
      resolveBy: when(view.resolveBy)!,
      // A promise is broken once its date passed before it was kept.
      acknowledgeLate: (view.acknowledgedAt ?? now) > view.acknowledgeBy,
      acknowledgeKept: view.acknowledgedAt !== null && view.acknowledgedAt <= view.acknowledgeBy,
      resolveLate: (view.resolvedAt ?? view.closedAt ?? now) > view.resolveBy,
      resolveKept:
        (view.resolvedAt ?? view.closedAt) !== null &&
        (view.resolvedAt ?? view.closedAt)! <= view.resolveBy,
      mayEscalate: view.mayEscalate,
      mayEscalateFrom:
        view.escalatedAt || !ESCALATABLE.includes(view.status) ? null : when(view.mayEscalateFrom),
      mayReply: view.mayReply,
      mayRate: view.mayRate,
      attachments: view.attachments.map((a) => a.fileName),
      messages: view.messages.map((m) => ({
        id: m.id,
        author: m.author,
        kind: m.kind,
        body: m.body,
        toValue: m.toValue,
        at: when(m.at)!,
        attachments: m.attachments.map((a) => a.fileName),
      })),
    },
  };
}

type ActionData = {
  intent: "reply" | "rate";
  fieldErrors?: Record<string, string[]>;
  values?: { body?: string; comment?: string };
  message?: string;
};

export async function action(args: Route.ActionArgs) {
  const { ticket, token, lang } = await openTicket(args);
  let formData: FormData;
  try {
    formData = await args.request.formData();
  } catch {
    return data<ActionData>({ intent: "reply", message: "leadSpam" }, 400);
  }
  const tickets = args.context.services.tickets;
  const intent = formData.get("intent");
  // "Get updates on your mobile" for this ticket: its own answers (phone-alerts.server.ts).
  if (
    intent === PHONE_ALERTS_INTENT ||
    intent === PHONE_CODE_INTENT ||
    intent === PHONE_RESEND_INTENT
  )
    return phoneAlertStep(args.context, { ticketId: ticket.id }, formData, lang, "ticket_page");
  const back = (done: Done) =>
    redirect(
      `${localizePath(lang, `/support/ticket/${ticket.number}`)}?t=${token}&done=${done}#${DONE_ANCHOR}`,
      303,
    );
  if (intent === "escalate") {
    const outcome = await tickets.escalate(ticket);
    if (outcome.status === "done") return back("escalate");
    return data<ActionData>(
      { intent: "reply", message: outcome.status === "refused" ? outcome.message : undefined },
      409,
    );
  }
  if (intent === "rate" || intent === "reply") {
    const schema = intent === "rate" ? TicketRatingSchema : TicketReplySchema;
    const payload = parseWithZod(formData, { schema }).payload;
    const outcome =
      intent === "rate"
        ? await tickets.rate(ticket, payload)
        : await tickets.reply(ticket, payload);
    if (outcome.status === "done") return back(intent);
    if (outcome.status === "refused")
      return data<ActionData>({ intent, message: outcome.message }, 409);
    const { body, comment } = payload;
    return data<ActionData>(
      {
        intent,
        fieldErrors: outcome.fieldErrors,
        values: {
          body: typeof body === "string" ? body : undefined,
          comment: typeof comment === "string" ? comment : undefined,
        },
      },
      400,
    );
  }
  return data<ActionData>({ intent: "reply", message: "leadSpam" }, 400);
}

/** /support/ticket/<number>?t=<token>: where a request stands, its promises and its conversation. */
export default function TicketPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const tt = t.ticket;
  const { ticket, token, done, phoneChannels } = loaderData;
  const answer = useActionData<ActionData | { phone: PhoneAlertState }>();
  const actionData = answer && "intent" in answer ? answer : undefined;
  const phoneState = answer && "phone" in answer ? answer.phone : undefined;
  const navigation = useNavigation();
  const message = useMessage();
  const busy = navigation.state === "submitting";
  const doneNote = useArrivalFocus<HTMLParagraphElement>(done !== null);
  const action = `/support/ticket/${ticket.number}?t=${token}`;
  // Non-breaking hyphens: a phone keeps the number on one line (the status card has it to copy).
  const heading = fill(tt.heading, { number: ticket.number.replace(/-/g, "\u2011") });
  const replyError = actionData?.intent === "reply" ? actionData.fieldErrors?.body?.[0] : undefined;
  const fileError =
    actionData?.intent === "reply" ? actionData.fieldErrors?.[ATTACHMENTS_FIELD] : undefined;
  const ratingError =
    actionData?.intent === "rate" ? actionData.fieldErrors?.rating?.[0] : undefined;
  const doneText =
    done === "reply"
      ? tt.replySent
      : done === "escalate"
        ? tt.escalatedDone
        : done === "rate"
          ? tt.ratedDone
          : null;

  const promise = (label: string, kept: boolean, late: boolean) => (
    <li className="flex items-start gap-2">
      {kept ? (
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
      ) : late ? (
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
      ) : (
        <Clock className="mt-0.5 size-5 shrink-0 text-navy-600" aria-hidden="true" />
      )}
      <span>
        {label}
        {kept ? ` · ${tt.kept}` : late ? ` · ${tt.broken}` : ""}
      </span>
    </li>
  );

  return (
    <>
      {/* A path of its own: the heading names the ticket, not the lookup page's translation. */}
      <PageHeader page={{ path: `/support/ticket/${ticket.number}`, heading, intro: "" }} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:py-14">
        <div className="grid gap-8">
          {doneText && (
            <p
              id={DONE_ANCHOR}
              ref={doneNote}
              tabIndex={-1}
              role="status"
              className="rounded-xl border-2 border-green-700 bg-green-50 p-4 font-semibold text-green-900"
            >
              {doneText}
            </p>
          )}
          {actionData?.message && (
            <p
              role="alert"
              className="rounded-xl border-2 border-danger bg-red-50 p-4 font-semibold text-danger"
            >
              {message(actionData.message)}
            </p>
          )}
          <section
            aria-labelledby="conversation"
            className="rounded-card border border-navy-100 bg-white p-5 shadow-card sm:p-8"
          >
            <h2 id="conversation" className="text-title font-extrabold text-navy-900">
              {tt.conversationHeading}
            </h2>
            <ol className="mt-5 grid gap-4">
              <li className="rounded-xl bg-navy-50 p-4">
                <p className="text-sm font-bold text-navy-900">
                  {tt.yourRequest} ·{" "}
                  <span className="font-normal text-muted">{ticket.raisedAt}</span>
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{ticket.description}</p>
                {ticket.attachments.length > 0 && (
                  <Files names={ticket.attachments} label={tt.files} />
                )}
              </li>
              {ticket.messages.map((m) => (
                <li
                  key={m.id}
                  className={
                    m.kind === "reply"
                      ? m.author === "staff"
                        ? "rounded-xl border-2 border-navy-200 bg-white p-4"
                        : "rounded-xl bg-navy-50 p-4"
                      : "px-4 text-sm text-muted"
                  }
                >
                  <p className="text-sm font-bold text-navy-900">
                    {m.kind === "reply" ? (m.author === "staff" ? tt.us : tt.you) : tt.system} ·{" "}
                    <span className="font-normal text-muted">{m.at}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words">
                    {m.kind === "reply"
                      ? m.body
                      : m.kind === "status"
                        ? fill(tt.statusChanged, {
                            status: valueAt(tt.statuses, m.toValue) ?? m.toValue ?? "",
                          })
                        : m.kind === "escalation"
                          ? (valueAt(tt.escalatedBy, m.toValue) ?? tt.escalated)
                          : m.kind === "rating"
                            ? fill(tt.rated, { rating: m.toValue ?? "" })
                            : ""}
                  </p>
                  {m.attachments.length > 0 && <Files names={m.attachments} label={tt.files} />}
                </li>
              ))}
            </ol>
          </section>

          {ticket.mayReply ? (
            <section
              id="reply"
              aria-labelledby="reply-heading"
              className="rounded-card border border-navy-100 bg-white p-5 shadow-card sm:p-8"
            >
              <h2 id="reply-heading" className="text-title font-extrabold text-navy-900">
                {tt.replyHeading}
              </h2>
              {ticket.status === "resolved" && <p className="mt-2 text-muted">{tt.reopenNote}</p>}
              {/* A new form once the reply is in the conversation: what was sent is not left to send again. */}
              <Form
                key={ticket.messages.length}
                method="post"
                action={action}
                encType="multipart/form-data"
                className="mt-4 grid gap-4"
              >
                <input type="hidden" name="intent" value="reply" />
                <div>
                  <FieldLabel htmlFor="reply-body" required>
                    {tt.replyLabel}
                  </FieldLabel>
                  <textarea
                    id="reply-body"
                    name="body"
                    rows={5}
                    required
                    maxLength={2000}
                    defaultValue={actionData?.intent === "reply" ? actionData.values?.body : ""}
                    aria-invalid={replyError ? true : undefined}
                    aria-describedby={
                      replyError ? "reply-body-hint reply-body-error" : "reply-body-hint"
                    }
                    className={controlClass}
                  />
                  <FieldHint id="reply-body-hint">{tt.replyHint}</FieldHint>
                  {replyError && (
                    <FieldError id="reply-body-error">{message(replyError)}</FieldError>
                  )}
                </div>
                <div>
                  <FieldLabel htmlFor="reply-files">{tt.replyFiles}</FieldLabel>
                  <input
                    id="reply-files"
                    name={ATTACHMENTS_FIELD}
                    type="file"
                    multiple
                    accept={ATTACHMENTS.accept}
                    aria-invalid={fileError?.length ? true : undefined}
                    aria-describedby={
                      fileError?.length ? "reply-files-hint reply-files-error" : "reply-files-hint"
                    }
                    className={`${controlClass} file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-1.5 file:font-bold file:text-navy-900`}
                  />
                  <FieldHint id="reply-files-hint">{t.form.attachmentsHint}</FieldHint>
                  {fileError?.length ? (
                    <FieldError id="reply-files-error">
                      {fileError.map((e) => message(e)).join(" ")}
                    </FieldError>
                  ) : null}
                </div>
                <div>
                  <SubmitButton busy={busy} label={tt.replySubmit} busyLabel={t.form.submitting} />
                </div>
              </Form>
            </section>
          ) : (
            <p className="rounded-xl bg-navy-50 p-4">
              {tt.closedNote}{" "}
              <Link
                to="/support/request"
                className="font-bold text-navy-800 underline underline-offset-2"
              >
                {t.raiseRequest}
              </Link>
            </p>
          )}

          {ticket.mayRate && (
            <section
              id="rate"
              aria-labelledby="rate-heading"
              className="rounded-card border border-navy-100 bg-white p-5 shadow-card sm:p-8"
            >
              <h2 id="rate-heading" className="text-title font-extrabold text-navy-900">
                {tt.rateHeading}
              </h2>
              <Form method="post" action={action} className="mt-4 grid gap-4">
                <input type="hidden" name="intent" value="rate" />
                <fieldset aria-describedby={ratingError ? "rating-error" : undefined}>
                  <legend className="text-sm font-bold text-navy-900">{tt.rateLabel}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {tt.rateOptions.map((label, i) => (
                      <label
                        key={label}
                        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-navy-200 px-3 has-[:checked]:border-navy-600 has-[:checked]:bg-navy-50"
                      >
                        <input
                          type="radio"
                          name="rating"
                          value={i + 1}
                          required
                          className="size-5 accent-navy-700"
                        />
                        {label}
                      </label>
                    ))}
                  </div>
                  {ratingError && <FieldError id="rating-error">{message(ratingError)}</FieldError>}
                </fieldset>
                <div>
                  <FieldLabel htmlFor="rate-comment">{tt.rateComment}</FieldLabel>
                  <textarea
                    id="rate-comment"
                    name="comment"
                    rows={3}
                    maxLength={1000}
                    className={controlClass}
                  />
                </div>
                <div>
                  <SubmitButton busy={busy} label={tt.rateSubmit} busyLabel={t.form.submitting} />
                </div>
              </Form>
            </section>
          )}
        </div>

        {/* On a phone the status and the promises come first. */}
        <aside className="order-first grid gap-6 lg:order-none">
          <section
            aria-labelledby="status-heading"
            className="rounded-card border border-navy-100 bg-white p-5 shadow-card"
          >
            <h2 id="status-heading" className="text-lg font-extrabold text-navy-900">
              {tt.statusLabel}
            </h2>
            <p className="mt-2 text-xl font-extrabold text-navy-900" data-testid="ticket-status">
              {tt.statuses[ticket.status]}
            </p>
            {ticket.escalated && (
              <p className="mt-1 font-semibold text-saffron-800">{tt.escalated}</p>
            )}
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-bold text-navy-900">{t.raised.numberLabel}</dt>
              <dd className="font-mono select-all">{ticket.number}</dd>
              <dt className="font-bold text-navy-900">{tt.categoryLabel}</dt>
              <dd>{t.categories[ticket.category].label}</dd>
              {ticket.lrNo && (
                <>
                  <dt className="font-bold text-navy-900">{tt.lrLabel}</dt>
                  <dd>
                    <Link
                      to={`/track-shipment-v2/${ticket.lrNo}`}
                      className="text-navy-800 underline underline-offset-2"
                    >
                      {ticket.lrNo}
                    </Link>
                  </dd>
                </>
              )}
              <dt className="font-bold text-navy-900">{tt.raisedLabel}</dt>
              <dd>{ticket.raisedAt}</dd>
            </dl>
            <h3 className="mt-5 font-extrabold text-navy-900">{tt.promisesHeading}</h3>
            <ul className="mt-2 grid gap-2 text-sm">
              {promise(
                fill(tt.acknowledgeBy, { date: ticket.acknowledgeBy }),
                ticket.acknowledgeKept,
                ticket.acknowledgeLate,
              )}
              {promise(
                fill(tt.resolveBy, { date: ticket.resolveBy }),
                ticket.resolveKept,
                ticket.resolveLate,
              )}
            </ul>
          </section>
          {(ticket.mayEscalate || ticket.mayEscalateFrom) && (
            <section
              id="escalate"
              aria-labelledby="escalate-heading"
              className="rounded-card border border-navy-100 bg-white p-5 shadow-card"
            >
              <h2 id="escalate-heading" className="text-lg font-extrabold text-navy-900">
                {tt.escalateHeading}
              </h2>
              <p className="mt-2 text-sm">{tt.escalateText}</p>
              {ticket.mayEscalate ? (
                <Form method="post" action={action} className="mt-3">
                  <input type="hidden" name="intent" value="escalate" />
                  <button type="submit" className="btn-dark min-h-12" disabled={busy}>
                    {tt.escalateSubmit}
                  </button>
                </Form>
              ) : (
                <p className="mt-2 text-sm font-semibold text-navy-900">
                  {fill(tt.escalateFrom, { date: ticket.mayEscalateFrom ?? "" })}
                </p>
              )}
            </section>
          )}
          {ticket.status !== "closed" && (
            <PhoneAlertsForm
              channels={phoneChannels}
              state={phoneState}
              initial={loaderData.phoneStart}
              id="ticket-phone-alerts"
            />
          )}
          <p className="text-sm">
            <Link to="/grievance" className="font-bold text-navy-800 underline underline-offset-2">
              {tt.grievance}
            </Link>
            {" · "}
            <Link
              to="/support/ticket"
              className="font-bold text-navy-800 underline underline-offset-2"
            >
              {tt.another}
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}

function Files({ names, label }: { names: string[]; label: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
      <Paperclip className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}:</span>
      {names.join(", ")}
    </p>
  );
}
