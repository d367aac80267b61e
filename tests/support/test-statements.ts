/**
 * The tables the statement tests read (app/ may not import the database
 * layer itself; its tests reach it through tests/support, as the others do).
 */
export {
  businessAuditLog,
  businessBookings,
  businesses,
  businessUsers,
  staffAuditLog,
  supportTickets,
} from "../../database/schema";
