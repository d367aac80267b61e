/**
 * Who acts in the portal, as the services of server/business/ take it: the
 * person, their role, their business and their address hash. Every query of
 * these services filters by `businessId`, so a person never reaches another
 * business's rows, whatever id a request carries.
 */
import { businessMay, type BusinessRole, type BusinessWork } from "@core/business-access";

export type BusinessActor = {
  id: string;
  email: string;
  role: BusinessRole;
  businessId: string;
  ipHash: string;
};

/** Thrown when a role is asked for work it may not do; the guard answers 403 before this. */
export class BusinessForbiddenError extends Error {
  constructor(role: BusinessRole, what: BusinessWork) {
    super(`a ${role} may not change ${what}`);
  }
}

/** Refuses in the service too, so no door forgets the rule. */
export function assertMay(actor: BusinessActor, what: BusinessWork) {
  if (!businessMay(actor.role, what)) throw new BusinessForbiddenError(actor.role, what);
}
