import { useActionData, useSearchParams } from "react-router";
import { texts, type LeadFormId } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { DeferredForm, type FormBody } from "./deferred-form";
import { FORM_HEADING_ID } from "./form-page";
import { SENT_PARAM, type LeadActionData } from "./lead-action-data";
import { SuccessDialog } from "./success-dialog";

type Props = {
  formId: LeadFormId;
  /** The form itself (a LeadFormBody with the form's schema and fields), whose code loads on demand. */
  Body: FormBody;
};

/**
 * Every lead form on its page: the form, whose code (Conform, zod, the
 * schema) loads with the visitor's first interaction (deferred-form.tsx),
 * and the success dialog. A success redirects to ?sent=1; the form then
 * starts empty.
 */
export function LeadForm({ formId, Body }: Props) {
  const [params, setParams] = useSearchParams();
  const sent = params.get(SENT_PARAM) === "1";
  const answered = useActionData<LeadActionData>() !== undefined;
  const t = useTexts(texts);
  const { success } = t.messages[formId];
  const closeDialog = () => {
    setParams(
      (p) => {
        p.delete(SENT_PARAM);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
    // The button that sent the form is gone (the form starts afresh): continue at its heading.
    document.getElementById(FORM_HEADING_ID)?.focus();
  };
  return (
    <>
      <DeferredForm key={sent ? "sent" : "form"} formId={formId} Body={Body} eager={answered} />
      {sent && (
        <SuccessDialog title={success.title} text={success.text} ok={t.ok} onClose={closeDialog} />
      )}
    </>
  );
}
