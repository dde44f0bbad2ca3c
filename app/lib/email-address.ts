// The longest email address a form accepts (RFC 5321's path limit). Zod-free, so a form's
// component can set maxLength without loading the schema library (email-field.ts is the zod field).
export const EMAIL_MAX = 254;
