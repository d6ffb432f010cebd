/** SQL fragments every repository writes the same way. */

/** A timestamp column as ISO 8601 in UTC, as the API answers them. */
export const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
