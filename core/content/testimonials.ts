import { defineTexts } from "../texts";

/** Customer testimonials for the home page slider (spec section 3: seven entries). */
export type Testimonial = {
  name: string;
  role: string;
  date: string;
  rating: 4 | 5;
  text: string;
  /** Shown in the avatar circle; the first letter of the name. */
  initial: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    name: "Rohan Mehta",
    role: "Founder, D2C apparel brand, Surat",
    date: "March 2025",
    rating: 5,
    text: "We send about 400 parcels a week from Surat to customers all over India. COD money reaches our bank account on time, and returns come back without us chasing anyone.",
    initial: "R",
  },
  {
    name: "Priya Nair",
    role: "Supply Chain Manager, electronics distributor, Kochi",
    date: "January 2025",
    rating: 4,
    text: "Our full truck loads from Bhiwandi reach Kochi in the time they promise. The GPS updates help our warehouse team plan unloading before the truck arrives.",
    initial: "P",
  },
  {
    name: "Harpreet Singh",
    role: "Owner, auto spare parts dealer, Ludhiana",
    date: "November 2024",
    rating: 5,
    text: "Part truck load works well for us because we rarely fill a whole truck. We pay only for our space, and the To-Pay option makes life easy for our dealers in Jaipur and Indore.",
    initial: "H",
  },
  {
    name: "Sneha Kulkarni",
    role: "Operations Head, home décor brand, Pune",
    date: "May 2025",
    rating: 5,
    text: "We moved our stock into their warehouse before Diwali. Orders were packed and dispatched the same day, and the weekly stock report matched our own count.",
    initial: "S",
  },
  {
    name: "Abdul Rahman",
    role: "Proprietor, spice exporter, Kozhikode",
    date: "February 2025",
    rating: 4,
    text: "They carry our export cartons from Kozhikode to Nhava Sheva for our forwarder. The e-way bills and invoices are checked before pickup, so the trucks are not stopped on the road.",
    initial: "A",
  },
  {
    name: "Kavita Sharma",
    role: "Owner, handloom saree business, Jaipur",
    date: "April 2025",
    rating: 5,
    text: "I am a small seller, but the support team treats me like a big customer. When a parcel to Guwahati was delayed by floods, they called me before I called them.",
    initial: "K",
  },
  {
    name: "Vikram Reddy",
    role: "Logistics Lead, online marketplace seller, Hyderabad",
    date: "June 2025",
    rating: 4,
    text: "We use their LTL service to refill marketplace warehouses in Bengaluru and Chennai. Every carton is scanned at each hub, so we always know where our stock is.",
    initial: "V",
  },
];

/** What Hindi and Marathi translate (core/content/hi/testimonials.ts, core/content/mr/testimonials.ts). */
export const texts = defineTexts("testimonials", {
  /** In the order of `testimonials`; names written as the language writes them. */
  items: testimonials.map(({ name, role, date, text, initial }) => ({
    name,
    role,
    date,
    text,
    initial,
  })),
  /** The stars of a testimonial, for screen readers. */
  rated: "Rated {rating} out of 5",
  /** The home slider's controls. */
  previous: "Previous testimonial",
  next: "Next testimonial",
  motionSubject: "testimonials",
  /** The slider's row before its script runs, for keyboard users. */
  scrollRegion: "Testimonials, scroll sideways",
  /** /testimonials: the list's label and the closing call. */
  listLabel: "Testimonials",
  shipWithUs: {
    title: "Ship with us",
    text: "Join the businesses that trust us with their goods. Ask for a quote or call us.",
  },
});
