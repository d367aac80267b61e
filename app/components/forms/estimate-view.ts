/**
 * What the quote page shows of the instant estimate, from GET /api/estimate
 * (with JavaScript) or from the page's action (without). The field names
 * are the quote form's.
 */
export type EstimateView =
  | {
      status: "ok";
      low: number;
      high: number;
      gstRatePercent: number;
      gstLow: number;
      gstHigh: number;
      days: { min: number; max: number };
      distanceKm: number;
      from: string;
      to: string;
    }
  | { status: "invalid"; errors: Record<string, string> };

/** The estimate's parameters by the quote form's field names. */
export const ESTIMATE_FIELDS = {
  from: "origin_pincode",
  to: "destination_pincode",
  weight_kg: "weight_kg",
  service: "service",
} as const;

/** The labels of those fields, for messages shown in the estimate box. */
export const ESTIMATE_LABELS: Record<string, string> = {
  origin_pincode: "Origin PIN code",
  destination_pincode: "Destination PIN code",
  weight_kg: "Weight",
  service: "Service",
};

type ApiPlace = { pincode: string; district: string; state: string };
export type EstimateApiAnswer = {
  from: ApiPlace;
  to: ApiPlace;
  distance_km: number;
  price: { low: number; high: number };
  gst: { rate_percent: number; low: number; high: number };
  transit_days: { min: number; max: number };
};

const placeOf = (p: ApiPlace) => `${p.pincode} ${p.district}, ${p.state}`;

/** The API's answer (200) as the view. */
export function viewOfAnswer(a: EstimateApiAnswer): EstimateView {
  return {
    status: "ok",
    low: a.price.low,
    high: a.price.high,
    gstRatePercent: a.gst.rate_percent,
    gstLow: a.gst.low,
    gstHigh: a.gst.high,
    days: a.transit_days,
    distanceKm: a.distance_km,
    from: placeOf(a.from),
    to: placeOf(a.to),
  };
}

/** The API's errors (400, 404), keyed by its parameter names, as the view. */
export function viewOfErrors(errors: Record<string, string>): EstimateView {
  const byField: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = ESTIMATE_FIELDS[key as keyof typeof ESTIMATE_FIELDS];
    if (field) byField[field] = message;
  }
  return { status: "invalid", errors: byField };
}
