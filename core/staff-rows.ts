/**
 * The rows the staff console's lists show, as the server's queries answer
 * them and the pages render them: one type on both sides of the wire.
 */

/** A pickup asked for on a day, with its lead's status and assignee. */
export type PickupRow = {
  id: string;
  name: string;
  company: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  /** "10:30", or null when the customer left it open. */
  timeFrom: string | null;
  packages: number;
  loadType: string;
  status: string;
  /** The assignee's name, or their e-mail while they have none; null when unassigned. */
  assignee: string | null;
};
