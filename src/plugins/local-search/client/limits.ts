// Limits the UI and the client share (the seed's DocSearch value; DocSearch 4's own input allows 512).
export const MAX_QUERY_LENGTH = 64;
