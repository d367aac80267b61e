/**
 * The instant estimate without JavaScript: the Show estimate button posts
 * the quote form with intent=estimate; this answers the estimate and the
 * values as typed, stores nothing and marks no field (decision 023).
 */
import { data, type AppLoadContext } from "react-router";
import { viewOfAnswer, viewOfErrors } from "~/components/forms/estimate-view";
import type { LeadActionData } from "~/components/forms/lead-action-data";
import { ESTIMATE_INTENT } from "~/components/forms/quote-estimate";
import { EstimateQuerySchema } from "@core/schemas/estimate";

type Args = { request: Request; context: AppLoadContext };

export async function asksForEstimate(request: Request): Promise<boolean> {
  try {
    return (await request.clone().formData()).get("intent") === ESTIMATE_INTENT;
  } catch {
    return false; // submitLeadForm answers a body it cannot read
  }
}

export async function answerEstimate({ request, context }: Args) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const typed: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "intent") typed[name] = value;
  const result = { initialValue: typed };

  const query = EstimateQuerySchema.safeParse({
    from: text("origin_pincode"),
    to: text("destination_pincode"),
    weight_kg: text("weight_kg"),
    service: text("service"),
  });
  if (!query.success) {
    const errors: Record<string, string> = {};
    for (const issue of query.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return data<LeadActionData>({ result, estimate: viewOfErrors(errors) });
  }
  const { estimates } = context.services;
  const outcome = await estimates.estimate(query.data);
  const estimate =
    outcome.status === "ok"
      ? viewOfAnswer(estimates.body(query.data, outcome))
      : outcome.status === "unserved"
        ? viewOfErrors(estimates.unservedErrors(outcome.ends))
        : viewOfErrors({ [outcome.field]: estimates.unknownMessage(outcome.pincode) });
  return data<LeadActionData>({ result, estimate });
}
