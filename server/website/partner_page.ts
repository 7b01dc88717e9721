// A partner's page at /partners/<partner> (the platform's website_partner address: name-id or the
// id alone): shown when the partner is published, else not found, as the platform does.
import { escapeHtml as e, markup } from "../html";
import type { Row } from "../store";

export const PARTNER_PAGE = `<!DOCTYPE html>
<html lang="en-US" data-website-id="1">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>{{partner_name}} | My Website</title>
<!--slot:assets-->
</head>
<body>
<div id="wrapwrap">
<!--slot:header-->
<main>
<div id="wrap" class="container py-5">
<h1>{{partner_name}}</h1>
{{partner_address}}
</div>
</main>
<!--slot:footer-->
</div>
</body>
</html>`;

export const isPublishedPartner = (partner: Row | undefined): partner is Row => Boolean(partner?.is_published);

export function partnerValues(partner: Row) {
  const country = Array.isArray(partner.country_id) ? partner.country_id[1] : "";
  const address = [partner.city, country].filter(Boolean).join(", ");
  return { partner_name: String(partner.name ?? ""), partner_address: markup(address ? `<address class="text-muted">${e(address)}</address>` : "") };
}
