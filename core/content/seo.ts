/** The picture that links to this site show when shared (Open Graph, X cards). */
export const shareImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Sahyadri Interlink Logistics: road freight, courier and warehousing across India",
} as const;
