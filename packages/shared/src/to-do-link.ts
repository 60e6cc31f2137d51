import type { DashboardRoleName } from './dashboard.ts';
import type { ToDo } from './to-dos.ts';

// Where a party does what a record waits on (decision 0053): the dashboard's to-do links and the in-app
// notifications made from the same turns (decision 0062) both point here, so they never disagree.

/** The fields of a to-do that say where its record lives. */
export type ToDoPlace = Pick<
  ToDo,
  'machine' | 'project_id' | 'job_id' | 'application_id' | 'booking_id' | 'counterpart_username'
>;

const jobPage = (item: ToDoPlace) =>
  item.project_id && item.job_id
    ? `/client/dashboard/projects/${item.project_id}/jobs/${item.job_id}`
    : '/client/dashboard/projects';

/** Where the user does it. */
export function toDoLink(item: ToDoPlace, role: DashboardRoleName): string {
  if (role === 'filmmaker') {
    switch (item.machine) {
      case 'offer':
        return `/filmmaker/dashboard/contract/${item.application_id}`;
      case 'booking':
        return `/filmmaker/dashboard/bookings/requests/${item.booking_id}`;
      case 'milestone':
      case 'revision_request':
      case 'dispute':
        return `/filmmaker/dashboard/bookings/${item.booking_id}`;
      case 'application':
        return `/filmmaker/dashboard/applications/${item.application_id}`;
      case 'review':
        return '/filmmaker/dashboard/reviews';
      default:
        return item.booking_id
          ? `/filmmaker/dashboard/bookings/${item.booking_id}`
          : '/filmmaker/dashboard/bookings';
    }
  }
  switch (item.machine) {
    case 'offer':
      return `${jobPage(item)}/contract?application=${item.application_id}`;
    case 'milestone_funding':
      return item.project_id && item.job_id ? `${jobPage(item)}/payment` : jobPage(item);
    case 'hold':
      return '/client/dashboard#holds';
    case 'review':
      return item.project_id && item.job_id ? `${jobPage(item)}/review` : jobPage(item);
    case 'dispute':
      return item.project_id && item.job_id ? `${jobPage(item)}/dispute` : jobPage(item);
    case 'booking':
      // A request's answer is given on the filmmaker's booking page, where it was made (decision 0034).
      return item.counterpart_username
        ? `/book/${encodeURIComponent(item.counterpart_username)}`
        : jobPage(item);
    default:
      return jobPage(item);
  }
}
