import { storage } from '@/lib/storage';

/**
 * The signed-in user's id (the subject of the access token). /users/me carries no id; the form
 * needs it only to offer the user as a contact while the server lacks the company-users call.
 */
export const currentUserId = (): number | null => {
  const token = storage.getTemporaryToken() ?? storage.getAccessToken();
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const id = Number(json.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
};
