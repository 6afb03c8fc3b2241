/** The limits of a problem report, apart from its schema (report-request.ts), so the report dialog does not load zod. */

/** The longest comment a learner may add. */
export const MAX_REPORT_COMMENT = 500;
