import { useEffect } from 'react';

const APP_NAME = 'Platforma Budowlana';

/** Sets the browser tab title in Polish: "{page} | Platforma Budowlana". */
export const usePageTitle = (title: string | undefined) => {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
};
