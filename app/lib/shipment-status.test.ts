import {
  Ban,
  CircleCheck,
  ClipboardCheck,
  Clock,
  DoorClosed,
  MapPin,
  Package,
  Truck,
} from "~/components/ui/icons";
import { describe, expect, it } from "vitest";
import {
  getShipmentStatus,
  isFinalStatus,
  knownStatus,
  SHIPMENT_STATUSES,
  statusOptions,
} from "@core/shipment-status";
import { STATUS_ICONS } from "./shipment-icons";

/** A status as a page shows it: the shared status with the icon the pages give it. */
function shown(status: string) {
  const found = getShipmentStatus(status);
  return { ...found, icon: STATUS_ICONS[found.key] };
}

describe("getShipmentStatus", () => {
  it.each([
    [
      "Manifested",
      "manifested",
      "Manifested",
      ClipboardCheck,
      "text-status-manifested",
      "bg-status-manifested",
    ],
    [
      "In Transit",
      "in-transit",
      "In Transit",
      Truck,
      "text-status-in-transit",
      "bg-status-in-transit",
    ],
    [
      "Out for Delivery",
      "out-for-delivery",
      "Out for Delivery",
      MapPin,
      "text-status-out-for-delivery",
      "bg-status-out-for-delivery",
    ],
    [
      "Delivery Attempted",
      "attempted",
      "Delivery Attempted",
      DoorClosed,
      "text-status-attempted",
      "bg-status-attempted",
    ],
    [
      "Delivered",
      "delivered",
      "Delivered",
      CircleCheck,
      "text-status-delivered",
      "bg-status-delivered",
    ],
    ["Delayed", "delayed", "Delayed", Clock, "text-status-delayed", "bg-status-delayed"],
    ["Cancelled", "cancelled", "Cancelled", Ban, "text-status-cancelled", "bg-status-cancelled"],
  ])("maps %s to its label, icon and colour", (status, key, label, icon, colour, fill) => {
    expect(shown(status)).toEqual({ key, label, icon, colour, fill });
  });

  it("is case-insensitive and ignores surrounding spaces", () => {
    expect(getShipmentStatus("  OUT FOR DELIVERY ").key).toBe("out-for-delivery");
    expect(getShipmentStatus("in transit").label).toBe("In Transit");
    expect(getShipmentStatus("DELIVERED").colour).toBe("text-status-delivered");
  });

  it("gives the legacy 'Panding' In Transit's icon in steel blue, named Pending as the spec does", () => {
    for (const spelling of ["Panding", "panding", "PANDING", " Panding "]) {
      expect(shown(spelling)).toEqual({
        key: "in-transit",
        label: "Pending",
        icon: Truck,
        colour: "text-status-panding",
        fill: "bg-status-panding",
      });
    }
  });

  it("gives the legacy 'shipped' In Transit's icon and blue, named Shipped", () => {
    expect(getShipmentStatus("shipped")).toEqual({
      ...getShipmentStatus("In Transit"),
      label: "Shipped",
    });
    expect(getShipmentStatus("SHIPPED").label).toBe("Shipped");
  });

  it("gives an unknown status the default icon, black and its own text", () => {
    expect(shown(" Booked ")).toEqual({
      key: "other",
      label: "Booked",
      icon: Package,
      colour: "text-ink",
      fill: "bg-ink",
    });
    expect(getShipmentStatus("").label).toBe("Unknown");
  });
});

describe("knownStatus: the one list", () => {
  it("gives each listed status its own spelling, whatever the case and spacing", () => {
    for (const name of SHIPMENT_STATUSES) {
      expect(knownStatus(name)).toBe(name);
      expect(knownStatus(`  ${name.toUpperCase()} `)).toBe(name);
    }
    expect(knownStatus("in-transit")).toBe("In Transit");
    expect(knownStatus("delivery_attempted")).toBe("Delivery Attempted");
  });

  it("keeps the legacy spellings of the spec and the demo data", () => {
    expect(knownStatus("PANDING")).toBe("Panding");
    expect(knownStatus("Shipped")).toBe("shipped");
    expect(knownStatus("booked")).toBe("Booked");
  });

  it("refuses a typo and anything else off the list", () => {
    for (const typo of ["Intransit", "In Transitt", "Delivred", "", "Pending", "Lost"])
      expect(knownStatus(typo), typo).toBeNull();
  });

  it("offers the list, and a legacy spelling only when the shipment holds it", () => {
    expect(statusOptions().map((o) => o.value)).toEqual([...SHIPMENT_STATUSES]);
    expect(statusOptions("In Transit").map((o) => o.value)).toEqual([...SHIPMENT_STATUSES]);
    expect(statusOptions("booked").at(-1)).toEqual({
      value: "Booked",
      label: "Booked (older spelling)",
    });
  });
});

describe("isFinalStatus", () => {
  it("is true only for Delivered and Cancelled", () => {
    expect(isFinalStatus("delivered")).toBe(true);
    expect(isFinalStatus("CANCELLED")).toBe(true);
    for (const s of [
      "Manifested",
      "In Transit",
      "Panding",
      "shipped",
      "Out for Delivery",
      "Delivery Attempted",
      "Delayed",
      "Booked",
    ]) {
      expect(isFinalStatus(s)).toBe(false);
    }
  });
});
