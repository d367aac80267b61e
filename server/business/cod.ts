/**
 * The COD services as the doors reach them (decision 044): the ingestion's
 * collections, operations' remittances, and the business's own COD page.
 */
import type { Database } from "../../database/client";
import type { CodListFilter } from "@core/schemas/cod";
import type { TrackingService } from "../services/tracking";
import { createCodCollections } from "./cod-collections";
import { createCodRemittances } from "./cod-remittances";
import { listBusinessCod } from "./cod-view";

export function createCodServices(db: Database, tracking: TrackingService) {
  return {
    /** cod_collected of the ingestion API's Delivered event (server/api/ops.ts). */
    codCollections: createCodCollections(db, tracking),
    /** /staff/cod and /staff/businesses/:id/cod: what is owed, and the remittances. */
    codRemittances: createCodRemittances(db),
    /** /business/cod: the business's own COD, by the business id. */
    businessCod: {
      list: (businessId: string, filter: CodListFilter) => listBusinessCod(db, businessId, filter),
    },
  };
}
