import { defineTexts } from "../texts";

/**
 * The business portal's doors and frame (CONTRACT.md "Business accounts"):
 * sign-in, the code step, setting a password from a one-time link, the
 * header and nav, the home page, and the page that says what a role may do.
 */
export const texts = defineTexts("business-account", {
  portal: "Business account",
  titleSuffix: "Business account",
  login: {
    title: "Sign in",
    intro: "For the people of businesses that ship with us.",
    email: "E-mail address",
    password: "Password",
    submit: "Sign in",
    busy: "Signing in…",
    forgot: "Forgot your password? Ask your business's owner for a new sign-in link.",
    signedOut: "You have signed out.",
    passwordSet: "Your password is saved. Sign in with it.",
    suspended:
      "This business account is suspended, so you have been signed out. Call or write to us to restore it.",
    failed: "The e-mail address or password is not right.",
    locked: "Too many failed tries. Wait 15 minutes, then try again.",
    emailNeeded: "Enter your e-mail address, like name@example.com.",
    passwordNeeded: "Enter your password.",
  },
  code: {
    title: "Enter your code",
    intro: "Open your authenticator app and enter the 6-digit code it shows for this account.",
    label: "Code",
    hint: "6 digits, or one of your recovery codes.",
    submit: "Continue",
    needed: "Enter the 6-digit code from your app.",
    failed: "That code is not right, or has been used already.",
    timedOut: "Your sign-in has timed out. Sign in again.",
  },
  invite: {
    title: "Choose your password",
    intro: "You are setting the password of {email} for {business}.",
    name: "Your name",
    password: "New password",
    passwordHint: "12 to 128 characters. A few words you will remember are good.",
    confirm: "Type the password again",
    submit: "Save password",
    expired:
      "This link has expired or has already been used. Ask your business's owner for a new one.",
    expiredTitle: "This link no longer works",
    tooShort: "Use at least 12 characters.",
    tooLong: "Use at most 128 characters.",
    mismatch: "The two passwords are not the same.",
    common: "This password is one of the most common ones. Choose another.",
    variety: "Use more different characters in your password.",
    hasEmail: "Do not use your e-mail address in your password.",
  },
  header: {
    signedInAs: "Signed in as {name}",
    signOut: "Sign out",
    nav: "Business account",
    language: "Language",
  },
  nav: {
    home: "Home",
    shipments: "Shipments",
    book: "Book",
    upload: "Upload",
    pickups: "Pickups",
    people: "People",
    profile: "Profile",
  },
  home: {
    title: "Your shipments at a glance",
    intro: "Counts of {business}'s shipments, in India time.",
    bookedToday: "Booked today",
    inTransit: "In transit",
    deliveredThisMonth: "Delivered this month",
    next: "What would you like to do?",
    book: "Book a shipment",
    upload: "Upload a CSV of bookings",
    shipments: "See every shipment",
    pickups: "Ask for a pickup",
  },
  forbidden: {
    title: "This page is not for your role",
    intro: "You are signed in as {role}. {may}",
    back: "Back to the home page",
  },
  roles: {
    owner: {
      label: "owner",
      may: "An owner may do everything: people, profile, addresses, bookings, pickups, documents and shipments.",
    },
    booker: {
      label: "booker",
      may: "A booker may book shipments, upload bookings, ask for pickups, and see documents and shipments.",
    },
    viewer: { label: "viewer", may: "A viewer may see shipments and documents." },
  },
});
