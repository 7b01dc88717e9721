// What the product page's back-in-stock form and the reference server agree on (spec 3 §5 "Stock"):
// the route a visitor's e-mail is sent to, and the text an invalid address is refused with.
export const STOCK_NOTIFICATION_ROUTE = "/shop/add/stock_notification";
export const NOTIFY_INVALID_EMAIL = "Please enter a valid e-mail address, like name@example.com.";
