/**
 * Where we collect, as postcode ranges (inclusive). The ranges follow the metropolitan postcode
 * blocks of each city; a postcode at the fringe that is not listed gets a "call us" answer rather
 * than a wrong yes. Dandenong comes first so its postcodes link to the Dandenong page.
 */
export interface ServiceArea {
  id: string;
  name: string;
  /** The city page a visitor is sent to. */
  path: string;
  ranges: [from: number, to: number][];
}

export const serviceAreas: ServiceArea[] = [
  {
    id: "dandenong",
    name: "Dandenong and south-east Melbourne",
    path: "/pages/commercial-waste-collection-dandenong",
    // Dandenong and Dandenong South (3175) with its neighbours: Springvale (3171) to Noble Park
    // (3174), Doveton (3177), Endeavour Hills (3802) and Hallam (3803).
    ranges: [[3171, 3175], [3177, 3177], [3802, 3803]],
  },
  {
    id: "melbourne",
    name: "Melbourne",
    path: "/pages/waste-management-melbourne",
    ranges: [[3000, 3207], [3335, 3341], [3427, 3442], [3750, 3810], [3910, 3920], [3926, 3944], [3975, 3978]],
  },
  {
    id: "sydney",
    name: "Sydney",
    path: "/pages/waste-management-sydney",
    ranges: [[2000, 2234], [2555, 2574], [2740, 2786]],
  },
  {
    id: "brisbane",
    name: "Brisbane",
    path: "/pages/waste-management-brisbane",
    ranges: [[4000, 4207], [4300, 4305], [4500, 4519]],
  },
];

/** Suburbs people type instead of a postcode, lower case, each with one of its postcodes. */
export const suburbPostcodes: Record<string, string> = {
  dandenong: "3175",
  "dandenong south": "3175",
  "dandenong north": "3175",
  keysborough: "3173",
  "noble park": "3174",
  springvale: "3171",
  doveton: "3177",
  hallam: "3803",
  "melbourne": "3000",
  "melbourne cbd": "3000",
  carlton: "3053",
  richmond: "3121",
  footscray: "3011",
  "port melbourne": "3207",
  tullamarine: "3043",
  clayton: "3168",
  "box hill": "3128",
  ringwood: "3134",
  frankston: "3199",
  "werribee": "3030",
  "cranbourne": "3977",
  "pakenham": "3810",
  "sunbury": "3429",
  geelong: "3220",
  ballarat: "3350",
  sydney: "2000",
  "sydney cbd": "2000",
  parramatta: "2150",
  "north sydney": "2060",
  chatswood: "2067",
  "bankstown": "2200",
  "liverpool": "2170",
  "penrith": "2750",
  "blacktown": "2148",
  "campbelltown": "2560",
  "alexandria": "2015",
  newcastle: "2300",
  wollongong: "2500",
  brisbane: "4000",
  "brisbane city": "4000",
  "fortitude valley": "4006",
  "south brisbane": "4101",
  "eagle farm": "4009",
  "logan": "4114",
  "ipswich": "4305",
  "springfield": "4300",
  "redcliffe": "4020",
  "caboolture": "4510",
  "gold coast": "4217",
  "toowoomba": "4350",
  "sunshine coast": "4558",
};
