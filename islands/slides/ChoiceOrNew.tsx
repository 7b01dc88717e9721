// A select of existing records ending with "Create a new …", which then asks for the new one's name
// (sections and certifications of the upload dialog).
import { NEW_CHOICE } from "./upload_form";

export interface ChoiceOrNewProps {
  id: string;
  labels: { field: string; none: string; create: string; name: string };
  options: { id: number; label: string }[];
  required?: boolean;
  value: string;
  name: string;
  onValue: (value: string) => void;
  onName: (name: string) => void;
}

export function ChoiceOrNew({ id, labels, options, required = false, value, name, onValue, onName }: ChoiceOrNewProps) {
  return (
    <>
      <label className="form-label" htmlFor={id}>{labels.field}</label>
      <select id={id} className="form-select mb-2" required={required} value={value} onChange={(e) => onValue(e.target.value)}>
        <option value="">{labels.none}</option>
        {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        <option value={NEW_CHOICE}>{labels.create}</option>
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
