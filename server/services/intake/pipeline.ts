/**
 * One intake pipeline for every submission (the lead forms, support
 * tickets, tracking alerts and job applications alike): `run` takes the
 * fields as plain data (nested objects as objects, files as File, read by
 * ./fields.ts) and holds the steps they share, in order: a retry's stored
 * answer -> the honeypot -> parse with the form's schema -> the form's own
 * checks (pincodes, captcha, résumé) -> the budget of accepted submissions
 * -> the form's preparations -> its rows, e-mails and key in one
 * transaction. Nothing is stored unless everything is; a refused submission
 * counts against the looser budget of rejected ones
 * (docs/decisions/015-submission-hardening.md), the acknowledgement budget
 * is per recipient, retries are answered from the stored answer
 * (docs/decisions/016-idempotent-submissions.md). The doors turn the
 * outcome into their own answer: no form library here.
 */
import { createHmac } from "node:crypto";
import type { Database, Transaction } from "../../../database/client";
import { isRefusedValue } from "../../../database/unavailable";
import { encodeMessage } from "@core/messages";
import type { Lang } from "@core/i18n";
import { errorFacts } from "../../http/error-facts";
import type { Logger } from "../../logger";
import { rateLimitKey, type Visitor } from "../../visitor";
import {
  claimKey,
  fingerprintOf,
  findReplay,
  KeyTaken,
  storeOnce,
  type Replay,
} from "../idempotency";
import { hashIp } from "../ip-hash";
import { enqueueEmails, type OutgoingEmail } from "../outbox";
import type { RateLimits } from "../rate-limit";
import { Busy } from "../work-gate";
import { honeypotFilled, type FieldErrors, type Fields, type Parsed, type Refusal } from "./fields";

/** What a visitor is told when a submission is turned away. */
export const LEAD_MESSAGES = {
  spam: encodeMessage("leadSpam"),
  limited: encodeMessage("leadLimited"),
  unavailable: encodeMessage("leadUnavailable"),
  busy: encodeMessage("leadBusy"),
};

/** Who sent a lead, kept for spam review (docs/decisions/003-database.md): from the request, never from the form. */
export type Sender = { ipHash: string; userAgent: string };

/** Too many submissions from one address: what `admit` and `reject` answer once a budget is spent. */
export type Limited = { status: "limited"; retryAfterSeconds: number; message: string };

/** A submission turned away before (or instead of) being parsed or stored. */
export type TurnedAway =
  | { status: "turned-away"; reason: "spam" | "conflict" | "unavailable"; message: string }
  | {
      status: "turned-away";
      reason: "limited" | "busy";
      retryAfterSeconds: number;
      message: string;
    };

/**
 * What a submission came to. `invalid` is the schema's field errors (or a
 * check's: `captcha` for a wrong answer, `too-large` for a résumé over the
 * limit) with the fields as handed in; `stored` the record, a retry's too.
 */
export type IntakeOutcome =
  | { status: "stored"; record: { id: string; message: string } }
  | {
      status: "invalid";
      reason: "fields" | "captcha" | "too-large";
      fieldErrors: FieldErrors;
      values: Fields;
    }
  | TurnedAway;

/** How a door hands in a submission besides its fields. */
export type SubmitOptions = {
  /** The Idempotency-Key or the page form's token, already checked. */
  key?: string;
  /** Values of the wrong JSON type, by field (JSON doors only). */
  typeErrors?: Record<string, string>;
  /** The language of the page it came from, or the API's `language`: stored, and the acknowledgement's. */
  language?: Lang;
};

/** The steps one form brings to `run`; the pipeline calls them in the order listed here. */
export type IntakeSteps<T, U, P, S extends { id: string }> = {
  /** The scope of the budgets and the keys: the form's id, or "application". */
  form: string;
  fields: Fields;
  visitor: Visitor;
  key?: string;
  /** The schema's step (`parseFields`): plain data in, the form's data or its field errors out. */
  parse(fields: Fields): Parsed<T>;
  /** The form's own checks after the schema (pincodes, captcha, the résumé's bytes). */
  check(data: T): Promise<Parsed<U>>;
  /** Once admitted, before the transaction: what the record and its e-mails need. */
  prepare(data: U): Promise<P>;
  /** Whom the acknowledgement goes to. */
  acknowledgeTo(prepared: P): string;
  /** Undoes what `prepare` stored outside the transaction, when the record is not stored. */
  discard?(prepared: P): Promise<void>;
  /** Inserts the record; null when it cannot be stored after all (then `unstorable`). */
  store(tx: Transaction, prepared: P, sender: Sender): Promise<S | null>;
  /** The e-mails about the stored record, queued in its transaction. */
  emails(prepared: P, stored: S, acknowledge: boolean): OutgoingEmail[];
  /** The answer to a stored record, kept with its key for a retry. */
  message: string;
  unstorable?: Refusal;
  /** What the log says when storing failed. */
  failure: string;
};

export type IntakeDependencies = {
  db: Database;
  rateLimits: RateLimits;
  secret: string;
  /** For `run`'s failures; the doors that only use the budgets need none. */
  logger?: Logger;
};

/** The pipeline and the budgets it spends, bound to the database and the secret. */
export function createIntake(deps: IntakeDependencies) {
  return {
    honeypotFilled,
    /** Counts a refused submission; `limited` once the looser budget is spent, else null. */
    reject: (form: string, visitor: Visitor) => spend(deps, "rejected", form, visitor.ip),
    /** Counts a submission about to be stored; `limited` once the strict budget is spent. */
    admit: (form: string, visitor: Visitor) => spend(deps, "accepted", form, visitor.ip),
    mayAcknowledge: (email: string) => mayAcknowledge(deps, email),
    sender: (visitor: Visitor) => senderOf(deps, visitor),
    run: <T, U, P, S extends { id: string }>(steps: IntakeSteps<T, U, P, S>) =>
      runIntake(deps, steps),
  };
}

export type Intake = ReturnType<typeof createIntake>;

/** A value keyed by the secret and its purpose, so it cannot be looked up in a table. */
function keyed(secret: string, purpose: string, value: string) {
  return createHmac("sha256", `${purpose}:${secret}`).update(value).digest("hex").slice(0, 32);
}

/** Spends one of the address's budgets for the form; `limited` once it is spent, else null. */
async function spend(
  { rateLimits }: IntakeDependencies,
  budget: "accepted" | "rejected",
  form: string,
  ip: string,
): Promise<Limited | null> {
  // IPv6 visitors by their /64 (server/visitor.ts).
  const limit = await rateLimits.consume(budget, `${form}:${rateLimitKey(ip)}`);
  if (limit.ok) return null;
  const { retryAfterSeconds } = limit;
  return { status: "limited", retryAfterSeconds, message: LEAD_MESSAGES.limited };
}

/** False once this address had its acknowledgements for the hour: the lead is stored all the same. */
async function mayAcknowledge(
  { rateLimits, secret }: IntakeDependencies,
  email: string,
): Promise<boolean> {
  // No address (a ticket with SMS updates instead): nothing to acknowledge to.
  if (!email.trim()) return false;
  const verdict = await rateLimits.consume(
    "acknowledgement",
    keyed(secret, "ack", email.trim().toLowerCase()),
  );
  return verdict.ok;
}

/** Keyed by the secret, so stored hashes cannot be looked up in a table of all addresses. */
function senderOf({ secret }: IntakeDependencies, visitor: Visitor): Sender {
  return { ipHash: hashIp(secret, visitor.ip), userAgent: visitor.userAgent.slice(0, 500) };
}

/** The stored answer of an earlier submission with this key, as an outcome; null when new. */
async function replayOf(
  { db }: IntakeDependencies,
  form: string,
  key: string,
  fingerprint: string,
): Promise<IntakeOutcome | null> {
  const replay = await findReplay(db, form, key, fingerprint);
  return replay ? answerOf(replay) : null;
}

function answerOf(replay: Replay): IntakeOutcome {
  return replay.status === "accepted"
    ? { status: "stored", record: { id: replay.id, message: replay.message } }
    : { status: "turned-away", reason: "conflict", message: replay.message };
}

const turnedAway = (limited: Limited): TurnedAway => ({
  ...limited,
  status: "turned-away",
  reason: "limited",
});

/** A refused submission: counted against the looser budget, answered with its field errors. */
async function refuse(
  deps: IntakeDependencies,
  { form, visitor, fields }: { form: string; visitor: Visitor; fields: Fields },
  refusal: Refusal,
): Promise<IntakeOutcome> {
  const limited = await spend(deps, "rejected", form, visitor.ip);
  if (limited) return turnedAway(limited);
  return { status: "invalid", ...refusal, values: fields };
}

/** The pipeline every submission goes through (see the top of this file). */
export async function runIntake<T, U, P, S extends { id: string }>(
  deps: IntakeDependencies,
  steps: IntakeSteps<T, U, P, S>,
): Promise<IntakeOutcome> {
  const { form, fields, visitor, key } = steps;
  let prepared: P | undefined;
  // Best effort: what is left behind, the form's own sweep erases.
  const discard = async () => {
    if (prepared !== undefined) await steps.discard?.(prepared).catch(() => {});
  };
  try {
    const fingerprint = key ? await fingerprintOf(fields) : "";
    const earlier = key ? await replayOf(deps, form, key, fingerprint) : null;
    if (earlier) return earlier;

    if (honeypotFilled(fields)) {
      const limited = await spend(deps, "rejected", form, visitor.ip);
      if (limited) return turnedAway(limited);
      return { status: "turned-away", reason: "spam", message: LEAD_MESSAGES.spam };
    }

    const parsed = steps.parse(fields);
    if (!parsed.ok) return refuse(deps, steps, parsed);
    const checked = await steps.check(parsed.data);
    if (!checked.ok) return refuse(deps, steps, checked);

    const limited = await spend(deps, "accepted", form, visitor.ip);
    if (limited) return turnedAway(limited);
    prepared = await steps.prepare(checked.data);
    const id = await storeSubmission(deps, steps, prepared, fingerprint);
    // A twin with the same key committed first: its answer is this one's.
    if (id instanceof KeyTaken || id === null) await discard();
    if (id instanceof KeyTaken) return twinAnswer(deps, form, key, fingerprint);
    if (id === null)
      return refuse(deps, steps, steps.unstorable ?? { reason: "fields", fieldErrors: {} });
    return { status: "stored", record: { id, message: steps.message } };
  } catch (error) {
    await discard();
    return failureOutcome(deps, steps, error);
  }
}

/** The record, its e-mails and its key in one transaction: the stored id, null, or KeyTaken. */
async function storeSubmission<T, U, P, S extends { id: string }>(
  deps: IntakeDependencies,
  steps: IntakeSteps<T, U, P, S>,
  prepared: P,
  fingerprint: string,
) {
  const { form, key } = steps;
  const acknowledge = await mayAcknowledge(deps, steps.acknowledgeTo(prepared));
  const sender = senderOf(deps, steps.visitor);
  return storeOnce(deps.db, async (tx) => {
    const stored = await steps.store(tx, prepared, sender);
    if (!stored) return null;
    await enqueueEmails(tx, steps.emails(prepared, stored, acknowledge));
    if (key)
      await claimKey(tx, {
        scope: form,
        key,
        fingerprint,
        recordId: stored.id,
        message: steps.message,
      });
    return stored.id;
  });
}

/** The answer stored by the twin that took the key first. */
async function twinAnswer(
  deps: IntakeDependencies,
  form: string,
  key: string | undefined,
  fingerprint: string,
): Promise<IntakeOutcome> {
  // Only a keyed store can find its key taken, and the twin's answer was committed with it.
  const answer = key === undefined ? null : await replayOf(deps, form, key, fingerprint);
  if (!answer) throw new Error("a taken key without its stored answer");
  return answer;
}

/** What a submission that threw comes to: busy, the input's fault, or unavailable (logged). */
async function failureOutcome(
  deps: IntakeDependencies,
  steps: { form: string; visitor: Visitor; fields: Fields; failure: string },
  error: unknown,
): Promise<IntakeOutcome> {
  const { form, failure } = steps;
  // Too much heavy work at once (work-gate.ts): nothing stored, try again shortly.
  if (error instanceof Busy) {
    deps.logger?.warn({ form }, `${failure}: busy`);
    const { retryAfterSeconds } = error;
    return {
      status: "turned-away",
      reason: "busy",
      retryAfterSeconds,
      message: LEAD_MESSAGES.busy,
    };
  }
  // A value the schema let through but the database refused is the input's fault.
  if (isRefusedValue(error)) {
    deps.logger?.warn({ error: errorFacts(error), form }, `${failure}: value refused`);
    return refuse(deps, steps, { reason: "fields", fieldErrors: {} });
  }
  deps.logger?.error({ error: errorFacts(error), form }, failure);
  return { status: "turned-away", reason: "unavailable", message: LEAD_MESSAGES.unavailable };
}
