import { useEffect } from 'react';

const APP_NAME = 'Platforma Budowlana';

/**
 * A public, indexable page's title and description (the <meta name="description"> of index.html),
 * set once its data is known and given back when the page is left.
 */
export const usePageMeta = (title: string | undefined, description: string | undefined) => {
  useEffect(() => {
    if (!title) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = `${title} | ${APP_NAME}`;
    if (meta && description) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, description]);
};
