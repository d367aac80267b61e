import { data, Form } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { EmptyList } from "~/components/staff/list-screen/record-table";
import { SummaryTable } from "~/components/staff/list-screen/summary-table";
import { FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";
import { readPincodeCsv } from "@core/pincode-csv";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/serviceability";

export const staffPage = staffPages.serviceability;
export const meta = () => staffMeta("Where we deliver");

const KIND_LABELS = { state: "State", district: "District", pincode: "Pincode" } as const;
/** A CSV larger than this is no list of pincodes (20,000 lines are about 160 KB). */
const CSV_MAX_BYTES = 400 * 1024;
/** A CSV may set 20,000 pincodes: the page lists this many of them (states and districts all). */
const PINCODE_RULES_SHOWN = 200;

/** /staff/serviceability (admin, ops): the rules behind "Do we deliver?" and the estimate. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const { pincodes } = args.context.services;
  const pin = new URL(args.request.url).searchParams.get("pin")?.trim() ?? "";
  const [rules, states, districts, checked] = await Promise.all([
    pincodes.rules(),
    pincodes.states(),
    pincodes.districts(),
    pin ? pincodes.lookup(pin) : null,
  ]);
  const pincodeRules = rules.filter((rule) => rule.kind === "pincode");
  return {
    rules: [
      ...rules.filter((rule) => rule.kind !== "pincode"),
      ...pincodeRules.slice(0, PINCODE_RULES_SHOWN),
    ],
    ruleCount: rules.length,
    pincodeRulesHidden: Math.max(0, pincodeRules.length - PINCODE_RULES_SHOWN),
    areas: [...states, ...districts.map((d) => `${d.district}, ${d.state}`)],
    check: pin
      ? checked
        ? {
            pin,
            place: `${checked.places[0] ?? checked.district}, ${checked.district}, ${checked.state}`,
            serviceable: checked.serviceable,
          }
        : { pin, place: null, serviceable: false }
      : null,
  };
}

type Typed = { area: string; serves: string };

/** What the action answers: done, refused, or a field's message; `typed` refills the form. */
type Answer =
  | { done: string }
  | { refused: string; typed?: Typed }
  | { errors: { area?: string; file?: string }; typed: Typed };

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const form = await args.request.formData();
  const { pincodes } = args.context.services;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const intent = text("intent");
  const serves = text("serves");
  const list = serves === "serve" ? "serve" : serves === "stop" ? "stop" : null;

  if (intent === "rule") {
    const area = text("area");
    const typed = { area, serves };
    if (!area)
      return data<Answer>(
        {
          errors: { area: "Enter a state, a district as “District, State”, or a pincode." },
          typed,
        },
        400,
      );
    if (!list) return data<Answer>({ refused: "Choose serve or do not serve.", typed }, 400);
    const changed = await pincodes.setRule(area, list === "serve", actor);
    if (!changed.ok)
      return data<Answer>({ errors: { area: Object.values(changed.errors)[0] }, typed }, 400);
    const rule = changed.changed[0]!;
    return {
      done: `${rule.value}: ${list === "serve" ? "served" : "not served"}. The site answers so now.`,
    } satisfies Answer;
  }

  if (intent === "remove") {
    const area = text("area");
    const changed = await pincodes.removeRule(area, actor);
    if (!changed.ok) return data<Answer>({ refused: "That rule is no longer there." }, 409);
    return { done: `The rule for ${changed.changed[0]!.value} is removed.` } satisfies Answer;
  }

  if (intent === "csv") {
    const typed = { area: "", serves };
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return data<Answer>({ errors: { file: "Choose a CSV file of pincodes." }, typed }, 400);
    if (file.size > CSV_MAX_BYTES)
      return data<Answer>(
        { errors: { file: "This file is too large: send at most 20,000 pincodes a file." }, typed },
        400,
      );
    if (!list) return data<Answer>({ refused: "Choose serve or do not serve.", typed }, 400);
    const read = readPincodeCsv(await file.text());
    if (!read.ok) return data<Answer>({ errors: { file: read.message }, typed }, 400);
    const changed = await pincodes.uploadPincodes(read.pincodes, list === "serve", actor);
    if (!changed.ok) {
      const missing = Object.values(changed.errors);
      const shown = missing.slice(0, 5).join(" ");
      const more = missing.length > 5 ? ` And ${missing.length - 5} more.` : "";
      return data<Answer>({ errors: { file: `Nothing was changed. ${shown}${more}` }, typed }, 400);
    }
    const n = read.pincodes.length;
    return {
      done: `${n.toLocaleString("en-IN")} ${n === 1 ? "pincode is" : "pincodes are"} now ${list === "serve" ? "served" : "not served"}.`,
    } satisfies Answer;
  }
  return data<Answer>({ refused: "Unknown action." }, 400);
}

export default function StaffServiceability({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, ruleCount, pincodeRulesHidden, areas, check } = loaderData;
  const typed = actionData && "typed" in actionData ? actionData.typed : undefined;
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const typedServes = typed?.serves ?? "serve";
  const areaError = errors?.area;
  const fileError = errors?.file;
  return (
    <section className="grid gap-8">
      <StaffHeading title="Where we deliver">
        <p>
          Every pincode is served unless a rule here says otherwise. The narrowest rule wins: a
          pincode&rsquo;s own rule, then its district&rsquo;s, then its state&rsquo;s. The &ldquo;Do
          we deliver?&rdquo; check, the pincode API and the instant estimate follow a change at
          once.
        </p>
      </StaffHeading>
      {refused && <FormNotice kind="error">{refused}</FormNotice>}
      {done && <FormNotice kind="done">{done}</FormNotice>}

      <section aria-labelledby="check-heading" className="grid gap-3">
        <h2 id="check-heading" className="text-xl font-extrabold text-navy-900">
          Check a pincode
        </h2>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <FieldLabel htmlFor="check-pin">PIN code</FieldLabel>
            <input
              id="check-pin"
              name="pin"
              inputMode="numeric"
              defaultValue={check?.pin ?? ""}
              className="mt-1.5 block w-40 rounded-xl border-2 border-navy-200 bg-white p-2.5 text-base text-ink"
            />
          </div>
          <button type="submit" className="btn-outline text-navy-900">
            Check
          </button>
        </Form>
        {check && (
          <p role="status">
            {check.place
              ? `${check.pin} (${check.place}): ${check.serviceable ? "served" : "not served"}.`
              : `${check.pin} is not a pincode in the directory.`}
          </p>
        )}
      </section>

      <section aria-labelledby="rule-heading" className="grid gap-3">
        <h2 id="rule-heading" className="text-xl font-extrabold text-navy-900">
          Set a rule
        </h2>
        <Form method="post" className="grid max-w-xl gap-4">
          <input type="hidden" name="intent" value="rule" />
          <div>
            <FieldLabel htmlFor="rule-area" required>
              State, district or pincode
            </FieldLabel>
            <input
              id="rule-area"
              name="area"
              list="rule-areas"
              required
              autoComplete="off"
              defaultValue={typed?.area ?? ""}
              aria-invalid={areaError ? true : undefined}
              aria-describedby={`rule-area-hint${areaError ? " rule-area-error" : ""}`}
              className="mt-1.5 block w-full rounded-xl border-2 border-navy-200 bg-white p-2.5 text-base text-ink"
            />
            <datalist id="rule-areas">
              {areas.map((area) => (
                <option key={area} value={area} />
              ))}
            </datalist>
            <FieldHint id="rule-area-hint">
              A state (Maharashtra), a district with its state (Palghar, Maharashtra) or a 6-digit
              pincode (401208), as the pincode directory spells them.
            </FieldHint>
            {areaError && <FieldError id="rule-area-error">{areaError}</FieldError>}
          </div>
          <ServesChoice name="rule" checked={typedServes} />
          <div>
            <button type="submit" className="btn-primary">
              Save rule
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="csv-heading" className="grid gap-3">
        <h2 id="csv-heading" className="text-xl font-extrabold text-navy-900">
          Upload a list of pincodes
        </h2>
        <Form method="post" encType="multipart/form-data" className="grid max-w-xl gap-4">
          <input type="hidden" name="intent" value="csv" />
          <div>
            <FieldLabel htmlFor="csv-file" required>
              CSV file
            </FieldLabel>
            <input
              id="csv-file"
              name="file"
              type="file"
              accept=".csv,text/csv,text/plain"
              required
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`csv-file-hint${fileError ? " csv-file-error" : ""}`}
              className="mt-1.5 block w-full rounded-xl border-2 border-navy-200 bg-white p-2.5 text-base text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
            />
            <FieldHint id="csv-file-hint">
              One pincode a line in the first column (a heading line is skipped), at most 20,000. If
              any line is not a known pincode, nothing is changed.
            </FieldHint>
            {fileError && <FieldError id="csv-file-error">{fileError}</FieldError>}
          </div>
          <ServesChoice name="csv" checked={typedServes} />
          <div>
            <button type="submit" className="btn-primary">
              Upload
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="rules-heading" className="grid gap-3">
        <h2 id="rules-heading" className="text-xl font-extrabold text-navy-900">
          Rules ({ruleCount})
        </h2>
        {pincodeRulesHidden > 0 && (
          <p>
            The first {PINCODE_RULES_SHOWN} pincode rules are listed; {pincodeRulesHidden} more are
            not. Check a pincode above to see which rule applies to it, or set its rule again.
          </p>
        )}
        {rules.length === 0 ? (
          <EmptyList>No rules: every pincode is served.</EmptyList>
        ) : (
          <SummaryTable
            headers={["Area", "Kind", "Rule", <span className="sr-only">Remove</span>]}
            rows={rules}
            rowKey={(rule) => `${rule.kind}:${rule.value}`}
            rowHeader={(rule) => rule.value}
            columns={[
              { cell: (rule) => KIND_LABELS[rule.kind] },
              {
                className: (rule) => `px-3 py-2 font-bold ${rule.serves ? "" : "text-danger"}`,
                cell: (rule) => (rule.serves ? "Served" : "Not served"),
              },
              { cell: (rule) => <RemoveRule area={rule.value} /> },
            ]}
          />
        )}
      </section>
    </section>
  );
}

function RemoveRule({ area }: { area: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="area" value={area} />
      <button
        type="submit"
        className="btn-outline text-navy-900"
        aria-label={`Remove the rule for ${area}`}
      >
        Remove
      </button>
    </Form>
  );
}

function ServesChoice({ name, checked }: { name: string; checked: string }) {
  return (
    <fieldset>
      <legend className="font-semibold text-navy-900">Rule</legend>
      <div className="mt-1.5 flex flex-wrap gap-4">
        {(
          [
            ["serve", "Serve"],
            ["stop", "Do not serve"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="serves"
              value={value}
              defaultChecked={checked === value}
              id={`${name}-serves-${value}`}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
