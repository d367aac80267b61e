/**
 * One intake pipeline for every submission (the lead forms and job
 * applications alike): `run` takes the fields as plain data
 * (nested objects as objects, files as File) and holds the steps they share,
 * in order: a retry's stored answer -> the honeypot -> parse with the form's
 * schema -> the form's own checks (pincodes, captcha, résumé) -> the budget
 * of accepted submissions -> the form's preparations -> its rows, e-mails
 * and key in one transaction. Nothing is stored unless everything is; a
 * refused submission counts against the looser budget of rejected ones
 * (docs/decisions/015-submission-hardening.md), the acknowledgement budget
 * is per recipient, retries are answered from the stored answer
 * (docs/decisions/016-idempotent-submissions.md). The doors turn the
 * outcome into their own answer: no form library here.
 */
import { createHmac } from "node:crypto";
import type { Database } from "../../../database/client";
import { isRefusedValue } from "../../../database/unavailable";
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import { encodeMessage } from "@core/messages";
import type { z, ZodType } from "zod";
import type { $ZodType } from "zod/v4/core";
import { errorFacts } from "../../http/error-facts";
import { Busy } from "../work-gate";
import type { Logger } from "../../logger";
import type { Transaction } from "../../../database/client";
import {
  claimKey,
  fingerprintOf,
  findReplay,
  KeyTaken,
  storeOnce,
  type Replay,
} from "../idempotency";
import { enqueueEmails, type OutgoingEmail } from "../outbox";
import type { Sender } from "./lead-forms";
import type { RateLimits } from "../rate-limit";
import { rateLimitKey, type Visitor } from "../../visitor";
import { hashIp } from "../ip-hash";
import type { Lang } from "@core/i18n";

/** Who is submitting: from the request, never from the form. */
export const LEAD_MESSAGES = {
  spam: encodeMessage("leadSpam"),
  limited: encodeMessage("leadLimited"),
  unavailable: encodeMessage("leadUnavailable"),
  busy: encodeMessage("leadBusy"),
};

/** Too many submissions from one address: what `admit` and `reject` answer once a budget is spent. */
export type Limited = { status: "limited"; retryAfterSeconds: number; message: string };

/** Plain data as a door read it: the schema's fields (nested objects as objects), files as File. */
export type Fields = Record<string, unknown>;
/** Messages by field, named as a form names them: `basicInformation.email`, `skills[0]`. */
export type FieldErrors = Record<string, string[]>;

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

/** A step's refusal: the fields at fault and why. */
export type Refusal = { reason: "fields" | "captcha" | "too-large"; fieldErrors: FieldErrors };
export type Parsed<T> = { ok: true; data: T } | ({ ok: false } & Refusal);

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

export function createIntake(deps: {
  db: Database;
  rateLimits: RateLimits;
  secret: string;
  /** For `run`'s failures; the doors that only use the budgets need none. */
  logger?: Logger;
}) {
  const { db, rateLimits, secret } = deps;
  const keyed = (purpose: string, value: string) =>
    createHmac("sha256", `${purpose}:${secret}`).update(value).digest("hex").slice(0, 32);

  async function spend(
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

  const primitives = {
    honeypotFilled,
    /** Counts a refused submission; `limited` once the looser budget is spent, else null. */
    reject: (form: string, visitor: Visitor) => spend("rejected", form, visitor.ip),
    /** Counts a submission about to be stored; `limited` once the strict budget is spent. */
    admit: (form: string, visitor: Visitor) => spend("accepted", form, visitor.ip),
    /** False once this address had its acknowledgements for the hour: the lead is stored all the same. */
    async mayAcknowledge(email: string): Promise<boolean> {
      const verdict = await rateLimits.consume(
        "acknowledgement",
        keyed("ack", email.trim().toLowerCase()),
      );
      return verdict.ok;
    },
    /** Keyed by the secret, so stored hashes cannot be looked up in a table of all addresses. */
    sender(visitor: Visitor): Sender {
      return { ipHash: hashIp(secret, visitor.ip), userAgent: visitor.userAgent.slice(0, 500) };
    },
  };

  /** The stored answer of an earlier submission with this key, as an outcome; null when new. */
  async function replayOf(form: string, key: string, fingerprint: string) {
    const replay = await findReplay(db, form, key, fingerprint);
    return replay ? answerOf(replay) : null;
  }

  /** The pipeline every submission goes through (see the top of this file). */
  async function run<T, U, P, S extends { id: string }>(
    steps: IntakeSteps<T, U, P, S>,
  ): Promise<IntakeOutcome> {
    const { form, fields, visitor, key } = steps;
    const turnedAway = (limited: Limited): TurnedAway => ({
      ...limited,
      status: "turned-away",
      reason: "limited",
    });
    const refuse = async (refusal: Refusal): Promise<IntakeOutcome> => {
      const limited = await primitives.reject(form, visitor);
      if (limited) return turnedAway(limited);
      return { status: "invalid", ...refusal, values: fields };
    };
    let prepared: P | undefined;
    // Best effort: what is left behind, the form's own sweep erases.
    const discard = async () => {
      if (prepared !== undefined) await steps.discard?.(prepared).catch(() => {});
    };
    try {
      const fingerprint = key ? await fingerprintOf(fields) : "";
      const earlier = key ? await replayOf(form, key, fingerprint) : null;
      if (earlier) return earlier;

      if (honeypotFilled(fields)) {
        const limited = await primitives.reject(form, visitor);
        if (limited) return turnedAway(limited);
        return { status: "turned-away", reason: "spam", message: LEAD_MESSAGES.spam };
      }

      const parsed = steps.parse(fields);
      if (!parsed.ok) return refuse(parsed);
      const checked = await steps.check(parsed.data);
      if (!checked.ok) return refuse(checked);

      const limited = await primitives.admit(form, visitor);
      if (limited) return turnedAway(limited);
      prepared = await steps.prepare(checked.data);
      const ready = prepared;
      const acknowledge = await primitives.mayAcknowledge(steps.acknowledgeTo(ready));
      const sender = primitives.sender(visitor);
      const id = await storeOnce(db, async (tx) => {
        const stored = await steps.store(tx, ready, sender);
        if (!stored) return null;
        await enqueueEmails(tx, steps.emails(ready, stored, acknowledge));
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
      // A twin with the same key committed first: its answer is this one's.
      if (id instanceof KeyTaken || id === null) await discard();
      if (id instanceof KeyTaken) return (await replayOf(form, key!, fingerprint))!;
      if (id === null) return refuse(steps.unstorable ?? { reason: "fields", fieldErrors: {} });
      return { status: "stored", record: { id, message: steps.message } };
    } catch (error) {
      await discard();
      // Too much heavy work at once (work-gate.ts): nothing stored, try again shortly.
      if (error instanceof Busy) {
        deps.logger?.warn({ form }, `${steps.failure}: busy`);
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
        deps.logger?.warn({ error: errorFacts(error), form }, `${steps.failure}: value refused`);
        return refuse({ reason: "fields", fieldErrors: {} });
      }
      deps.logger?.error({ error: errorFacts(error), form }, steps.failure);
      return { status: "turned-away", reason: "unavailable", message: LEAD_MESSAGES.unavailable };
    }
  }

  return { ...primitives, run };
}

export type Intake = ReturnType<typeof createIntake>;

function answerOf(replay: Replay): IntakeOutcome {
  return replay.status === "accepted"
    ? { status: "stored", record: { id: replay.id, message: replay.message } }
    : { status: "turned-away", reason: "conflict", message: replay.message };
}

/** A filled honeypot: any text but blanks, or a file, in plain data from either door. */
export function honeypotFilled(fields: Fields): boolean {
  const raw = fields[HONEYPOT_FIELD];
  // A field posted twice: the first, as FormData.get reads it.
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === "string") return value.trim() !== "";
  // A JSON number or true/false is text a form would have sent; an object is no field.
  return typeof value === "number" || typeof value === "boolean" || value instanceof File;
}

/**
 * The schema's step: the fields read as the schema reads them (`readFields`),
 * parsed, and the errors named as a form names its fields. Values of the
 * wrong JSON type (`typeErrors`) say so instead of what their text (or their
 * parent) happened to fail.
 */
export function parseFields<S extends ZodType>(
  schema: S,
  fields: Fields,
  typeErrors: Record<string, string> = {},
): Parsed<z.output<S>> {
  const result = schema.safeParse(readFields(schema, fields));
  const errors: FieldErrors = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const name = fieldName(issue.path);
      (errors[name] ??= []).push(issue.message);
    }
  for (const [name, message] of Object.entries(typeErrors)) {
    for (const parent of Object.keys(errors))
      if (name.startsWith(`${parent}[`) || name.startsWith(`${parent}.`)) delete errors[parent];
    errors[name] = [message];
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, data: result.data };
  return { ok: false, reason: "fields", fieldErrors: errors };
}

/** `basicInformation.email`, `skills[0]`: the names the page forms post. */
function fieldName(path: PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === "number") return `${name}[${segment}]`;
    const key = String(segment);
    return name === "" ? key : `${name}.${key}`;
  }, "");
}

type Def = {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
};

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** An empty text or file, or null, is a field left empty. */
const emptied = (value: unknown) =>
  value === null || value === "" || (value instanceof File && value.name === "" && value.size === 0)
    ? undefined
    : value;

/**
 * Plain data read as the schema reads text, for both doors alike: a field
 * left empty ("" or null) is absent; a number field takes its number from
 * text ("5", as a page form or a JSON body may send it); a text field takes a
 * JSON number or true/false as its text ("true" for a yes/no); a required
 * group left out is an empty group, so each of its fields says what it
 * needs. Anything else is left for the schema to judge.
 */
export function readFields(schema: $ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
    case "catch": {
      const present = emptied(value);
      return present === undefined ? undefined : readFields(def.innerType!, present);
    }
    case "nullable":
    case "readonly":
    case "nonoptional":
      return readFields(def.innerType!, value);
    case "pipe":
      return readFields(def.in!, value);
    case "string":
    case "enum":
      if (typeof value === "number" || typeof value === "boolean") return String(value);
      return value === "" || value === null ? undefined : value;
    case "number": {
      if (typeof value !== "string") return value === null ? undefined : value;
      if (value === "") return undefined;
      return value.trim() === "" ? Number.NaN : Number(value);
    }
    case "object": {
      if (value === undefined || value === null) return {};
      if (typeof value !== "object" || Array.isArray(value) || value instanceof File) return value;
      const read: Fields = { ...(value as Fields) };
      for (const [key, inner] of Object.entries(def.shape ?? {})) {
        const field = readFields(inner, read[key]);
        if (field === undefined) delete read[key];
        else read[key] = field;
      }
      return read;
    }
    case "array": {
      const present = emptied(value);
      const items = present === undefined ? [] : Array.isArray(present) ? present : [present];
      return items.map((item) => readFields(def.element!, item));
    }
    default:
      return value === null ? undefined : value;
  }
}
