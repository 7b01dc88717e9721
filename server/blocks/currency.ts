// The website's current currency (spec 3 §3 Donation, §7 /website/get_current_currency): the
// payment forms' currency, shown as the shop shows it.
import { CURRENCY_ID } from "../payment/providers";
import { CURRENCY } from "../shop/catalog";

export const CURRENT_CURRENCY = { id: CURRENCY_ID, symbol: CURRENCY.symbol, position: CURRENCY.position };
