/**
 * Every date, as a range: `{ archivedAt: ANY_DATE }` finds what has a date there on an index (what is archived),
 * where `$ne: null` is no range for devdb and reads every document of the firm. Wrap it in mongoose.trusted()
 * inside a find's filter.
 */
export const ANY_DATE = { $gte: new Date(-8.64e15) };
