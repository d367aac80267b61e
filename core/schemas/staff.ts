/**
 * The staff console's forms (CONTRACT.md "Staff console"). Shared by the
 * browser and the server; the server also refuses the commonest passwords
 * (server/accounts/passwords.ts), a list too large for the browser.
 */
import { z } from "../zod";
import { STAFF_ROLES } from "../staff-access";
import { hasControlCharacters, hasFormatCharacters } from "./plain-text";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const StaffEmailSchema = z
  .string({ error: "Enter an e-mail address, like name@example.com." })
  .trim()
  .toLowerCase()
  .max(254, "Use at most 254 characters.")
  .pipe(z.email("Enter an e-mail address, like name@example.com."));

/** Characters as a person counts them (code points), not UTF-16 units. */
const length = (value: string) => [...value].length;

export const STAFF_NAME_MAX = 80;

/**
 * A staff member's name as colleagues see it in the console:
 * 1 to 80 characters of plain text on one line, spaces tidied.
 */
export const StaffNameSchema = z
  .string({ error: "Enter the person's name, as colleagues know them." })
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .refine((v) => length(v) >= 1, "Enter the person's name, as colleagues know them.")
  .refine((v) => length(v) <= STAFF_NAME_MAX, `Use at most ${STAFF_NAME_MAX} characters.`)
  .refine(
    (v) => !hasControlCharacters(v) && !hasFormatCharacters(v),
    "Use letters, spaces and punctuation only.",
  );

export const NewPasswordSchema = z
  .string({ error: `Choose a password of at least ${PASSWORD_MIN} characters.` })
  .refine((v) => length(v) >= PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .refine((v) => length(v) <= PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

const ConfirmSchema = z.string({ error: "Type the password again." });
const sameTwice: [
  (v: { password: string; confirm: string }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => v.password === v.confirm,
  { path: ["confirm"], message: "The two passwords are not the same." },
];

export const SignInSchema = z.object({
  email: StaffEmailSchema,
  // Any length is tried (and fails) the same way; the cap only bounds the hashing work.
  password: z
    .string({ error: "Enter your password." })
    .max(1_000, "Enter your password.")
    .min(1, "Enter your password."),
});

export const SignInCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your app, or a recovery code." })
    .trim()
    .min(6, "Enter the 6-digit code from your app, or a recovery code.")
    .max(20, "Enter the 6-digit code from your app, or a recovery code."),
});

export const SetupSchema = z
  .object({
    name: StaffNameSchema,
    email: StaffEmailSchema,
    password: NewPasswordSchema,
    confirm: ConfirmSchema,
  })
  .refine(...sameTwice);
/** Accepting an invitation: the name the admin typed, corrected if need be, and a password. */
export const AcceptInvitationSchema = z
  .object({ name: StaffNameSchema, password: NewPasswordSchema, confirm: ConfirmSchema })
  .refine(...sameTwice);
export const SetPasswordSchema = z
  .object({ password: NewPasswordSchema, confirm: ConfirmSchema })
  .refine(...sameTwice);
export const ChangePasswordSchema = z
  .object({
    current: z.string({ error: "Enter your current password." }).max(1_000),
    password: NewPasswordSchema,
    confirm: ConfirmSchema,
  })
  .refine(...sameTwice);

export const InviteSchema = z.object({
  name: StaffNameSchema,
  email: StaffEmailSchema,
  role: z.enum(STAFF_ROLES, { error: "Choose a role." }),
});

export const RenameSchema = z.object({ name: StaffNameSchema });

export const RoleChangeSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: "Choose a role." }),
});

export const EnrolCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code your app shows." })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code your app shows."),
});

/** Turning two-factor off asks again who is there. */
export const TurnOffTwoFactorSchema = z.object({
  proof: z
    .string({ error: "Enter your password or the code your app shows now." })
    .min(1, "Enter your password or the code your app shows now.")
    .max(1_000, "Enter your password or the code your app shows now."),
});

export type SignIn = z.output<typeof SignInSchema>;
