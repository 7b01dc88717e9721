// A select of existing records ending with "Create a new …", which then asks for the new one's name
// (the upload dialog's sections and certifications, the tag dialog's tags and groups).
import { NEW_CHOICE } from "./upload_form";

export interface ChoiceOrNewProps {
  id: string;
  labels: { field: string; none: string; create: string; name: string };
  options: { id: number; name?: string }[];
  required?: boolean;
  /** Whether "Create a new …" is offered (the tag dialog asks the server). */
  canCreate?: boolean;
  value: string;
  name: string;
  onValue: (value: string) => void;
  onName: (name: string) => void;
}

export function ChoiceOrNew({ id, labels, options, required = false, canCreate = true, value, name, onValue, onName }: ChoiceOrNewProps) {
  return (
    <>
      <label className="form-label" htmlFor={id}>{labels.field}</label>
      <select id={id} className="form-select mb-2" required={required} value={value} onChange={(e) => onValue(e.target.value)}>
        <option value="">{labels.none}</option>
        {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
        {canCreate ? <option value={NEW_CHOICE}>{labels.create}</option> : null}
      </select>
      {value === NEW_CHOICE ? (
        <>
          <label className="form-label" htmlFor={`${id}_name`}>{labels.name}</label>
          <input id={`${id}_name`} className="form-control mb-2" required value={name} onChange={(e) => onName(e.target.value)} />
        </>
      ) : null}
    </>
  );
}
