/**
 * The site's icons: lucide's drawings, kept once in a sprite file that the
 * build makes from this list (scripts/icon-sprite.ts) and serves as a hashed
 * asset, cached for a year. Each icon on a page is an <svg> and a <use>, two
 * elements where lucide-react's inline copy took three to eight.
 *
 * Components keep lucide-react's names and props, and the <svg> carries
 * lucide's attributes (24 px, no fill, a 2 px round stroke in the text
 * colour), which the symbol's shapes inherit: an icon looks as before.
 * A new icon is one line below, by its name in lucide's set
 * (node_modules/lucide-react/dist/esm/icons/<name>.mjs, not an alias).
 */
import type { JSX, SVGProps } from "react";
import spriteUrl from "./icons.svg?url";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children"> & {
  /** Width and height, in px or any SVG length (lucide's `size`). */
  size?: number | string;
};

export type IconComponent = ((props: IconProps) => JSX.Element) & { displayName: string };

/** A name for assistive technology means the icon is not decoration (lucide's rule). */
function isLabelled(props: IconProps) {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
}

/** A symbol of the sprite: an icon below, or a drawing (scripts/icon-sprite.ts). */
export function spriteHref(id: string) {
  return `${spriteUrl}#${id}`;
}

function spriteIcon(id: string): IconComponent {
  const href = spriteHref(id);
  function Icon({ size = 24, strokeWidth = 2, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={isLabelled(props) ? undefined : "true"}
        {...props}
      >
        <use href={href} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${id})`;
  return Icon;
}

export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const ArrowUp = spriteIcon("arrow-up");
export const BadgeIndianRupee = spriteIcon("badge-indian-rupee");
export const Ban = spriteIcon("ban");
export const BellOff = spriteIcon("bell-off");
export const BellRing = spriteIcon("bell-ring");
export const Briefcase = spriteIcon("briefcase");
export const Building2 = spriteIcon("building-complex");
export const Calculator = spriteIcon("calculator");
export const CalendarCheck = spriteIcon("calendar-check");
export const CalendarClock = spriteIcon("calendar-clock");
export const CalendarDays = spriteIcon("calendar-days");
export const Check = spriteIcon("check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleAlert = spriteIcon("circle-exclamation-point");
export const CircleCheck = spriteIcon("circle-check");
export const CircleX = spriteIcon("circle-x");
export const ClipboardCheck = spriteIcon("clipboard-check");
export const Clock = spriteIcon("clock");
export const Clock3 = spriteIcon("clock-3");
export const Compass = spriteIcon("compass");
export const Copy = spriteIcon("copy");
export const DoorClosed = spriteIcon("door-closed");
export const Download = spriteIcon("download");
export const ExternalLink = spriteIcon("external-link");
export const Factory = spriteIcon("factory");
export const FileDown = spriteIcon("file-down");
export const FileText = spriteIcon("file-text");
export const Globe = spriteIcon("globe");
export const Handshake = spriteIcon("handshake");
export const Headset = spriteIcon("headset");
export const Home = spriteIcon("house");
export const Hourglass = spriteIcon("hourglass");
export const Inbox = spriteIcon("inbox");
export const Layers = spriteIcon("layers");
export const LoaderCircle = spriteIcon("loader-circle");
export const Lock = spriteIcon("lock");
export const LogIn = spriteIcon("log-in");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MailCheck = spriteIcon("mail-check");
export const Map = spriteIcon("map");
export const MapPin = spriteIcon("map-pin");
export const MapPinned = spriteIcon("map-pinned");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const MessageCircleQuestion = spriteIcon("message-circle-question-mark");
export const MessageSquareText = spriteIcon("message-square-text");
export const MessageSquareWarning = spriteIcon("message-square-exclamation-point");
export const Navigation = spriteIcon("navigation");
export const Package = spriteIcon("package");
export const PackageSearch = spriteIcon("package-search");
export const PackageX = spriteIcon("package-x");
export const Paperclip = spriteIcon("paperclip");
export const Pause = spriteIcon("pause");
export const Phone = spriteIcon("phone");
export const Play = spriteIcon("play");
export const Printer = spriteIcon("printer");
export const Radar = spriteIcon("radar");
export const ReceiptText = spriteIcon("receipt-text");
export const RefreshCw = spriteIcon("refresh-cw");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
export const Share2 = spriteIcon("share-2");
export const ShieldCheck = spriteIcon("shield-check");
export const Ship = spriteIcon("ship");
export const ShoppingBag = spriteIcon("shopping-bag");
export const SlidersHorizontal = spriteIcon("sliders-horizontal");
export const Sparkles = spriteIcon("sparkles");
export const Star = spriteIcon("star");
export const Target = spriteIcon("target");
export const TriangleAlert = spriteIcon("triangle-exclamation-point");
export const Truck = spriteIcon("truck");
export const UserPlus = spriteIcon("user-plus");
export const UsersRound = spriteIcon("users-round");
export const Wallet = spriteIcon("wallet");
export const Warehouse = spriteIcon("warehouse");
export const WifiOff = spriteIcon("wifi-off");
export const X = spriteIcon("x");
