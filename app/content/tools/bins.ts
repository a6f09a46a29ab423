/**
 * Every bin the site offers, for the bin size guide. Dimensions are typical of Australian bins and
 * vary by maker; the everyday comparisons are rough (a kitchen tidy bag taken as about 30 litres,
 * a box trailer load as about 1 cubic metre), and the page says so.
 */
export type BinFamily = "wheelie" | "frontLift" | "skip" | "hookLift" | "compactor";

export interface Bin {
  id: string;
  family: BinFamily;
  name: string;
  /** Litres, for the helper's arithmetic; for a range of sizes, the largest. */
  litres: number;
  dimensions: string;
  everyday: string;
  suits: string;
  space: string;
  /** The service page that offers it. */
  path: string;
}

const wheelie = "/services/wheelie-bins";
const frontLift = "/services/front-lift-bins";
const bulk = "/services/bulk-bins-skip-bins";

export const bins: Bin[] = [
  { id: "120", family: "wheelie", name: "120 L wheelie bin", litres: 120, path: wheelie,
    dimensions: "About 48 cm wide, 56 cm deep and 94 cm tall",
    everyday: "About 4 kitchen tidy bags",
    suits: "Small offices and shops, glass from a small café, homes",
    space: "A spot about 60 × 70 cm, on a path a two-wheel bin can be pulled along" },
  { id: "240", family: "wheelie", name: "240 L wheelie bin", litres: 240, path: wheelie,
    dimensions: "About 58 cm wide, 73 cm deep and 106 cm tall",
    everyday: "About 8 kitchen tidy bags, the size of a typical household kerbside bin",
    suits: "Most small businesses: general waste, commingled recycling, food organics, glass",
    space: "A spot about 70 × 85 cm" },
  { id: "360", family: "wheelie", name: "360 L wheelie bin", litres: 360, path: wheelie,
    dimensions: "About 60 cm wide, 87 cm deep and 110 cm tall",
    everyday: "About 12 kitchen tidy bags",
    suits: "Light, bulky recycling such as paper and commingled containers from offices",
    space: "A spot about 70 × 100 cm; heavier to pull, so keep the path short and level" },
  { id: "660", family: "wheelie", name: "660 L four-wheel bin", litres: 660, path: wheelie,
    dimensions: "About 126 cm wide, 78 cm deep and 120 cm tall",
    everyday: "About 22 kitchen tidy bags, or nearly three household wheelie bins",
    suits: "Cafés, restaurants, medium retail and apartment buildings",
    space: "A bin bay about 1.4 × 1 m, with a flat, ramped route to where the truck stops" },
  { id: "1100", family: "wheelie", name: "1100 L four-wheel bin", litres: 1100, path: wheelie,
    dimensions: "About 124 cm wide, 107 cm deep and 133 cm tall",
    everyday: "About 36 kitchen tidy bags, or four to five household wheelie bins",
    suits: "Busy hospitality, shopping centre tenancies, larger offices and cardboard from retail",
    space: "A bin bay about 1.4 × 1.3 m, with a flat route and no steps to the truck" },
  { id: "fl1.5", family: "frontLift", name: "1.5 m³ front lift bin", litres: 1500, path: frontLift,
    dimensions: "About 1.8 m wide, 0.9 m deep and 1.1 m tall",
    everyday: "About six household wheelie bins",
    suits: "Shops, workshops and small factories with steady general waste or cardboard",
    space: "Bin footprint about 1.8 × 0.9 m, plus room for a front lift truck to drive straight at it" },
  { id: "fl2", family: "frontLift", name: "2 m³ front lift bin", litres: 2000, path: frontLift,
    dimensions: "About 1.8 m wide, 1.1 m deep and 1.2 m tall",
    everyday: "About eight household wheelie bins",
    suits: "Medium retail, takeaway food and small warehouses",
    space: "Bin footprint about 1.8 × 1.1 m, plus a straight truck approach" },
  { id: "fl3", family: "frontLift", name: "3 m³ front lift bin", litres: 3000, path: frontLift,
    dimensions: "About 1.8 m wide, 1.3 m deep and 1.5 m tall",
    everyday: "About twelve household wheelie bins",
    suits: "Supermarkets, factories and warehouses, cardboard-heavy retail",
    space: "Bin footprint about 1.8 × 1.3 m, a straight truck approach and clear overhead space" },
  { id: "fl4.5", family: "frontLift", name: "4.5 m³ front lift bin", litres: 4500, path: frontLift,
    dimensions: "About 1.8 m wide, 1.6 m deep and 1.8 m tall",
    everyday: "About eighteen household wheelie bins",
    suits: "Manufacturing, distribution centres and large venues",
    space: "Bin footprint about 1.8 × 1.6 m, a straight truck approach and clear overhead space" },
  { id: "skip", family: "skip", name: "Skip bins, 2 to 12 m³", litres: 12000, path: bulk,
    dimensions: "From about 2.4 × 1.4 m (2 m³) to about 4 × 1.8 m (12 m³), with low sides for loading",
    everyday: "Roughly one box trailer load per cubic metre: a 4 m³ skip takes about four trailer loads",
    suits: "Renovations, clean-outs, fit-outs and building waste, hired for days or weeks",
    space: "A driveway or hardstand a little larger than the skip, with room for the truck to set it down; a council permit if it sits on the road" },
  { id: "hook", family: "hookLift", name: "Hook lift bins, 10 to 30 m³", litres: 30000, path: bulk,
    dimensions: "About 2.4 m wide and 4 to 7 m long, up to about 2 m tall",
    everyday: "A 20 m³ bin holds about what a large house clear-out produces",
    suits: "Demolition, large construction jobs, factory clean-outs and bulky steady streams such as timber or green waste",
    space: "A level area about the bin's length plus a clear straight run for the truck of around twice that, and no overhead wires" },
  { id: "compactor", family: "compactor", name: "Waste compactor", litres: 20000, path: "/services/waste-compactors",
    dimensions: "Varies by model: from compact units about the size of an 1100 L bin to portable compactors of 15 to 30 m³",
    everyday: "Holds several times what the same container holds loose; how many depends on the material",
    suits: "Sites making more than a few cubic metres of general waste or cardboard a week: shopping centres, distribution centres, hospitals",
    space: "A hardstand with power and a truck approach; we survey the site before recommending one" },
];

export const findBin = (id: string) => bins.find((bin) => bin.id === id);
