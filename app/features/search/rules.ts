// Search rules from the spec.
export const MIN_QUERY_LENGTH = 3;
