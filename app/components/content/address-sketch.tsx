import { site } from "~/config/site";
import { useT } from "~/lib/i18n/translations";

/** The area the street map shows: a box around both addresses with a margin, west, south, east, north. */
export function mapBounds(pad = 0.012): { west: number; south: number; east: number; north: number } {
  const { office, chamber } = site;
  return {
    west: Math.min(office.lon, chamber.lon) - pad,
    south: Math.min(office.lat, chamber.lat) - pad,
    east: Math.max(office.lon, chamber.lon) + pad,
    north: Math.max(office.lat, chamber.lat) + pad,
  };
}

const WIDTH = 400;
const HEIGHT = 300;

/** A point of the map's area in the sketch's 400 by 300 frame (a plain stretch: a sketch, not a survey). */
function place(lat: number, lon: number) {
  const box = mapBounds();
  return {
    x: Math.round(((lon - box.west) / (box.east - box.west)) * WIDTH),
    y: Math.round(((box.north - lat) / (box.north - box.south)) * HEIGHT),
  };
}

/** A numbered pin, its name and its place beneath it, haloed so they read over the streets. */
function Pin({ x, y, number, name, where }: { x: number; y: number; number: string; name: string; where: string }) {
  // Attributes and classes, not a style attribute: the pages' policy allows no inline style.
  const halo = { paintOrder: "stroke", strokeWidth: 5, strokeLinejoin: "round" } as const;
  return (
    <g>
      <path className="fill-navy stroke-brass" d={`M${x} ${y}c-9-12-14-19-14-26a14 14 0 0 1 28 0c0 7-5 14-14 26Z`} strokeWidth="2" />
      <text className="fill-brass-pale" x={x} y={y - 21} textAnchor="middle" fontSize="13" fontWeight="700" >
        {number}
      </text>
      <text x={x} y={y + 20} textAnchor="middle" fontSize="15" fontWeight="700" className="fill-navy stroke-parchment font-serif" {...halo}>
        {name}
      </text>
      <text className="fill-slate stroke-parchment" x={x} y={y + 37} textAnchor="middle" fontSize="13" {...halo}>
        {where}
      </text>
    </g>
  );
}

/**
 * The box's own picture of where the firm is: both addresses, numbered, on a sketch of the streets
 * between them, in the site's colours. It fills the map's box before the street map arrives, and
 * stays wherever that map cannot load; the address cards beside it say the same in words.
 */
export function AddressSketch() {
  const t = useT();
  const office = place(site.office.lat, site.office.lon);
  const chamber = place(site.chamber.lat, site.chamber.lon);
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full" data-address-sketch="">
      <rect className="fill-parchment" width={WIDTH} height={HEIGHT} />
      <g className="stroke-ivory" strokeWidth="6" fill="none" strokeLinecap="round">
        {[40, 110, 180, 250].map((y) => (
          <path key={`h${y}`} d={`M-10 ${y + 12}L${WIDTH + 10} ${y - 12}`} />
        ))}
        {[60, 150, 240, 330].map((x) => (
          <path key={`v${x}`} d={`M${x - 14} -10L${x + 14} ${HEIGHT + 10}`} />
        ))}
      </g>
      {/* Connaught Place's rings around the office, and the road to the chamber. */}
      <g className="stroke-brass-pale" fill="none" strokeWidth="3">
        <circle cx={office.x} cy={office.y - 12} r="26" />
        <circle cx={office.x} cy={office.y - 12} r="44" />
      </g>
      <path className="stroke-brass"
    d={`M${office.x} ${office.y}Q${(office.x + chamber.x) / 2 + 30} ${(office.y + chamber.y) / 2 - 30} ${chamber.x} ${chamber.y}`}
    fill="none"
    
    strokeWidth="3"
    strokeDasharray="2 8"
    strokeLinecap="round"
   />
      <Pin x={office.x} y={office.y} number="1" name={t("layout.contact.sketchOffice")} where={t("layout.contact.sketchOfficePlace")} />
      <Pin x={chamber.x} y={chamber.y} number="2" name={t("layout.contact.sketchChamber")} where={t("layout.contact.sketchChamberPlace")} />
    </svg>
  );
}
