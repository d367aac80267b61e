/**
 * A scene for each service, drawn for this site. Pages show them through the
 * sprite (service-art.tsx); scripts/icon-sprite.ts renders them into it, so
 * their shapes never reach the browser's scripts.
 */
import type { ReactNode } from "react";
import type { Service } from "@core/content/services";
import { Carton, ink, Pallet, Road, SpeedLines, Truck } from "./parts";

export { SCENE_VIEW_BOX } from "./parts";

const partLoad = (
  <>
    <Carton x={26} y={76} w={30} h={30} />
    <Carton x={58} y={76} w={30} h={30} />
    <Carton x={26} y={50} w={30} h={24} />
  </>
);

export const serviceScenes: Record<Service["slug"], ReactNode> = {
  ptl: (
    <>
      <Road />
      <Truck cargo={partLoad} />
    </>
  ),
  ltl: (
    <>
      <Road />
      <Pallet x={14} y={118} w={62} />
      <Carton x={16} y={86} w={28} h={30} />
      <Carton x={46} y={86} w={28} h={30} />
      <Carton x={30} y={58} w={28} h={26} />
      <Pallet x={88} y={118} w={62} />
      <Carton x={90} y={90} w={58} h={26} />
      <Pallet x={162} y={118} w={62} />
      <Carton x={164} y={78} w={28} h={38} />
      <Carton x={194} y={92} w={28} h={24} />
      <g transform="translate(118 26)">
        <rect
          width="44"
          height="28"
          rx="4"
          fill={ink.white}
          stroke={ink.navy800}
          strokeWidth="2.5"
        />
        <path
          d="M8 7v14M13 7v14M17 7v14M23 7v14M27 7v14M33 7v14M36 7v14"
          stroke={ink.navy800}
          strokeWidth="2"
        />
      </g>
    </>
  ),
  ftl: (
    <>
      <Road />
      <Truck />
    </>
  ),
  cl: (
    <>
      <path
        d="M20 126C60 126 60 64 110 70"
        fill="none"
        stroke={ink.saffronDark}
        strokeWidth="3"
        strokeDasharray="6 7"
        strokeLinecap="round"
      />
      <circle cx="20" cy="126" r="6" fill={ink.navy800} />
      <path d="M104 58l46-18 46 18-46 18z" fill={ink.kraft} />
      <path d="M104 58v54l46 22V76z" fill={ink.kraftDark} />
      <path d="M150 76v58l46-22V58z" fill={ink.kraft} />
      <path d="M127 49l46 18v14l-8 3V70l-46-18z" fill={ink.white} opacity="0.75" />
      <path d="M160 96l26-10v16l-26 10z" fill={ink.white} />
      <path d="M165 100l16-6M165 105l10-4" stroke={ink.navy800} strokeWidth="2" />
      <path
        d="M206 18c-11 0-19 8-19 18 0 14 19 32 19 32s19-18 19-32c0-10-8-18-19-18z"
        fill={ink.saffron}
      />
      <circle cx="206" cy="36" r="7" fill={ink.navy900} />
    </>
  ),
  warehousing: (
    <>
      <rect x="0" y="132" width="240" height="14" fill={ink.navy200} />
      <path d="M24 60 120 24l96 36v72H24z" fill={ink.navy800} />
      <path
        d="M16 62 120 22l104 40"
        fill="none"
        stroke={ink.saffron}
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="88" y="74" width="64" height="58" fill={ink.navy100} />
      <path
        d="M88 84h64M88 94h64M88 104h64M88 114h64M88 124h64"
        stroke={ink.navy200}
        strokeWidth="3"
      />
      <rect x="34" y="74" width="44" height="58" fill={ink.navy600} />
      <Carton x={38} y={80} w={16} h={14} />
      <Carton x={57} y={80} w={17} h={14} />
      <Carton x={38} y={110} w={36} h={18} />
      <rect x="162" y="74" width="44" height="58" fill={ink.navy600} />
      <Carton x={166} y={80} w={36} h={18} />
      <Carton x={166} y={110} w={16} h={18} />
      <Carton x={185} y={112} w={17} h={16} />
    </>
  ),
  "express-delivery": (
    <>
      <Road />
      <SpeedLines />
      <Truck />
      <g transform="translate(196 10)">
        <circle cx="18" cy="18" r="18" fill={ink.saffron} />
        <path d="M20 7l-9 13h7l-2 10 9-13h-7z" fill={ink.navy900} />
      </g>
    </>
  ),
};
