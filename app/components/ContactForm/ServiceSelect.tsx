import { Field } from "~/components/Field/Field";
import { OTHER_SERVICE, type ServiceGroup } from "~/forms/services";

interface ServiceSelectProps {
  groups: ServiceGroup[];
  selected: string;
  error?: string;
}

/** Every service, waste stream and material in the site map, grouped as the site's menus group them. */
export function ServiceSelect({ groups, selected, error }: ServiceSelectProps) {
  return (
    <Field id="enquiry-service" label="Service or waste stream" error={error}>
      {(control) => (
        // A new ?service= in the address (a link from a service page) selects that service.
        <select {...control} key={selected} name="service" autoComplete="off" defaultValue={selected}>
          <option value="">Choose a service or waste stream</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={OTHER_SERVICE.value}>{OTHER_SERVICE.label}</option>
        </select>
      )}
    </Field>
  );
}
