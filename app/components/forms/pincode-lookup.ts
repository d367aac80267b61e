/** What GET /api/pincodes/{pin} answers for a pincode that exists. */
export type PincodeAnswer = {
  pincode: string;
  places: string[];
  district: string;
  state: string;
  serviceable: boolean;
};

export type PincodeLookup =
  | { status: "found"; answer: PincodeAnswer }
  | { status: "unknown"; pincode: string };

/**
 * Asks the server about a pincode (the directory is on the server, decision
 * 022). Undefined when the answer is neither: a network failure or an abort
 * says nothing, since the server checks the pincode again when the form is sent.
 */
export async function lookupPincode(
  pincode: string,
  signal: AbortSignal,
): Promise<PincodeLookup | undefined> {
  try {
    const res = await fetch(`/api/pincodes/${pincode}`, { signal });
    if (res.ok) return { status: "found", answer: (await res.json()) as PincodeAnswer };
    if (res.status === 404) return { status: "unknown", pincode };
  } catch (error) {
    if (!signal.aborted) console.warn("pincode lookup failed", error);
  }
  return undefined;
}
