import { type BasicFormField, fields, singleton } from "@keystatic/core";
import { sourceList } from "./compliance";

/** A colour as the drawings paint it: # and six hexadecimal digits. */
export const hexColourPattern = /^#[0-9a-fA-F]{6}$/;

/** A choice among the existing pages of the given folders, as the site's other page pickers make it. */
type PagePicker = (label: string, description: string, folders: string[]) => BasicFormField<string>;

/**
 * The lid colour of each stream's bin, in one table staff edit: the bin drawings on the stream's
 * page, the bin size guide, the heroes and the finder's answers all paint their lids from it, and
 * always say the stream and the colour in words beside the drawing. A lid colour is a claim about
 * the colours governments set, so each lid cites the government page that gives it, shown beside
 * the drawings like any other rule's source. The site's code reads it as plain data (it reaches
 * the browser for the heroes' drawing), so it is stored as JSON.
 */
export function lidColoursSingleton(pagePicker: PagePicker) {
  return singleton({
    label: "Bin lid colours",
    path: "content/lid-colours",
    format: { data: "json" },
    schema: {
      lids: fields.array(
        fields.object({
          stream: fields.text({
            label: "Stream",
            description: "As the drawings' captions name it, such as Commingled recycling.",
            validation: { isRequired: true, length: { max: 40 } },
          }),
          colourName: fields.text({
            label: "Lid colour, in words",
            description: "Said beside every drawing, so colour is never the only sign: such as Yellow.",
            validation: { isRequired: true, length: { max: 30 } },
          }),
          colour: fields.text({
            label: "Lid colour, as a hex code",
            description: "Such as #f5c400.",
            validation: {
              isRequired: true,
              pattern: { regex: hexColourPattern, message: "# and six hexadecimal digits, such as #f5c400" },
            },
          }),
          pages: fields.array(
            pagePicker(
              "Page",
              "Its page shows this bin, and the finder shows it for the items that go to this page.",
              ["waste", "materials"],
            ),
            {
              label: "The stream's pages",
              description:
                "The first is linked from the key on the bin size guide. A page has at most one lid.",
              validation: { length: { min: 1, max: 4 } },
            },
          ),
          sources: sourceList(
            "Sources",
            "The government or regulator's page that gives this lid colour for this stream, as the page states it.",
            { min: 1 },
          ),
        }),
        {
          label: "Lids",
          description:
            "Only colours a government or regulator's page gives, with that page as the source: Victoria's four-bin system (vic.gov.au, Standardising household recycling across Victoria) uses red for rubbish, yellow for mixed recycling, green for food and garden organics and purple for glass. The drawing on the home page and the hubs shows the bins in this order.",
          validation: { length: { min: 1, max: 8 } },
          itemLabel: (props) => `${props.fields.stream.value} (${props.fields.colourName.value})`,
        },
      ),
    },
  });
}
