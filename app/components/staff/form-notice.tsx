import { CircleAlert, CircleCheck } from "~/components/ui/icons";
import type { ReactNode, Ref } from "react";

/** A message above a form or at the top of a page: a refusal, or what has just been done. */
export function FormNotice({
  ref,
  kind,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  kind: "error" | "done";
  children: ReactNode;
}) {
  const error = kind === "error";
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={error ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-xl border-2 p-3 font-semibold ${error ? "border-danger bg-red-50 text-danger" : "border-success bg-green-50 text-success"}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}
