import { describe, expect, it } from "vitest";
import { BookingFieldsSchema, BookingJsonSchema, fieldErrors, rupeesText } from "./booking";

const form = {
  pickup_address: "",
  consignee_name: "Ramesh Traders",
  consignee_phone: "98220 12345",
  consignee_address: "Shop 4, MG Road, Pune",
  consignee_pincode: "411001",
  service: "ptl",
  package_count: "2",
  weight_kg: "12.5",
  length_cm: "40",
  breadth_cm: "30",
  height_cm: "30",
  declared_value: "12000",
  invoice_no: "INV-1",
  ewb_no: "",
  payment_mode: "paid",
  cod_amount: "",
  client_ref: "",
  delivery_slot: "",
  address_type: "",
};

function errorsOf(value: Record<string, unknown>) {
  const result = BookingFieldsSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe("a booking's fields", () => {
  it("reads the form into one package line, money in paise, the phone as 10 digits", () => {
    const booking = BookingFieldsSchema.parse(form);
    expect(booking).toEqual({
      pickup_address: undefined,
      consignee: {
        name: "Ramesh Traders",
        phone: "9822012345",
        address: "Shop 4, MG Road, Pune",
        pincode: "411001",
      },
      service: "ptl",
      packages: [{ count: 2, weight_kg: 12.5, length_cm: 40, breadth_cm: 30, height_cm: 30 }],
      declared_value: 1_200_000,
      invoice_no: "INV-1",
      ewb_no: null,
      payment_mode: "paid",
      cod_amount: null,
      client_ref: null,
      delivery_slot: null,
      address_type: "office",
      consignee_updates: null,
      consignee_language: "en",
    });
  });

  it("takes a mobile number with +91, 0, spaces or dashes, and refuses others", () => {
    for (const phone of ["+91 98220 12345", "098220-12345", "919822012345", "9822012345"])
      expect(BookingFieldsSchema.parse({ ...form, consignee_phone: phone }).consignee.phone).toBe(
        "9822012345",
      );
    for (const phone of ["12345", "5822012345", "98220 1234x", ""])
      expect(errorsOf({ ...form, consignee_phone: phone })).toEqual({
        consignee_phone: "consigneePhone",
      });
  });

  it("names each missing or wrong field by its key", () => {
    expect(
      errorsOf({
        ...form,
        consignee_name: " ",
        consignee_address: "",
        consignee_pincode: "41100",
        service: "air",
        package_count: "0",
        weight_kg: "heavy",
        length_cm: "-3",
        breadth_cm: "",
        height_cm: "1001",
        declared_value: "0",
        invoice_no: "",
        payment_mode: "card",
        delivery_slot: "10-12",
        address_type: "shop",
      }),
    ).toEqual({
      consignee_name: "consigneeName",
      consignee_address: "consigneeAddress",
      consignee_pincode: "pincode",
      service: "bookingService",
      package_count: "packageCount?max=999",
      weight_kg: "weight",
      length_cm: "packageLength",
      breadth_cm: "packageBreadth",
      height_cm: "packageSizeMax?max=1000",
      declared_value: "declaredValue",
      invoice_no: "invoiceNo",
      payment_mode: "paymentMode",
      delivery_slot: "deliverySlot",
      address_type: "addressType",
    });
  });

  it("counts packages from 1 to 999 in whole numbers", () => {
    expect(BookingFieldsSchema.parse({ ...form, package_count: "999" }).packages[0]!.count).toBe(
      999,
    );
    for (const count of ["1000", "1.5", "-1"])
      expect(errorsOf({ ...form, package_count: count })).toEqual({
        package_count: "packageCount?max=999",
      });
  });

  it("reads rupees as people write them, to the paisa", () => {
    for (const [typed, paise] of [
      ["12,000", 1_200_000],
      ["₹ 1,20,000.50", 12_000_050],
      ["99.9", 9_990],
    ] as const)
      expect(
        BookingFieldsSchema.parse({ ...form, declared_value: typed, ewb_no: "1234 5678 9012" })
          .declared_value,
      ).toBe(paise);
    expect(errorsOf({ ...form, declared_value: "12.345" })).toEqual({
      declared_value: "declaredValue",
    });
  });

  it("needs a 12-digit e-way bill above ₹50,000, and checks one given below it", () => {
    expect(errorsOf({ ...form, declared_value: "50000" })).toEqual({});
    expect(errorsOf({ ...form, declared_value: "50000.01" })).toEqual({
      ewb_no: "ewbRequired?limit=%E2%82%B950%2C000",
    });
    expect(
      BookingFieldsSchema.parse({ ...form, declared_value: "60000", ewb_no: "1234-5678-9012" })
        .ewb_no,
    ).toBe("123456789012");
    expect(errorsOf({ ...form, ewb_no: "12345" })).toEqual({ ewb_no: "ewbNo" });
  });

  it("needs a COD amount for cod, no more than the declared value, and drops it otherwise", () => {
    expect(errorsOf({ ...form, payment_mode: "cod" })).toEqual({ cod_amount: "codAmount" });
    expect(errorsOf({ ...form, payment_mode: "cod", cod_amount: "12000.50" })).toEqual({
      cod_amount: "codAboveDeclared?max=%E2%82%B912%2C000",
    });
    expect(
      BookingFieldsSchema.parse({ ...form, payment_mode: "cod", cod_amount: "12000" }).cod_amount,
    ).toBe(1_200_000);
    expect(
      BookingFieldsSchema.parse({ ...form, payment_mode: "to_pay", cod_amount: "500" }).cod_amount,
    ).toBeNull();
  });

  it("keeps a reference of at most 40 characters, a slot and the address type", () => {
    const booking = BookingFieldsSchema.parse({
      ...form,
      client_ref: " ORD-1001 ",
      delivery_slot: "14-17",
      address_type: "home",
    });
    expect([booking.client_ref, booking.delivery_slot, booking.address_type]).toEqual([
      "ORD-1001",
      "14-17",
      "home",
    ]);
    expect(errorsOf({ ...form, client_ref: "x".repeat(41) })).toEqual({
      client_ref: "tooLong?max=40",
    });
    expect(errorsOf({ ...form, consignee_name: "Ram\u202Eesh" })).toEqual({
      consignee_name: "invisibleCharacters",
    });
  });

  it("formats paise as rupees", () => {
    expect(rupeesText(1_200_000)).toBe("₹12,000");
    expect(rupeesText(12_000_050)).toBe("₹1,20,000.50");
  });
});

describe("the API's JSON booking", () => {
  const json = {
    pickup_address: null,
    consignee: { name: "R", phone: "+91 98220 12345", address: "MG Road", pincode: "411001" },
    service: "ptl",
    packages: [
      { weight_kg: 12.5, length_cm: 40, breadth_cm: 30, height_cm: 30 },
      { count: 3, weight_kg: 2, length_cm: 10, breadth_cm: 10, height_cm: 10 },
    ],
    declared_value: 12000,
    invoice_no: "INV-1",
    ewb_no: null,
    payment_mode: "cod",
    cod_amount: 12000,
    client_ref: "ORD-1001",
    delivery_slot: null,
    address_type: "office",
  };

  it("reads a list of package lines, a line without a count being one package", () => {
    const booking = BookingJsonSchema.parse(json);
    expect(booking.packages.map((p) => p.count)).toEqual([1, 3]);
    expect(booking.cod_amount).toBe(1_200_000);
    expect(booking.consignee.phone).toBe("9822012345");
  });

  it("refuses no packages, more than 999 in all, and names nested fields by their path", () => {
    const result = BookingJsonSchema.safeParse({
      ...json,
      consignee: { ...json.consignee, pincode: "0" },
      packages: [
        { count: 600, weight_kg: 1, length_cm: 1, breadth_cm: 1, height_cm: 1 },
        { count: 600, weight_kg: 1, length_cm: 1, breadth_cm: 1, height_cm: 1 },
      ],
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      "consignee.pincode": "pincode",
      packages: "packageCount?max=999",
    });
    expect(BookingJsonSchema.safeParse({ ...json, packages: [] }).success).toBe(false);
  });
});
