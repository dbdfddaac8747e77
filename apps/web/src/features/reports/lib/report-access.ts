import { isSubsidizedClient, type UserMe } from '@platform/shared';

/** The browser's mirror of the server rule: every logged-in user but a subsidised client (spec 6). */
export const canSeeReports = (user: UserMe | null): boolean => user !== null && !isSubsidizedClient(user);
