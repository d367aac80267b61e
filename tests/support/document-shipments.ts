/** Shipments as their documents print them, made up for tests and benchmarks. */
import type { DocumentShipment } from "../../server/documents/document-shipment";

export function documentShipment(overrides: Partial<DocumentShipment> = {}): DocumentShipment {
  const lrNo = overrides.lrNo ?? "SB0000000001";
  return {
    lrNo,
    bookedAt: new Date("2026-12-02T05:30:00Z"),
    business: {
      legalName: "Demo Traders Pvt Ltd",
      gstin: "27AAAAA0000A1Z2",
      pickup: {
        contactName: "Sunil Patil",
        phone: "9822012345",
        address: "Gala 14, Rahnal Industrial Estate, Mumbai-Nashik Highway",
        pincode: "421302",
        city: "Bhiwandi",
        state: "Maharashtra",
      },
    },
    consignee: {
      name: "राहुल शर्मा",
      phone: "9876501234",
      address: "Flat 3B, श्रीकृष्ण अपार्टमेंट, क्षत्रिय मार्ग, Whitefield Main Road",
      pincode: "560066",
      city: "Bengaluru",
      state: "Karnataka",
    },
    service: "ptl",
    packages: [
      { count: 3, weightGrams: 12_500, lengthCm: 40, breadthCm: 30, heightCm: 30 },
      { count: 2, weightGrams: 4_000, lengthCm: 30, breadthCm: 20, heightCm: 20 },
    ],
    chargeableWeightGrams: 47_500,
    declaredValuePaise: 6_500_000,
    invoiceNo: "INV-2026-0142",
    ewbNo: "331000123456",
    paymentMode: "cod",
    codAmountPaise: 1_200_000,
    deliverySlot: "14-17",
    addressType: "office",
    expectedDate: "2026-12-05",
    trackingUrl: `https://www.example.com/track-shipment-v2/${lrNo}`,
    ...overrides,
  };
}
