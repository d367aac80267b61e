import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";

/**
 * Upload or replace the proof of delivery: a multipart POST, so it works
 * without JavaScript. The server checks the bytes; `accept` only helps the
 * phone's file picker.
 */
export function PodForm({ hasPod, error }: { hasPod: boolean; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "pod";
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4">
      <input type="hidden" name="intent" value="pod" />
      <div>
        <FieldLabel htmlFor="pod-file" required>
          {hasPod ? "New proof of delivery (replaces the one held)" : "Proof of delivery"}
        </FieldLabel>
        <input
          id="pod-file"
          name="file"
          type="file"
          accept="application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`pod-file-hint${error ? " pod-file-error" : ""}`}
          className="mt-1.5 block w-full rounded-xl border-2 border-navy-200 bg-white p-2.5 text-base text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
        />
        <FieldHint id="pod-file-hint">
          A PDF, or a photo (JPEG or PNG) of the signed LR, at most 5 MB. A photo is kept as a
          one-page PDF, without its location or other details.
        </FieldHint>
        {error && <FieldError id="pod-file-error">{error}</FieldError>}
      </div>
      <div>
        <SubmitButton
          busy={busy}
          label={hasPod ? "Replace POD" : "Upload POD"}
          busyLabel="Uploading..."
        />
      </div>
    </Form>
  );
}
