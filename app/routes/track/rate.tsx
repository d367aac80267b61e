import { data, redirect, useNavigation } from "react-router";
import { CircleCheck, Star } from "~/components/ui/icons";
import { FieldError, FieldHint, FieldLabel, controlClass } from "~/components/ui/field-parts";
import { Form, Link } from "~/components/ui/local-link";
import { PageHeader } from "~/components/ui/page-header";
import { SubmitButton } from "~/components/forms/submit-button";
import { RatingStars } from "~/components/track/rating-stars";
import { texts } from "@core/content/delivery-rating";
import { langOf, localizePath } from "@core/i18n";
import { RATING_COMMENT_MAX } from "@core/schemas/delivery-rating";
import { fill, sentTexts, type TextsHandle } from "@core/texts";
import { trackingPath } from "@core/tracking-links";
import { rootDataOf } from "~/lib/meta";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import type { Route } from "./+types/rate";

export const handle = { texts: ["delivery-rating", "validation"] } satisfies TextsHandle;

/** Whose delivery it was is the receiver's business: never kept by a browser or a proxy. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => [
  { title: (sentTexts(texts, rootDataOf(args)?.texts) ?? texts.en).title },
  { name: "robots", content: "noindex" },
];

type ActionData = {
  fieldErrors?: Record<string, string[]>;
  values?: { rating?: string; comment?: string };
};

/** The link's token, cut to a sane length (a token is 30 characters). */
const tokenOf = (params: { token?: string }) => String(params.token ?? "").slice(0, 100);

export async function loader({ params, context }: Route.LoaderArgs) {
  const rating = await context.services.deliveryRatings.find(tokenOf(params));
  // A calm page that says so, with its 404: nothing to tell a guesser but "not ours".
  if (!rating) return data({ rating: null }, { status: 404 });
  return { rating: { lrNo: rating.lrNo, rating: rating.rating, comment: rating.comment } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const token = tokenOf(params);
  const form = await request.formData().catch(() => null);
  const fields = {
    rating: String(form?.get("rating") ?? ""),
    comment: String(form?.get("comment") ?? ""),
  };
  const outcome = await context.services.deliveryRatings.rate(token, fields);
  if (outcome.kind === "not-found") return data<ActionData>({}, 404);
  if (outcome.kind === "invalid")
    return data<ActionData>({ fieldErrors: outcome.fieldErrors, values: fields }, 400);
  // Given (now or before): the page shows it; a refresh sends nothing again.
  const lang = langOf(new URL(request.url).pathname);
  return redirect(localizePath(lang, `/rate/${token}`), 303);
}

/** /rate/<token>: "How was your delivery?", 1 to 5 stars and a comment; once given, the thanks. */
export default function RateDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const message = useMessage();
  const busy = useNavigation().state === "submitting";
  const { rating } = loaderData;
  const errors = (actionData as ActionData | undefined)?.fieldErrors;
  const values = (actionData as ActionData | undefined)?.values;
  const ratingError = errors?.rating?.[0];
  const commentError = errors?.comment?.[0];
  const heading = rating ? t.heading : t.notFoundHeading;
  return (
    <>
      <PageHeader
        page={{
          path: "/rate",
          heading,
          intro: rating ? fill(t.intro, { lrNo: rating.lrNo }) : "",
        }}
      />
      <div className="container-page py-10 lg:py-14">
        <section
          className="mx-auto max-w-2xl rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
          aria-live="polite"
        >
          {!rating ? (
            <>
              <p className="text-lg text-ink">{t.notFound}</p>
              <Link to="/track-shipment" className="btn-dark mt-6">
                {t.trackShipment}
              </Link>
            </>
          ) : rating.rating !== null ? (
            <>
              <p className="flex items-start gap-3 text-lg font-bold text-navy-900">
                <CircleCheck
                  className="mt-0.5 size-6 shrink-0 text-status-delivered"
                  aria-hidden="true"
                />
                {t.thanks}
              </p>
              <p className="mt-4 flex items-center gap-2 text-ink">
                <span className="flex" aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      className={`size-6 text-saffron-700 ${n <= rating.rating! ? "fill-saffron-500" : ""}`}
                    />
                  ))}
                </span>
                {fill(t.yourRating, { rating: rating.rating })}
              </p>
              {rating.comment && (
                <div className="mt-4">
                  <p className="text-sm font-bold text-navy-900">{t.yourComment}</p>
                  <p className="mt-1 whitespace-pre-line text-ink">{rating.comment}</p>
                </div>
              )}
              <Link to={trackingPath(rating.lrNo)} className="btn-dark mt-6">
                {fill(t.track, { lrNo: rating.lrNo })}
              </Link>
            </>
          ) : (
            <Form method="post" className="grid gap-5" noValidate>
              <fieldset aria-describedby={ratingError ? "rating-error" : undefined}>
                <legend className="text-sm font-bold text-navy-900">{t.legend}</legend>
                <RatingStars
                  labels={t.stars}
                  chosen={values?.rating ? Number(values.rating) : undefined}
                />
                {ratingError && <FieldError id="rating-error">{message(ratingError)}</FieldError>}
              </fieldset>
              <div>
                <FieldLabel htmlFor="rating-comment">{t.commentLabel}</FieldLabel>
                <textarea
                  id="rating-comment"
                  name="comment"
                  rows={4}
                  maxLength={RATING_COMMENT_MAX}
                  defaultValue={values?.comment}
                  aria-invalid={commentError ? true : undefined}
                  aria-describedby={
                    commentError
                      ? "rating-comment-error rating-comment-hint"
                      : "rating-comment-hint"
                  }
                  className={controlClass}
                />
                <FieldHint id="rating-comment-hint">{t.commentHint}</FieldHint>
                {commentError && (
                  <FieldError id="rating-comment-error">{message(commentError)}</FieldError>
                )}
              </div>
              <div>
                <SubmitButton busy={busy} label={t.submit} busyLabel={t.busy} />
              </div>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
