import type { LeadActionData } from "./lead-action-data";

type ClientActionArgs = { serverAction: () => Promise<unknown> };

/**
 * With JavaScript, a lead form posts through this: when the network fails,
 * the page stays as it is, with everything typed, and says so ('Server
 * Error' / 'Please try again later.'), instead of an error page. A redirect
 * (success) passes through.
 */
export async function leadClientAction({
  serverAction,
}: ClientActionArgs): Promise<LeadActionData> {
  try {
    return (await serverAction()) as LeadActionData;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn("form not sent", error);
    return { notice: { kind: "failed" } };
  }
}
