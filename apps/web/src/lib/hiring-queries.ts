// Projects and jobs are shown by two features (projects lists a project's jobs, jobs shows and changes
// them); their query keys start with these roots so a change in one refreshes the other without either
// feature importing the other. Every key continues with the signed-in user's id.

export const PROJECTS_QUERY_ROOT = ['projects'] as const;
export const JOBS_QUERY_ROOT = ['jobs'] as const;
export const APPLICATIONS_QUERY_ROOT = ['applications'] as const;
/**
 * Invitations to apply are sent from the talent pages and read on the filmmaker's jobs pages; an
 * application drops its invitation, so sending one refreshes them too.
 */
export const INVITATIONS_QUERY_ROOT = ['invitations'] as const;
/** A client's holds are listed by the holds feature and placed from a job's matches too (decision 0093). */
export const HOLDS_QUERY_ROOT = ['holds'] as const;
