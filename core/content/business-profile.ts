/**
 * The words of the portal's people and profile pages (/business/people,
 * /business/profile; CONTRACT.md "Business accounts", users and profile).
 * Validation messages are the catalogue's (validation.ts).
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("business-profile", {
  people: {
    title: "People",
    intro: "Who may use this business account, and what each may do.",
    listTitle: "People of this business",
    you: "you",
    invited: "invited: has not set a password yet",
    removed: "removed",
    role: "Role",
    changeRole: "Change role",
    confirmOwn: "Yes, lower my own role",
    remove: "Remove",
    removeConfirm: "Remove {name}? They are signed out at once and can no longer sign in.",
    removeLabel: "Remove {name}",
    inviteTitle: "Invite someone",
    email: "E-mail address",
    name: "Name",
    nameHint: "As your colleagues know them.",
    inviteButton: "Send invitation",
    roleHint:
      "Owner: everything. Booker: book, pickups, documents. Viewer: shipments and documents only.",
    done: {
      invited: "The invitation is sent. The link in it lasts 72 hours.",
      role: "The role is changed.",
      removed: "The person is removed and signed out.",
    },
    refused: {
      lastOwner:
        "A business keeps at least one active owner: make someone else an owner, and let them set their password, first.",
      confirmOwnRole:
        "You are lowering your own role: you will no longer manage this business. Tick the box to confirm.",
      notSelf: "You cannot remove yourself.",
      emailTaken: "There is already an account with this e-mail address.",
      notActive: "This person's account is not active.",
    },
  },
  roles: { owner: "Owner", booker: "Booker", viewer: "Viewer" },
  profile: {
    title: "Profile",
    intro: "Your company's details for bookings and invoices.",
    legalName: "Legal name",
    gstin: "GSTIN",
    gstinHint: "15 characters, like 27AAAAA0000A1Z2. Leave empty if you have none.",
    billingAddress: "Billing address",
    paymentMode: "Default payment mode",
    paymentModeHint: "What a new booking starts with; you can change it on each booking.",
    modes: {
      paid: "Paid (you pay)",
      to_pay: "To-Pay (the receiver pays)",
      cod: "COD (cash on delivery)",
    },
    save: "Save profile",
    saved: "The profile is saved.",
  },
  addresses: {
    title: "Pickup addresses",
    intro: "Where we pick up your shipments. The PIN code fills the city and state.",
    none: "No pickup address yet. Add the first one below.",
    addTitle: "Add a pickup address",
    editTitle: "Edit {label}",
    label: "Name of the address",
    labelHint: "Like Bhiwandi warehouse.",
    contactName: "Contact person",
    phone: "Mobile number",
    address: "Address",
    pincode: "PIN code",
    place: "City and state",
    placeFound: "PIN code {pincode}: {place}.",
    placeUnknown: "We could not find PIN code {pincode}.",
    add: "Add address",
    save: "Save address",
    edit: "Edit",
    cancel: "Cancel",
    remove: "Remove",
    removeLabel: "Remove {label}",
    added: "The address is added.",
    changed: "The address is saved.",
    removed: "The address is removed.",
    inUse: "This address has pickups booked, so it is kept.",
  },
  notFound: "This is not one of your business's records.",
});
