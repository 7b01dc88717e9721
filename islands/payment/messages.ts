// The texts of the payment pages (spec 2 §5 "Payment option", "Donation form"; §8; §2), verbatim.
export const ERROR_DIALOG_TITLE = "Error: %s";
export const NO_OPTION_TITLE = "No payment option selected";
export const NO_OPTION_MESSAGE = "Please select a payment option.";
export const MULTIPLE_OPTIONS_TITLE = "Multiple payment options selected";
export const MULTIPLE_OPTIONS_MESSAGE = "Please select only one payment option.";
export const SERVER_ERROR_TITLE = "Server Error";
export const PAYMENT_FAILED = "We are not able to process your payment.";
export const SAVE_FAILED = "We are not able to save your payment method.";
export const DELETE_FAILED = "We are not able to delete your payment method.";
export const FEES_FAILED = "We could not obtain payment fees.";
export const PROCESSING_PAYMENT = "We are processing your payment, please wait ...";
export const WAITING_FOR_CONFIRMATION = "We are waiting for confirmation from the bank or the payment provider";
export const NO_TX_FOUND_TITLE = "We are not able to find your payment, but don't worry.";
export const NO_TX_FOUND_MESSAGE = "You should receive an email confirming your payment in a few minutes.";
export const RPC_ERROR_MESSAGE = "Unable to contact the server. Please wait.";
export const EXCEPTION_TITLE = "Internal server error";
export const MANDATORY_FIELD = "Field '%s' is mandatory";
export const EMAIL_INVALID = "Email is invalid";
export const VALIDATION_ERROR_TITLE = "Validation Error";
export const MISSING_INFORMATION = "Some information is missing to process your payment.";
export const DELETE_TITLE = "Warning!";
export const DELETE_CONFIRM = "Are you sure you want to delete this payment method?";
export const DELETE_LINKED = "It is currently linked to the following documents:";
export const MALFORMED_PROCESSING_VALUES = "The server sent an answer that could not be read.";

// Payment buttons are debounced 500 ms on the leading edge (spec 2 §9): the first click acts at
// once, the clicks that follow it within 500 ms of each other are dropped.
export const PAYMENT_BUTTON_DEBOUNCE_MS = 500;
