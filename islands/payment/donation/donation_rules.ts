// The donation form's rules (spec 2 §5 "Donation form", §8 fees, §9 fee display): the donor's
// name, email and country are mandatory, the email must be valid; fees show 2 decimals.
import { EMAIL_INVALID, MANDATORY_FIELD } from "../messages";

export const DONOR_FIELDS = [
  { name: "name", label: "Name" },
  { name: "email", label: "Email" },
  { name: "country_id", label: "Country" },
] as const;
export type DonorField = (typeof DONOR_FIELDS)[number]["name"];
export const FEE_DECIMALS = 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface DonorProblem {
  field: DonorField;
  /** the message's source text and its argument (the field's label) for _t */
  message: string;
  arg?: string;
}

export function donorProblems(values: Record<DonorField, string>): DonorProblem[] {
  const problems: DonorProblem[] = [];
  for (const { name, label } of DONOR_FIELDS) {
    if (!values[name]?.trim()) problems.push({ field: name, message: MANDATORY_FIELD, arg: label });
    else if (name === "email" && !EMAIL.test(values.email.trim())) problems.push({ field: name, message: EMAIL_INVALID });
  }
  return problems;
}

export const formatFee = (fee: number) => fee.toFixed(FEE_DECIMALS);

/** The amount chosen: a preset, or the custom amount when "other" is picked; null when none is valid. */
export function donationAmount(choice: string | null, other: string): number | null {
  const value = choice === "other" ? Number(other) : Number(choice);
  return choice !== null && choice !== "" && Number.isFinite(value) && value > 0 ? value : null;
}
