/**
 * What a shipment's documents print (CONTRACT.md "Business accounts",
 * "documents"): plain data, so the writers never touch the database and a
 * test can print any shipment it makes up. The business service fills it
 * from the shipment's row and its `booking` (business-documents.ts).
 */
export type DocumentAddress = {
  address: string;
  pincode: string;
  city: string;
  state: string;
};

/** One line of the booking: `count` identical packages, each of this weight and size. */
export type PackageLine = {
  count: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
};

export type DocumentShipment = {
  lrNo: string;
  bookedAt: Date;
  business: {
    legalName: string;
    gstin: string | null;
    pickup: DocumentAddress & { contactName: string; phone: string };
  };
  consignee: DocumentAddress & { name: string; phone: string };
  /** 'ptl' | 'ltl' | 'ftl' | 'cl' | 'express'. */
  service: string;
  packages: readonly PackageLine[];
  chargeableWeightGrams: number;
  declaredValuePaise: number;
  invoiceNo: string;
  ewbNo: string | null;
  /** 'paid' | 'to_pay' | 'cod'. */
  paymentMode: string;
  codAmountPaise: number | null;
  /** '09-14' | '14-17' | '17-20'. */
  deliverySlot: string | null;
  /** 'office' | 'home'. */
  addressType: string;
  /** YYYY-MM-DD in India. */
  expectedDate: string | null;
  trackingUrl: string;
};

/** How many packages the shipment has: its labels are numbered "n of" this. */
export function packageCount(shipment: Pick<DocumentShipment, "packages">): number {
  return shipment.packages.reduce((sum, line) => sum + line.count, 0);
}
