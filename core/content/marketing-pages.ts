/**
 * The marketing pages (spec sections 1 and 2): home, about, services, the six
 * service pages and the business account. A module of their own, so these
 * pages load only their own titles and not those of every page of the site.
 */
import { homePage } from "./home-page";
import { page, type PageInfo } from "./page-info";

export const marketingPages = {
  home: homePage,
  aboutUs: page(
    "/about-us",
    "About Us",
    "About Sahyadri Interlink Logistics",
    "22+ years of moving India's goods on time: our mission, our vision, our network and the people who lead it.",
    "For more than 22 years we have moved goods for shippers big and small, across 29 states, on time.",
  ),
  services: page(
    "/services",
    "Our Services",
    "Our Services",
    "PTL, LTL, FTL, courier logistics, warehousing and express delivery across 29 states and 18,000+ pincodes.",
    "Six ways to move your goods, one network: 29 states, 18,000+ pincodes reached daily and 100,000+ shipments handled every month.",
  ),
  ptl: page(
    "/services/ptl",
    "Part Truck Load (PTL)",
    "Part Truck Load (PTL)",
    "Share a truck and pay only for the space you use. Part truck load across India with tracking at every hub.",
    "Share a truck and pay only for the space your goods take, with the safety of a dedicated vehicle.",
  ),
  ltl: page(
    "/services/ltl",
    "Less Than Truckload (LTL)",
    "Less Than Truckload (LTL)",
    "Less than truckload freight through our hub network: consolidated, cost-effective, tracked at every hub.",
    "Pallets, cartons and cases moved through our hub network, consolidated for cost and tracked at every hub.",
  ),
  ftl: page(
    "/services/ftl",
    "Full Truck Load (FTL)",
    "Full Truck Load (FTL)",
    "A dedicated GPS-enabled truck for your goods, dock to destination, anywhere in India.",
    "A dedicated GPS-enabled truck from your dock to the destination, with no transhipment on the way.",
  ),
  cl: page(
    "/services/cl",
    "Courier Logistics",
    "Courier Logistics",
    "Door-to-door courier for documents and parcels across 18,000+ pin codes, with COD and live tracking.",
    "Documents and parcels picked up from your door and delivered across 18,000+ pin codes.",
  ),
  warehousing: page(
    "/services/warehousing",
    "Warehousing",
    "Warehousing",
    "Secure, managed warehousing with inventory control, pick-pack and dispatch from 25 million sq ft of space.",
    "Secure, managed storage with inventory control, pick-pack and dispatch.",
  ),
  express: page(
    "/services/express-delivery",
    "Express Delivery",
    "Express Delivery",
    "Time-critical shipments on priority lanes with committed delivery windows and live tracking.",
    "Time-critical shipments on priority lanes, with committed delivery windows and live tracking.",
  ),
  joinUs: page(
    "/join-us",
    "Business Account",
    "Open a Business Account",
    "Ship with us as a business client, become a franchise partner or store your stock with us.",
    "Ship regularly? Open a business account, become a franchise partner or store your stock with us.",
  ),
} satisfies Record<string, PageInfo>;
