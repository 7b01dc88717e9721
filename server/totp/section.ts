// The two-factor part of the portal security page, as the platform renders it (auth_totp_portal):
// enable button, or the enabled state with the disable button and the trusted devices.
import type { Row, Store } from "../store";
import { escapeHtml, formatDate } from "../html";
import { trustedDevices } from "./models";

function deviceRows(devices: Row[]): string {
  return devices
    .map(
      (device) => `<tr><td><span class="text-truncate">${escapeHtml(device.name)}</span></td><td>${escapeHtml(formatDate(device.create_date))}</td>
<td class="text-end"><button type="button" class="btn btn-link text-danger p-0 fa fa-trash o_totp_revoke_device" data-device-id="${Number(device.id)}" aria-label="Revoke the device ${escapeHtml(device.name)}" title="Revoke"></button></td></tr>`,
    )
    .join("\n");
}

export function totpSectionHtml(store: Store, user: Row): string {
  if (!user.totp_secret) {
    return `<section name="portal_totp" class="mt-5">
<h3>Two-factor authentication</h3>
<div class="alert alert-secondary" role="status">
<p>Two-factor authentication not enabled</p>
<button type="button" class="btn btn-secondary" id="auth_totp_portal_enable">Enable two-factor authentication</button>
</div>
</section>`;
  }
  const devices = trustedDevices({ store }, user.id);
  const table = devices.length
    ? `<table class="table o_main_table align-middle">
<thead><tr><th scope="col">Trusted Device</th><th scope="col">Added On</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${deviceRows(devices)}</tbody>
</table>
<button type="button" class="btn btn-primary" id="auth_totp_portal_revoke_all_devices">Revoke All</button>`
    : "";
  return `<section name="portal_totp" class="mt-5">
<h3>Two-factor authentication</h3>
<p><span class="text-success"><i class="fa fa-check-circle" aria-hidden="true"></i> Two-factor authentication enabled</span>
<button type="button" class="btn btn-link" id="auth_totp_portal_disable">(Disable two-factor authentication)</button></p>
${table}
</section>`;
}
