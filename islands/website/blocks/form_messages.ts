// The website form's texts (spec 3 §5, §8), verbatim.
export const FILL_CORRECTLY = "Please fill in the form correctly.";
export const NOT_SENT = "An error has occured, the form has not been sent.";
export const FILE_TOO_LARGE = "Uploaded file is too large.";
export const NOT_A_DATE = "'%s' is not a correct date";
export const NOT_A_DATETIME = "'%s' is not a correct datetime";
export const SENT = "The form has been sent successfully.";
