/**
 * Shapes the site's illustrations are built from, in the identity's colours
 * (docs/decisions/005-visual-identity.md): navy trucks with a saffron cab,
 * kraft cartons, a grey road with a saffron centre line.
 */
/** The canvas of a service's scene (service-scenes.tsx). */
export const SCENE_VIEW_BOX = "0 0 240 150";

export const ink = {
  navy950: "#081426",
  navy900: "#0d1f38",
  navy800: "#152c4d",
  navy600: "#2a4f7f",
  navy200: "#c4d4e8",
  navy100: "#e3ebf5",
  saffron: "#ffab1f",
  saffronDark: "#d97200",
  kraft: "#e2b26f",
  kraftDark: "#c98f45",
  white: "#ffffff",
} as const;

export function Carton({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="2" fill={ink.kraft} />
      <rect x={x + w / 2 - 3} y={y} width="6" height={h} fill={ink.kraftDark} />
      <rect
        x={x + 4}
        y={y + h - 9}
        width={Math.min(14, w / 3)}
        height="5"
        rx="1"
        fill={ink.white}
        opacity="0.8"
      />
    </g>
  );
}

export function Road({ y = 132 }: { y?: number }) {
  return (
    <g>
      <rect x="0" y={y} width="240" height="14" fill={ink.navy200} />
      <path d={`M6 ${y + 7}H234`} stroke={ink.saffron} strokeWidth="2.5" strokeDasharray="14 10" />
    </g>
  );
}

function Wheel({ cx }: { cx: number }) {
  return (
    <g>
      <circle cx={cx} cy="122" r="12" fill={ink.navy950} />
      <circle cx={cx} cy="122" r="5" fill={ink.navy200} />
    </g>
  );
}

/** A truck facing right; `cargo` fills the box (null: a closed box with the road mark). */
export function Truck({ cargo }: { cargo?: React.ReactNode }) {
  return (
    <g>
      {cargo ? (
        <>
          <rect
            x="18"
            y="44"
            width="128"
            height="68"
            rx="6"
            fill={ink.navy100}
            stroke={ink.navy800}
            strokeWidth="5"
          />
          {cargo}
        </>
      ) : (
        <>
          <rect x="18" y="44" width="128" height="68" rx="6" fill={ink.navy800} />
          <rect x="18" y="94" width="128" height="6" fill={ink.saffron} />
          <path
            d="M98 56H80a7 7 0 0 0 0 14h6a7 7 0 0 1 0 14H66"
            fill="none"
            stroke={ink.white}
            strokeWidth="5"
            strokeLinecap="round"
          />
        </>
      )}
      <path d="M150 62h32c4 0 7 2 9 5l13 19c1 2 2 4 2 6v20h-56z" fill={ink.saffron} />
      <path d="M158 69h22l10 15h-32z" fill={ink.navy100} />
      <rect x="12" y="110" width="198" height="7" rx="3.5" fill={ink.navy900} />
      <Wheel cx={46} />
      <Wheel cx={78} />
      <Wheel cx={182} />
    </g>
  );
}

export function SpeedLines() {
  return (
    <g stroke={ink.saffronDark} strokeWidth="4" strokeLinecap="round">
      <path d="M2 60h10M0 78h6M4 96h8" />
    </g>
  );
}

export function Pallet({ x, y, w }: { x: number; y: number; w: number }) {
  return (
    <g fill={ink.navy600}>
      <rect x={x} y={y} width={w} height="4" rx="1" />
      <rect x={x} y={y + 8} width={w} height="4" rx="1" />
      <rect x={x + 2} y={y + 4} width="6" height="4" />
      <rect x={x + w / 2 - 3} y={y + 4} width="6" height="4" />
      <rect x={x + w - 8} y={y + 4} width="6" height="4" />
    </g>
  );
}
