/**
 * "What affects the price" for every service, waste-stream and recycling-material page, by path:
 * what moves the cost of that topic, written for it, with no amounts (a price is "as set out in
 * your quote"). The topic template shows it with a link to /fees-and-charges.
 */
export const priceFactors: Record<string, string[]> = {
  "/services/bin-lifters-bin-tippers": [
    "A bin lifter is priced by the machine that suits your bins and your floor: the bin sizes it must lift (120 to 360 litre wheelie bins, or 660 and 1100 litre four-wheel bins), the height it tips into, and whether it stands fixed, mounts on a skip or compactor, or moves around on wheels. Hydraulic and electric units cost more than a simple mechanical tipper.",
    "Buying outright, renting or leasing changes how the cost is spread. Installation depends on your power supply, the slab it is bolted to and any guarding your site needs. A service plan adds a scheduled inspection, which WHS law expects for lifting plant.",
  ],
  "/services/bin-washing-deodorising": [
    "Bin washing is priced per bin and per visit, so the number of bins, their sizes and how often they are washed set most of the cost. A 1100 litre bin takes longer to wash than a 240 litre bin, and front lift bins need the truck-mounted system. Monthly washes cost less per visit than one-off cleans of neglected bins.",
    "Your location matters: washing in the same run as your collection costs less than a special trip. Bins with baked-on food, grease or maggots may need a second pass, and sites where wash water cannot go to sewer need it captured and taken away, which adds to the charge.",
  ],
  "/services/bottle-crushers": [
    "The crusher you choose sets the main cost: bench-top units for a café, upright machines that crush into a 120 or 240 litre bin for a bar, or larger units for clubs and hotels. Noise insulation, automatic feed and stainless bodies cost more but suit busy front-of-house areas.",
    "Rent, lease or buy spreads the cost differently, and a service plan covers blades, seals and safety switches. The saving comes on the other side of the bill: crushed glass takes far fewer bins and lifts, so the change in your glass collections is part of the comparison we make with you.",
  ],
  "/services/bulk-bins-skip-bins": [
    "Skip and hook lift hire is priced on the bin size, how long you keep it, and above all what goes in it. Clean fill, green waste, timber or metal cost less to take than mixed building waste, because they can be recycled rather than landfilled and the state's landfill levy is paid only on what is buried.",
    "Weight matters too: soil, concrete and tiles fill a bin's weight limit long before its volume, and excess weight is charged by the tonne. Placing a skip on the road needs a council permit. Tight driveways, extra days and a second exchange also change the total.",
  ],
  "/services/cardboard-balers-plastic-balers": [
    "A baler's cost depends on its size and press force: a vertical baler for a shop's boxes, a larger mill-size baler for a supermarket, or an automatic horizontal baler for a distribution centre. Three-phase power, space and floor loading can add installation work.",
    "What you save depends on how much cardboard or soft plastic you produce and how clean it is. Dry, well-made bales of one material can earn a rebate or cost little to collect, while wet or mixed bales lose value. Rental, lease or purchase, and a service plan for the hydraulics and safety interlocks, complete the price.",
  ],
  "/services/food-waste-equipment": [
    "Food waste equipment ranges from bin tippers and organics bins to dewatering units and on-site digesters, and the price follows the machine: its capacity per day, the power and water it needs, and whether the output goes to sewer, to a collection or to a compost use on site.",
    "Site work can be significant: drainage, a trade waste agreement with your water authority, ventilation and a level, hosed-down floor. Running costs include power, servicing and the collection of what the machine leaves behind. We compare the equipment's cost with your current food waste collections before you decide.",
  ],
  "/services/front-lift-bins": [
    "A front lift service is priced by the bin size (1.5 to 4.5 cubic metres), the number of bins and how often each is emptied. Most sites pay per lift plus a bin rental, and the stream matters: general waste carries the state's landfill levy, while clean cardboard or commingled recycling usually costs less per lift.",
    "Heavy loads can exceed the truck's limits and attract excess weight charges. Access counts as well: the truck needs a straight run at the bin and clear overhead space, and a blocked bin means a futile trip. Early-morning or after-hours lifts in city centres can change the price.",
  ],
  "/services/parts-washer-rentals-service": [
    "A parts washer service is priced by the unit's size and type (solvent or water-based), how often we change the fluid and service the machine, and how much spent fluid and sludge there is to take away. A busy workshop changing fluid monthly pays more per year than one on a quarterly cycle.",
    "Spent solvent is a regulated waste, so its licensed transport, tracking and treatment are part of the cost, and contaminated fluid (with water, coolant or heavy sludge) costs more to treat. Moving a unit, replacing damaged parts or adding a second washer is quoted separately.",
  ],
  "/pest-control": [
    "Commercial pest control is priced by the size and layout of the premises, the pests involved and how often technicians visit. A café with monthly inspections and bait stations costs differently from a warehouse with quarterly rodent checks or a food factory with audit-ready records.",
    "The number of devices (bait stations, insect monitors, light traps) and the reporting your auditors need add to the cost. A one-off treatment of an established infestation costs more than keeping pests out under a regular plan, and after-hours visits to avoid trading times may add a charge.",
  ],
  "/services/spend-savings-analysis": [
    "A spend analysis is priced by how much there is to review: the number of sites, suppliers and invoices, and how many months of records you can give us. One site with one contractor takes far less time than a portfolio with several providers and years of invoices.",
    "Clean data lowers the cost. Invoices that list lifts, weights and levies line by line are quicker to check than summaries. Where records are missing, a bin count or a short audit may be needed first. We agree the scope and the fee before we start.",
  ],
  "/washroom-hygiene-services": [
    "Washroom services are priced per unit and per service visit: sanitary bins, nappy bins, air fresheners, hand dryers, soap and sanitiser dispensers. The number of units across your washrooms and how often each is serviced make up most of the charge.",
    "Busy sites such as shopping centres, schools and venues may need weekly or more frequent visits, while a small office may need a monthly one. Consumables (soap, paper, refills) can be supplied or bought separately, and sites spread across several floors or buildings take longer to service.",
  ],
  "/services/waste-audits-waste-assessments": [
    "An audit is priced by its depth. A walk-through assessment of your bins and records takes a few hours; a standard audit sorts and weighs a sample of each stream over one collection cycle; a detailed or multi-site audit covers every stream in fine categories across several days or sites.",
    "The number of bins sampled, how many categories you need, and whether the report must meet a particular framework (a green building rating, a council condition or corporate reporting) change the time involved. Access to bin rooms, after-hours sorting and travel between sites also count. The first walk-through is free.",
  ],
  "/services/waste-compactors": [
    "A compactor's cost depends on the type (a static compactor with a separate bin, a self-contained portable unit, or a small pre-crusher for an 1100 litre bin), its capacity and its power needs. Concrete pads, three-phase power and bin lifters add installation work.",
    "The running cost is the collection: a full compactor holds several times what the same bin holds loose, so you pay for fewer, heavier collections. Each collection is charged per lift, plus the waste's weight at the landfill, including the state's landfill levy. Rental, lease or purchase and a service plan complete the price.",
  ],
  "/services/waste-consulting": [
    "Consulting is priced by the work involved: a one-off review of a contract, a waste management plan for a development approval, or ongoing advice across several sites. The number of sites, the number of waste streams and the deadlines you face shape the scope.",
    "Plans for councils or building ratings must follow set formats, which take more time than an internal review. Site visits, travel and meetings with contractors or landlords are part of the estimate. We agree a fixed fee or an hourly rate in writing before we start.",
  ],
  "/services/waste-education-training": [
    "Training is priced by the number of sessions, how long each runs, and how many staff attend. A toolbox talk for one kitchen costs less than a program for every shift across several sites, and night or weekend sessions for shift workers take more planning.",
    "Tailored materials (bin signs in your layout, posters in your staff's languages, short induction videos) add to the cost, and so do follow-up bin checks that show whether sorting has improved. Training often pays for itself when recycling stays clean and contamination charges stop.",
  ],
  "/services/waste-segregation-systems": [
    "A segregation system's cost depends on the number of stations, the number of streams at each, and the finish: plastic bin caddies, powder-coated steel, built-in joinery or outdoor units that resist weather and vandalism. Signage and colour-coded lids matching Australian Standard colours are part of it.",
    "Installation, fixing to walls or floors, and the number of floors or buildings to fit out change the total. The saving shows in your collections: cleaner recycling streams attract lower charges and avoid contamination fees, so we size the system against your current bills.",
  ],
  "/services/waste-tipplers": [
    "A tippler's price depends on what it must lift (wheelie bins, 660 or 1100 litre bins, or stillages), the tipping height, and its power source: hydraulic, electric or battery. Mounting on a compactor, a skip or a free-standing frame changes the design.",
    "Installation on your slab, guarding, interlocks and compliance with the relevant standards for lifting plant are part of the cost. Ongoing servicing keeps it safe and is required for plant under WHS law. Buying, renting or leasing spreads the cost differently.",
  ],
  "/services/wheelie-bins": [
    "Wheelie bin collections are priced per bin and per lift, so the number of bins, their sizes (120 to 1100 litres) and how often each stream is emptied make up most of the cost. General waste usually costs the most per lift, because the state's landfill levy is paid on every tonne buried.",
    "Contamination changes the price of a recycling bin: a bin full of the wrong items may be charged as general waste. Access matters as well: bins collected from a bin room, from behind locked gates or up ramps take longer than bins put out at the kerb. Bin rental, washing and locks are quoted separately.",
  ],
  "/services/zero-waste-strategy": [
    "A zero waste strategy is priced by the size of the organisation and how far the plan must reach: one site or a national network, operations only or procurement, packaging and supplier commitments too. A baseline audit is usually needed first if you have no reliable waste data.",
    "Targets that must be reported publicly or verified by a third party take more work than internal goals. Workshops with staff, supplier engagement and yearly reviews of progress add to the fee. The savings come from lower collection and levy costs as waste falls.",
  ],
  "/waste-management/bulk-liquid-waste": [
    "Bulk liquid waste is priced by the volume pumped, the type of liquid and how it must be treated. Non-hazardous wash water costs less to treat than oily water, solvents or liquids with heavy metals, and each load must be tested and tracked under the state's rules.",
    "Access is a large part of the cost: the length of hose needed, the tanker's approach, the depth of the pit or tank and any confined-space work. Urgent pump-outs, and pump-outs booked outside trading hours, cost more than a scheduled service, and sludge or solids at the bottom of a tank may need extra time or equipment.",
  ],
  "/waste-management/chemical-waste-hazardous-waste": [
    "Chemical and hazardous waste is priced by what it is, how much there is and how it is packed. Each chemical must be identified, classified and matched with a licensed treatment facility, and some (oxidisers, reactive or unknown chemicals) need special handling that costs more.",
    "Small quantities in mixed containers take longer to sort and pack than a single drum of one product, and unlabelled containers must be tested before they can be moved. Licensed transport, waste tracking documents, the treatment facility's charges and any state levy on the waste are part of the quote.",
  ],
  "/waste-management/coolant-gun-wash": [
    "Coolant and gun wash collections are priced by volume, by how often we collect, and by how clean the liquid is. Coolant mixed with oil, metal fines or solvent costs more to treat, and gun wash (thinners used to clean spray guns) is a flammable, tracked liquid waste.",
    "Containers matter too: approved drums or IBCs we supply and swap make collection quicker than decanting from damaged containers. Regular scheduled collections cost less per litre than one-off clean-outs, and access to your storage area affects the time each pick-up takes.",
  ],
  "/waste-management/drum-waste": [
    "Drum collections are priced by the number of drums, their size, what they held and their condition. Empty, drained drums can often be reconditioned, which costs less than disposal; drums with residues, sludge or unknown contents must be tested, tracked and treated as the waste they hold.",
    "Damaged or leaking drums need overpacking before transport, which adds time and materials. How drums are stored and stacked (on pallets, under cover, with forklift access) affects how quickly they can be loaded. Transport distance and the treatment facility's charges complete the price.",
  ],
  "/waste-management/general-waste": [
    "General waste collections are priced by the bin size, the number of bins and how often each is emptied, and by weight at the landfill. The state's landfill levy is charged on every tonne buried, which is why general waste usually costs more than recycling per bin.",
    "Heavy general waste such as food, soil or wet material can exceed weight limits and attract excess weight charges. Moving recyclable and organic material out of the general waste bin is the most reliable way to lower this bill. Access, a truck's wasted trip to a blocked bin and after-hours lifts change the price too.",
  ],
  "/waste-management/grease-trap-pump-outs": [
    "Grease trap pump-outs are priced by the trap's size, how often it must be pumped under your trade waste agreement, and the amount of solids and fat in it. A trap left too long fills with hardened fat and needs more time and water to clean.",
    "Access affects the cost: traps under floors, in basements or far from the truck need long hoses and more time. After-hours pump-outs so a kitchen can keep trading, and extra services such as jetting of the lines or a trap inspection report, are quoted separately.",
  ],
  "/waste-management/medical-waste-clinical-waste": [
    "Clinical waste collections are priced by the number and size of containers (sharps containers, clinical waste bins, pharmaceutical and cytotoxic containers) and by how often they are collected. Sharps and cytotoxic waste need their own containers and treatment.",
    "The volume you produce sets the collection frequency, and small practices may share a route to lower the cost. Container supply and exchange, tracking records, and the treatment facility's charges (incineration or other licensed treatment) are part of the price. Unscheduled pick-ups cost more than a regular service.",
  ],
  "/waste-management/quarantine-waste": [
    "Quarantine waste is priced by volume, container type and the treatment required under biosecurity rules. Waste from international vessels, aircraft or imported goods must go to an approved arrangement site for treatment, usually deep burial or high-temperature treatment.",
    "Sealed, approved containers, the records biosecurity officers require and the distance to the treatment site all affect the cost. Collections at ports and airports may have fixed times and security escort requirements. Irregular or urgent pick-ups cost more than a scheduled service. Waste that is sorted from general waste on board or on the dock keeps the quarantine volume, and its cost, down.",
  ],
  "/waste-management/secure-document-shredding": [
    "Shredding is priced by the number and size of locked consoles or bins, how often they are emptied, and whether shredding happens on site in our truck or off site at a secure facility. One-off purges of archives are priced by volume, usually in archive boxes.",
    "Watching your documents shredded on site costs more than secure off-site shredding. Removing staples and folders is not needed, but sorting out non-paper items such as binders, hard drives and film is. Access to upper floors, the number of sites and certificates of destruction for each collection are part of the price.",
  ],
  "/waste-management/secure-product-destruction": [
    "Product destruction is priced by volume and weight, the type of product, and the method: crushing, shredding, de-packaging or incineration. Food, pharmaceuticals, branded clothing and electronics each need a different process, and recovering packaging or materials for recycling can offset part of the cost.",
    "Security requirements change the price: witnessed destruction, filmed evidence, sealed transport and certificates listing each batch all take more time. Products that need de-packaging by hand, or that are hazardous, cost more than palletised goods that go straight into a shredder.",
  ],
  "/waste-management/triple-interceptor-pump-outs": [
    "Triple interceptor pump-outs are priced by the interceptor's size, how often it must be pumped, and how much oil and sludge it holds. Workshops and wash bays that let silt build up pay more for each pump-out than those on a regular schedule.",
    "The oily water is a tracked liquid waste, so licensed transport and treatment are part of the price. Interceptors under traffic areas, with long hose runs or in tight spaces take longer to service. A pump-out combined with a report for your trade waste agreement is quoted separately.",
  ],
  "/waste-management/waste-oil-waste-oil-filters": [
    "Waste oil collections are priced by volume, by how often we collect and by the oil's condition. Clean engine and hydraulic oil can be re-refined and may cost little to collect, while oil contaminated with water, coolant, fuel or solvent costs more to treat.",
    "Oil filters, rags and oily absorbents are collected in separate drums and priced per drum. The containers you use (our tanks and drums, or your own bunded storage), access for the tanker, and tracking records for each collection all affect the price.",
  ],
  "/recycling/cardboard-recycling": [
    "Cardboard recycling is priced by the bin or container you need (wheelie bins, front lift bins or a baler), how often it is emptied, and how clean the cardboard is. Flattened boxes fill bins more efficiently and need fewer lifts than whole boxes.",
    "Clean, dry cardboard usually costs less than general waste per lift, because it is recycled instead of buried and avoids the state's landfill levy. Wet, greasy or food-soiled cardboard and bins mixed with plastic wrap may be charged as general waste. Large producers with a baler may earn a rebate on well-made bales.",
  ],
  "/recycling/commingled-recycling": [
    "Commingled recycling is priced by the number and size of bins and how often they are emptied. It usually costs less per lift than general waste, because what is recovered avoids the state's landfill levy.",
    "Contamination is the biggest risk to the price: food, soft plastics, nappies or general rubbish in the yellow bin can turn a load into general waste, with a contamination charge. Good signage and staff training protect the lower rate. Bottles and cans returned through the state's container deposit scheme can offset part of the cost.",
  ],
  "/recycling/e-waste-electronics-recycling": [
    "E-waste recycling is priced by the type and amount of equipment: computers, screens, printers, batteries and lighting each cost differently to process. Cathode ray tube screens, fluorescent tubes and batteries need special handling.",
    "Data security changes the price: items that need hard drives wiped or shredded with a certificate cost more than items for materials recovery only. Packing on pallets or in cages, collection from upper floors and the number of sites also count. Some items may be covered by a national product stewardship scheme.",
  ],
  "/recycling/food-waste-organics-recycling": [
    "Food organics collections are priced by bin size, number of bins and how often they are emptied. Food is heavy, so small bins emptied often are common, and summer may need more frequent collections to control smell and pests.",
    "Food organics usually cost less than sending the same food to landfill in general waste, where the state's landfill levy applies. Contamination with plastic, cutlery or packaging can lead to contamination charges or a load being sent to landfill. Bin liners, washing and caddies for kitchens are quoted separately.",
  ],
  "/recycling/glass-recycling": [
    "Glass recycling is priced by bin size, number of bins and collection frequency. Glass is heavy, so it goes in 120 or 240 litre bins, and bars and restaurants may need several lifts a week.",
    "Container deposit schemes change the sums: eligible bottles returned through the scheme earn a refund that can offset part of the cost. A bottle crusher reduces the number of bins and lifts. Broken window glass, ceramics and Pyrex are not accepted with bottle glass and can make a load contaminated.",
  ],
  "/recycling/green-waste-organics-recycling": [
    "Green waste is priced by bin or skip size, how often it is collected, and what is in it. Clean lawn clippings, leaves and prunings cost less to recycle than loads with soil, rocks, treated timber or rubbish, which may need sorting or be charged as general waste.",
    "Large branches and stumps may need chipping before collection. Seasonal peaks in spring and autumn may need extra collections or a larger skip. Access for a truck on a garden or landscaping site also affects the price.",
  ],
  "/recycling/metal-recycling": [
    "Metal recycling is priced by the type and amount of metal and how it is sorted. Clean, sorted metal such as copper, brass, aluminium or stainless steel has a resale value that can reduce or offset the collection cost, while mixed or contaminated metal is worth less.",
    "The container you need (bins, skips or hook lift bins), how often we collect, and the metal's weight all count. Items with oil, gas, refrigerant or batteries must be made safe first, which adds to the cost.",
  ],
  "/recycling/plastic-recycling": [
    "Plastic recycling is priced by the type of plastic, how clean and sorted it is, and how much there is. Clean, single-type plastic such as stretch wrap, polyethylene film or rigid PET costs less to recycle than mixed or dirty plastic, which may need sorting or go to landfill.",
    "Baling film and wrap reduces volume and the number of collections. Bins, cages or bulk bags, collection frequency and access all affect the price. Plastic that must be processed in Australia before export changes which markets are available.",
  ],
  "/recycling/polystyrene-recycling": [
    "Polystyrene recycling is priced by volume, because it is light and bulky, and by how clean it is. Clean white expanded polystyrene (packaging and boxes) is easier to recycle than polystyrene with food, tape, labels or other plastics attached.",
    "A compactor or densifier on site reduces the number of collections. Bags or cages for storage, collection frequency and access also count. Food-contaminated polystyrene boxes, such as those from seafood, often cannot be recycled and are charged as general waste. Mixing polystyrene into a general waste bin wastes space you pay for, so a separate bag or cage usually lowers the total.",
  ],
  "/recycling/timber-wood-waste-recycling": [
    "Timber recycling is priced by the type of wood, the amount and how clean it is. Clean, untreated timber and pallets cost less to recycle than painted, treated or laminated timber, which may need to be handled separately or go to landfill.",
    "Nails and screws are normally acceptable, but timber mixed with plasterboard, metal or rubbish may need sorting. The container size (skip or hook lift bin), collection frequency and access all affect the price. Reusable pallets may be collected at a lower cost.",
  ],
};
