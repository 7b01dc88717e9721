// The donation part of the donation payment form (website_payment's donation page): preset and
// custom amounts, the donor's details, the comment and the recipient's address.
import { escapeHtml as e } from "../html";

export interface DonationDetails {
  presets: string;
  minimum: number;
  name: string;
  email: string;
  countries: string;
}

export function donationDetails({ presets, minimum, name, email, countries }: DonationDetails): string {
  return `<div class="o_donation_details">
<fieldset class="mb-3">
<legend class="h6">Amount</legend>
<div class="o_donation_amounts d-flex flex-wrap gap-2 align-items-center">
${presets}
<input type="radio" class="btn-check" name="o_donation_amount" id="other_amount" value="other"/><label class="btn btn-outline-primary" for="other_amount">Other amount</label>
<input type="number" class="form-control o_amount_input" style="max-width: 9rem" id="other_amount_value" name="o_donation_amount_other" min="${minimum}" step="1" aria-label="Other amount" placeholder="Amount"/>
</div>
<div class="form-text">Minimum donation: $ ${minimum}</div>
</fieldset>
<div class="row g-3">
<div class="col-md-6"><label class="form-label" for="donation_name">Name</label><input type="text" class="form-control" id="donation_name" name="name" value="${e(name)}" autocomplete="name"/></div>
<div class="col-md-6"><label class="form-label" for="donation_email">Email</label><input type="email" class="form-control" id="donation_email" name="email" value="${e(email)}" autocomplete="email"/></div>
<div class="col-md-6"><label class="form-label" for="donation_country">Country</label><select class="form-select" id="donation_country" name="country_id"><option value="">Country...</option>${countries}</select></div>
</div>
<div class="form-check mt-3"><input type="checkbox" class="form-check-input" id="donation_comment_checkbox"/><label class="form-check-label" for="donation_comment_checkbox">Write a comment</label></div>
<textarea class="form-control mt-2 d-none" id="donation_comment" name="donation_comment" rows="2" aria-label="Comment"></textarea>
<input type="hidden" name="donation_recipient_email" value="donations@example.com"/>
</div>
<h2 class="h5 mt-4">Pay with</h2>`;
}
