export const FORM_ID = "job-application";
